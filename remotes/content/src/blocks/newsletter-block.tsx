import { startsApp, type NewsletterBlock } from '@iper/contracts';
import { Loading, useNearViewport } from '@iper/design-system';
import { lazy, Suspense } from 'react';
import type { BlockProps } from './block-types';
import styles from './blocks.module.css';

// The form (and the site's form engine with it, ~20 KiB) loads when the visitor gets within a
// screenful of it: the block sits at the bottom of the home page, and nothing above it needs
// final-form.
const NewsletterForm = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

/** The newsletter sign-up: its title and text at once, the form when the visitor gets near it. */
export function NewsletterBlockView({ block }: BlockProps<NewsletterBlock>) {
  const titleId = `newsletter-${block._uid}`;
  const [formArea, near] = useNearViewport<HTMLDivElement>();
  return (
    <section className={`${styles.block} ${styles.newsletter}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title}</h2>
      <p className={styles.lead}>{block.text}</p>
      {/* The form is the app's: the app starts as the visitor comes near it. */}
      <div ref={formArea} className={styles.newsletterFormArea} {...startsApp('near')}>
        {/* Until the visitor gets near, the area only keeps the form's room: nothing loads yet,
            so nothing says "Caricamento in corso…" (nor spins below the fold for good). */}
        {near && (
          <Suspense fallback={<Loading />}>
            <NewsletterForm titleId={titleId} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
