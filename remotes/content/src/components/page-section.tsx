import type { ReactNode } from 'react';
import styles from './pages.module.css';

/** A titled part of a content page: its h2 names the section for assistive technology. */
export function PageSection({
  id,
  title,
  children,
}: {
  /** The heading's id, unique on the page (it also makes the section a deep-link target). */
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
