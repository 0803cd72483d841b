import { Breadcrumbs } from '@iper/design-system';
import { useId, type ReactNode } from 'react';
import styles from './showcase.module.css';
import { SHOWCASE_BASE } from './showcase-pages';

/** The frame of a showcase page: breadcrumbs, the page's one h1 and its introduction. */
export function ShowcasePage({
  title,
  intro,
  isIndex = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The /test page itself, which has no "Showcase" crumb above it. */
  isIndex?: boolean;
  children: ReactNode;
}) {
  const trail = isIndex ? [] : [{ label: 'Showcase', to: SHOWCASE_BASE }];
  return (
    <div className={styles.page}>
      <title>{`${title} | Showcase | Iper`}</title>
      <div className={styles.header}>
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, ...trail, { label: title }]} />
        <h1 className={styles.title} id="showcase-title" tabIndex={-1}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/** A section of a showcase page, named by its h2. */
export function ShowcaseSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}
