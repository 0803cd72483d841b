import { EmailField, Form, SubmitButton } from '@iper/design-system/forms';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useAccountForgotPasswordMutation } from '../../api/identity-api';
import styles from '../../features/auth-layout/auth-layout.module.css';
import { formErrorOf } from '../../features/session/server-message';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

interface ForgottenValues {
  email: string;
  [key: string]: unknown;
}

/** /password-dimenticata: asks for the email the reset link goes to. */
export function Component() {
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [requestReset] = useAccountForgotPasswordMutation();

  async function submit(values: ForgottenValues) {
    return formErrorOf(async () => {
      const answer = await requestReset({ email: values.email }).unwrap();
      await navigate(localized('/password-dimenticata/email-inviata'), {
        state: { email: values.email, message: answer.message },
      });
    });
  }

  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.forgotten.title" defaultMessage="Password dimenticata" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage
          id="account.forgotten.intro"
          defaultMessage="Scrivi l'email del tuo account: ti mandiamo un link per scegliere una nuova password."
        />
      </p>
      <Form<ForgottenValues>
        onSubmit={submit}
        aria-label="Recupera la password"
        className={styles.form}
      >
        <EmailField name="email" label="Email" rules="required" />
        <SubmitButton fluid>
          <FormattedMessage id="account.forgotten.submit" defaultMessage="Invia il link" />
        </SubmitButton>
      </Form>
      <ul className={styles.links}>
        <li>
          <Link to={localized('/accedi')}>
            <FormattedMessage
              id="account.forgotten.backToLogin"
              defaultMessage="Torna all'accesso"
            />
          </Link>
        </li>
      </ul>
    </div>
  );
}
