import type {
  BannerBlock,
  HeroBlock,
  ImageBlock,
  LinkListBlock,
  RichTextBlock,
  TeaserGridBlock,
} from '@iper/contracts';
import { Link } from '@iper/design-system';
import cta from '../components/call-to-action.module.css';
import { CardGrid, StoryCard } from '../components/story-card';
import { StoryImage } from '../components/story-image';
import { linkHref } from '../domain/links';
import { RichText } from '../richtext/rich-text';
import type { BlockProps } from './block-types';
import styles from './blocks.module.css';
import { storyIllustration } from '../domain/story-illustration';

/** A call to action from a link field; nothing when the link is empty. */
export function CallToAction({
  label,
  href,
  onBrand = false,
}: {
  label: string | undefined;
  href: string | undefined;
  /** Sits on a brand-coloured background (a banner). */
  onBrand?: boolean;
}) {
  if (!label || !href) return null;
  return (
    <Link to={href} className={onBrand ? `${cta.cta} ${cta.onBrand}` : cta.cta}>
      {label}
    </Link>
  );
}

/** The page's opening: as the first block it carries the page's h1 and its main image. */
export function HeroBlockView({ block, index }: BlockProps<HeroBlock>) {
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className={styles.hero}>
      <div>
        <Heading>{block.title}</Heading>
        {block.text && <p>{block.text}</p>}
        <CallToAction label={block.cta_label} href={linkHref(block.cta_link)} />
      </div>
      <StoryImage
        asset={block.image}
        className={styles.heroImage}
        priority={index === 0}
        sizes="(min-width: 48rem) 50vw, 100vw"
      />
    </section>
  );
}

export function BannerBlockView({ block }: BlockProps<BannerBlock>) {
  return (
    <section
      className={`${styles.block} ${styles.banner} ${block.tone === 'soft' ? styles.bannerSoft : ''}`}
    >
      <h2>{block.title}</h2>
      <p>{block.text}</p>
      <CallToAction
        label={block.cta_label}
        href={linkHref(block.cta_link)}
        onBrand={block.tone !== 'soft'}
      />
    </section>
  );
}

export function TeaserGridBlockView({ block }: BlockProps<TeaserGridBlock>) {
  return (
    <section className={styles.block}>
      {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
      <CardGrid>
        {(block.teasers ?? []).map((teaser) => (
          <StoryCard
            key={teaser._uid}
            to={linkHref(teaser.link)}
            title={teaser.title}
            text={teaser.text}
            image={teaser.image}
            fallback={storyIllustration(linkHref(teaser.link) ?? '')}
          />
        ))}
      </CardGrid>
    </section>
  );
}

export function RichTextBlockView({ block }: BlockProps<RichTextBlock>) {
  return (
    <div className={styles.block}>
      <RichText doc={block.text} />
    </div>
  );
}

export function ImageBlockView({ block, index }: BlockProps<ImageBlock>) {
  return (
    <figure className={styles.figure}>
      <StoryImage asset={block.image} priority={index === 0} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}

export function LinkListBlockView({ block }: BlockProps<LinkListBlock>) {
  return (
    <nav className={styles.block} aria-label={block.title ?? 'Link utili'}>
      {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
      <ul className={styles.linkList}>
        {(block.links ?? []).map((item) => (
          <li key={item._uid}>
            <Link to={linkHref(item.link)}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
