import { FORGOT_PASSWORD_MESSAGE } from '@iper/contracts';
import { Notification } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styles from '../../features/auth-layout/auth-layout.module.css';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

/** /password-dimenticata/email-inviata: the same words whether or not the email has an account. */
export function Component() {
  const localized = useLocalizedPath();
  const state = useLocation().state as { message?: string } | null;
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage
          id="account.forgottenSent.title"
          defaultMessage="Controlla la tua email"
        />
      </h1>
      <Notification type="success" className={styles.notice}>
        {state?.message ?? FORGOT_PASSWORD_MESSAGE}
      </Notification>
      <p>
        <FormattedMessage
          id="account.forgottenSent.hint"
          defaultMessage="Il link vale un'ora e si può usare una volta sola. Non trovi l'email? Guarda anche nella posta indesiderata."
        />
      </p>
      <ul className={styles.links}>
        <li>
          <Link to={localized('/password-dimenticata')}>
            <FormattedMessage
              id="account.forgottenSent.again"
              defaultMessage="Invia di nuovo il link"
            />
          </Link>
        </li>
        <li>
          <Link to={localized('/accedi')}>
            <FormattedMessage id="account.forgottenSent.login" defaultMessage="Torna all'accesso" />
          </Link>
        </li>
      </ul>
    </div>
  );
}
