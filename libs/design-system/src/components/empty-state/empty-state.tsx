import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export function EmptyState({ title, text, children }: { title: ReactNode; text?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </div>
  );
}
