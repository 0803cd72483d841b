import { startsApp } from '@iper/contracts';
import { FormattedMessage } from 'react-intl';
import { useHydrated } from '../../utils/use-hydrated';
import styles from './loading.module.css';
import spinner from './spinner.module.css';

/**
 * A polite, announced loading state for a section of a page. In the server's HTML it means that
 * only the app can fetch what comes there (site search results, a draft kept on the device): the
 * app starts at once on such a page, so the wait ends without the visitor having to touch it.
 */
export function Loading({ label }: { label?: string }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.loading} role="status" {...(hydrated ? {} : startsApp('load'))}>
      <span className={`${spinner.spinner} ${styles.dot}`} aria-hidden="true" />
      <span>
        {label ?? <FormattedMessage id="loading.label" defaultMessage="Caricamento in corso…" />}
      </span>
    </div>
  );
}
