import { useIntl } from 'react-intl';
import { cx } from '../../utils/class-names';
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
 * A video with the browser's own accessible controls. It never starts by itself (no autoplay);
 * with a poster it loads nothing until played (the poster stands for it: Chromium otherwise
 * downloads a short clip whole with the page, 100 KB a phone did not ask for), without one only
 * its metadata. Caption tracks are offered in the player's menu.
 */
export function Video({ title, sources, captions = [], poster, className }: VideoProps) {
  const intl = useIntl();
  return (
    <figure className={cx(styles.video, className)}>
      <video
        className={styles.player}
        controls
        preload={poster ? 'none' : 'metadata'}
        playsInline
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
          {sources[0] && (
            <a href={sources[0].src} download>
              {intl.formatMessage({ id: 'video.download', defaultMessage: 'Scarica il video' })}
            </a>
          )}
        </p>
      </video>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
