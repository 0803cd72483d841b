import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
import { Icon } from '../icon/icon';
import styles from './video.module.css';

export interface VideoSource {
  src: string;
  /** 'video/webm', 'video/mp4'. */
  type: string;
}

export interface VideoCaptions {
  src: string;
  /** BCP 47 language of the track ('it'). */
  srcLang: string;
  /** What the player's menu shows ('Italiano'). */
  label: string;
  kind?: 'captions' | 'subtitles';
  default?: boolean;
}

export interface VideoProps {
  /** What the video is, for screen readers ("Presentazione: lavorare da Iper"). */
  title: string;
  sources: VideoSource[];
  captions?: VideoCaptions[];
  poster?: string;
  className?: string;
}

/**
 * A video's poster as a button that starts it («Guarda il video: …»): the picture stands for the
 * player until the visitor asks for it. `children` is the picture.
 */
export function VideoPosterButton({
  title,
  onPlay,
  children,
}: {
  title: string;
  onPlay: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  // The badge says what the button does; its name says which video too (and begins with what
  // the badge says, for those who speak to their phone: WCAG 2.5.3).
  return (
    <button
      type="button"
      className={styles.posterButton}
      onClick={onPlay}
      aria-label={intl.formatMessage(
        { id: 'video.play', defaultMessage: 'Guarda il video: {title}' },
        { title },
      )}
    >
      {children}
      <span className={styles.playBadge}>
        <Icon name="play" />
        {intl.formatMessage({ id: 'video.playShort', defaultMessage: 'Guarda il video' })}
      </span>
    </button>
  );
}

/**
 * A video with the browser's own accessible controls. With a poster, the page shows the poster
 * as a button until the visitor presses it; then the player, playing, with the focus on it. The
 * player's controls are a tree of their own that the browser styles with the page's first paint
 * (~27 ms of a phone-sized page's 30 ms of style on this machine, four times that on a phone),
 * for a video few play; the button works once the app runs (a press before is held and played
 * again), and without script a link opens the file. It never starts by itself. Without a poster,
 * the player at once, loading only its metadata. Caption tracks are offered in the player's menu.
 */
export function Video({ title, sources, captions = [], poster, className }: VideoProps) {
  const intl = useIntl();
  const [asked, setAsked] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (asked) player.current?.focus();
  }, [asked]);
  const file = sources[0]?.src;

  if (poster && !asked)
    return (
      <figure className={cx(styles.video, className)}>
        <VideoPosterButton title={title} onPlay={() => setAsked(true)}>
          <img className={styles.poster} src={poster} alt="" loading="lazy" decoding="async" />
        </VideoPosterButton>
        {file && (
          <noscript>
            <a href={file}>
              {intl.formatMessage({ id: 'video.open', defaultMessage: 'Apri il video' })}
            </a>
          </noscript>
        )}
        <figcaption className={styles.caption}>{title}</figcaption>
      </figure>
    );

  return (
    <figure className={cx(styles.video, className)}>
      <video
        ref={player}
        className={styles.player}
        controls
        // Asked for by a press: it plays at once (the press allows sound).
        autoPlay={asked}
        preload={poster ? 'none' : 'metadata'}
        playsInline
        // Focusable with its controls anyway; said so for the focus the press moves onto it.
        tabIndex={0}
        poster={poster}
        aria-label={title}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {captions.map((track) => (
          <track
            key={track.src}
            kind={track.kind ?? 'captions'}
            src={track.src}
            srcLang={track.srcLang}
            label={track.label}
            default={track.default}
          />
        ))}
        <p>
          {intl.formatMessage({
            id: 'video.unsupported',
            defaultMessage: 'Il tuo browser non riproduce questo video.',
          })}{' '}
          {file && (
            <a href={file} download>
              {intl.formatMessage({ id: 'video.download', defaultMessage: 'Scarica il video' })}
            </a>
          )}
        </p>
      </video>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
