import type { ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import { Link } from '../link/link';
import styles from './card.module.css';

export interface CardProps {
  title: ReactNode;
  /** Makes the whole card clickable through its title link (one link, one tab stop). */
  to?: string;
  image?: { src: string; alt: string };
  /** A short line above the title (category, date). */
  eyebrow?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
  /** Actions that stay separate from the card's link (favourite, call). */
  footer?: ReactNode;
  className?: string;
}

/** A content card: store, article, service. An article element with a heading. */
export function Card({
  title,
  to,
  image,
  eyebrow,
  headingLevel = 3,
  children,
  footer,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, to && styles.linked, className)}>
      {image && <img className={styles.image} src={image.src} alt={image.alt} loading="lazy" />}
      <div className={styles.body}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>
          {to ? (
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children && <div className={styles.content}>{children}</div>}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
