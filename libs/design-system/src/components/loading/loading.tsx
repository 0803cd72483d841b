import { FormattedMessage } from 'react-intl';
import styles from './loading.module.css';
import spinner from './spinner.module.css';

/** A polite, announced loading state for a section of a page. */
export function Loading({ label }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={`${spinner.spinner} ${styles.dot}`} aria-hidden="true" />
      <span>
        {label ?? <FormattedMessage id="loading.label" defaultMessage="Caricamento in corso…" />}
      </span>
    </div>
  );
}
