import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/**
 * The same for an element that must stay what it is (a table's caption, a live region):
 * `<p className={visuallyHiddenClassName} role="status">`.
 */
export const visuallyHiddenClassName = styles.hidden;

/** Text for screen readers only, e.g. "(si apre in una nuova scheda)" after a link. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  );
}
