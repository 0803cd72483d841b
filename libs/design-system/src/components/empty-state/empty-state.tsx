import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** An illustration from the icon sprite (search for "no results", filter for "no match"). */
  icon?: IconName;
  headingLevel?: 2 | 3 | 4;
  /** What to do next (a button to reset filters). */
  children?: ReactNode;
}

/** Says that a list is empty and why (SPEC §8: no results, no coupons, no match, no jobs). */
export function EmptyState({ title, text, icon, headingLevel = 2, children }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      {icon && <Icon name={icon} size={40} className={styles.icon} />}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
