import { Button, Notification } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import styles from '../../features/auth-layout/auth-layout.module.css';

/** /password-modificata: the new password is saved; other sessions were closed. */
export function Component() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.passwordChanged.title" defaultMessage="Password modificata" />
      </h1>
      <Notification type="success" className={styles.notice}>
        <FormattedMessage
          id="account.passwordChanged.text"
          defaultMessage="La tua nuova password è attiva. Per sicurezza ti abbiamo disconnesso dagli altri dispositivi."
        />
      </Notification>
      <Button slug="/accedi" fluidOnMobile>
        <FormattedMessage id="account.passwordChanged.login" defaultMessage="Accedi" />
      </Button>
    </div>
  );
}
