import type { ReactNode } from 'react';
import styles from './header-control.module.css';

/**
 * The look of a control in the site header (the menu, the store, the account): put it on the
 * link or button, with an icon and a HeaderControlText or HeaderControlLines inside.
 */
export const headerControlClassName = styles.control;

/** A header control's words: for screen readers only on a phone, beside the icon from a tablet up. */
export function HeaderControlText({ children }: { children: ReactNode }) {
  return <span className={styles.text}>{children}</span>;
}

/** A caption over a value kept to one line ("Il tuo punto vendita" / the store); on a phone only the value shows. */
export function HeaderControlLines({ caption, value }: { caption: ReactNode; value: ReactNode }) {
  return (
    <span className={styles.lines}>
      <span className={styles.caption}>{caption}</span>
      <span className={styles.value}>{value}</span>
    </span>
  );
}
