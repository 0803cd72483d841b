import type { NewsletterBlock } from '@iper/contracts';
import { Loading } from '@iper/design-system';
import { lazy, Suspense } from 'react';
import type { BlockProps } from './block-types';
import styles from './blocks.module.css';

// The form (and the site's form engine with it) loads after the page has rendered: the block sits
// at the bottom of the home page, and nothing above it needs final-form.
const NewsletterForm = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

/** The newsletter sign-up: its title and text at once, the form as soon as it has loaded. */
export function NewsletterBlockView({ block }: BlockProps<NewsletterBlock>) {
  const titleId = `newsletter-${block._uid}`;
  return (
    <section className={`${styles.block} ${styles.newsletter}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title}</h2>
      <p className={styles.lead}>{block.text}</p>
      <Suspense fallback={<Loading />}>
        <NewsletterForm titleId={titleId} />
      </Suspense>
    </section>
  );
}
