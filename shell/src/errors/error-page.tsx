import { Button } from '@iper/design-system';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  status: number;
  /** The path that failed, for 'Page Not Found: {path}' (SPEC §2). */
  path?: string;
}

/** SPEC §2 error page: the status code, for 403 and 404 a description, a button back home. */
export function ErrorPage({ status, path }: ErrorPageProps) {
  const isNotAvailable = status === 403 || status === 404;
  useEffect(() => {
    document.title = `${status} | Iper`;
  }, [status]);
  return (
    <section className={styles.errorPage} aria-labelledby="error-page-title">
      <p className={styles.status}>{status}</p>
      <h1 id="error-page-title" className={styles.title}>
        {isNotAvailable ? (
          <FormattedMessage
            id="errorPage.notAvailable"
            defaultMessage="pagina non disponibile o non esiste"
          />
        ) : (
          <FormattedMessage id="errorPage.generic" defaultMessage="Si è verificato un errore" />
        )}
      </h1>
      {status === 404 && path && <p className={styles.detail}>Page Not Found: {path}</p>}
      {!isNotAvailable && (
        <p className={styles.description}>
          <FormattedMessage
            id="errorPage.retryLater"
            defaultMessage="Riprova tra qualche minuto."
          />
        </p>
      )}
      <Button slug="/" theme="primary">
        <FormattedMessage id="errorPage.backHome" defaultMessage="Torna alla homepage" />
      </Button>
    </section>
  );
}
