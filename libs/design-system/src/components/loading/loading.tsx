import { FormattedMessage } from 'react-intl';
import styles from './loading.module.css';

/** A polite, announced loading state for a section of a page. */
export function Loading({ label }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span>
        {label ?? <FormattedMessage id="loading.label" defaultMessage="Caricamento in corso…" />}
      </span>
    </div>
  );
}
