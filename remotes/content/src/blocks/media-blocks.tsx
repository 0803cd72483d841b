import type { CarouselBlock, FaqListBlock, VideoBlock } from '@iper/contracts';
import { Accordion, Carousel, Link, Video, VideoPosterButton } from '@iper/design-system';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { StoryImage } from '../components/story-image';
import { linkHref } from '../domain/links';
import { RichText } from '../richtext/rich-text';
import type { BlockProps } from './block-types';
import styles from './blocks.module.css';

/** Players that may be embedded, and only once the visitor asks for the video. */
const EMBEDDABLE =
  /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+/;

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

/**
 * A video: a file of the content store plays in the browser's own player; an external player
 * (YouTube, Vimeo) loads only after a click on its poster, so nothing is fetched from elsewhere
 * until the visitor wants it. The transcript is there for who cannot watch.
 */
export function VideoBlockView({ block }: BlockProps<VideoBlock>) {
  const [playing, setPlaying] = useState(false);
  const file = block.video?.filename;
  const extension = file?.split('.').pop()?.toLowerCase() ?? '';
  const embed = block.url && EMBEDDABLE.test(block.url) ? block.url : undefined;
  let player = null;
  if (file && VIDEO_TYPES[extension]) {
    player = (
      <Video
        title={block.title}
        sources={[{ src: file, type: VIDEO_TYPES[extension]! }]}
        poster={block.poster?.filename}
      />
    );
  } else if (embed && playing) {
    player = (
      <iframe
        className={styles.videoFrame}
        src={`${embed}?autoplay=1`}
        title={block.title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  } else if (embed) {
    player = (
      <VideoPosterButton title={block.title} onPlay={() => setPlaying(true)}>
        <StoryImage asset={block.poster} decorative />
      </VideoPosterButton>
    );
  } else {
    player = <StoryImage asset={block.poster} />;
  }
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{block.title}</h2>
      {player}
      {block.caption && <p className={styles.lead}>{block.caption}</p>}
      {block.transcript && (
        <details className={styles.transcript}>
          <summary>
            <FormattedMessage
              id="content.video.transcript"
              defaultMessage="Leggi la trascrizione"
            />
          </summary>
          <p>{block.transcript}</p>
        </details>
      )}
    </section>
  );
}

export function FaqListBlockView({ block }: BlockProps<FaqListBlock>) {
  return (
    <section className={styles.block}>
      {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
      <Accordion
        allowMultiple
        headingLevel={block.title ? 3 : 2}
        items={(block.faqs ?? []).map((faq) => ({
          id: faq._uid,
          title: faq.question,
          content: <RichText doc={faq.answer} />,
        }))}
      />
    </section>
  );
}

export function CarouselBlockView({ block }: BlockProps<CarouselBlock>) {
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{block.title}</h2>
      <Carousel
        label={block.title}
        slides={(block.slides ?? []).map((slide) => ({
          id: slide._uid,
          content: (
            <div className={styles.slide}>
              <StoryImage asset={slide.image} />
              <h3>{slide.title}</h3>
              {slide.text && <p>{slide.text}</p>}
              {slide.link_label && linkHref(slide.link) && (
                <Link to={linkHref(slide.link)} className={styles.textLink}>
                  {slide.link_label}
                </Link>
              )}
            </div>
          ),
        }))}
      />
    </section>
  );
}
