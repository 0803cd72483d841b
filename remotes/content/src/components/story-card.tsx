import type { ArticleContent, BlockBase, CdnStory, SbAsset } from '@iper/contracts';
import { Link } from '@iper/design-system';
import type { IllustrationSubjectName } from '@iper/design-system/illustrations';
import type { ReactNode } from 'react';
import styles from './pages.module.css';
import { storyIllustration } from '../domain/story-illustration';
import { StoryImage } from './story-image';

/** A card linking to a story (article, service, production): one link, the whole card clickable. */
export function StoryCard({
  to,
  title,
  text,
  image,
  eyebrow,
  headingLevel = 3,
  icon,
  fallback,
}: {
  /** Where the card leads; a CMS teaser without a link is a card without one. */
  to: string | undefined;
  title: string;
  text?: string;
  image?: SbAsset;
  eyebrow?: ReactNode;
  headingLevel?: 2 | 3;
  icon?: ReactNode;
  /** Gives the card a picture even when the story has none (or it fails to load). */
  fallback?: IllustrationSubjectName;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {(image || fallback) && (
        <StoryImage
          asset={image}
          className={styles.cardImage}
          decorative
          fallback={fallback}
          sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw"
        />
      )}
      <div className={styles.cardBody}>
        {icon && <span className={styles.cardIcon}>{icon}</span>}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.cardTitle}>
          <Link to={to} className={styles.cardLink}>
            {title}
          </Link>
        </Heading>
        {text && <p className={styles.cardText}>{text}</p>}
      </div>
    </article>
  );
}

/** What a story's card shows of its content: a title, an intro and maybe a picture. */
type TeaserContent = BlockBase & { title: string; intro: string; image?: SbAsset };

/** The card of a story (an article, a service, a production) leading to it. */
export function StoryTeaser({
  story,
  icon,
  eyebrow,
  fallback,
}: {
  story: CdnStory<TeaserContent>;
  icon?: ReactNode;
  /** Shown above the title (an article's category on the magazine's home). */
  eyebrow?: ReactNode;
  fallback?: IllustrationSubjectName;
}) {
  return (
    <StoryCard
      to={`/${story.full_slug}`}
      title={story.content.title}
      text={story.content.intro}
      image={story.content.image}
      icon={icon}
      eyebrow={eyebrow}
      fallback={fallback}
    />
  );
}

/** A magazine article's card: its picture, or the illustration of its subject when it has none. */
export function ArticleCard({
  article,
  eyebrow,
}: {
  article: CdnStory<ArticleContent>;
  eyebrow?: ReactNode;
}) {
  return (
    <StoryTeaser
      story={article}
      eyebrow={eyebrow}
      fallback={storyIllustration(article.full_slug)}
    />
  );
}

export function CardGrid({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
