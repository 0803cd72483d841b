import { EmailField, Form, SubmitButton } from '@iper/design-system/forms';
import { Notification } from '@iper/design-system';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useAccountForgotPasswordMutation } from '../../api/identity-api';
import { useAccountEndReportedSessionMutation } from '../../api/passkeys-api';
import styles from '../../features/auth-layout/auth-layout.module.css';
import { formErrorOf, serverMessage } from '../../features/session/server-message';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

interface ForgottenValues {
  email: string;
  [key: string]: unknown;
}

type ReportedSession = { status: 'ended' } | { status: 'error'; message: string };

/**
 * "Non sei stato tu?" (the new-device mail, issue 34): the link brings the signed reference of
 * that sign-in's session in the fragment (never sent to a server by the browser); the page ends
 * that session, drops the fragment, and the customer goes on to choose a new password.
 */
function useReportedSession(): ReportedSession | undefined {
  const [endReported] = useAccountEndReportedSessionMutation();
  const [reported, setReported] = useState<ReportedSession>();
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('sessione');
    if (!token) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    endReported({ token })
      .unwrap()
      .then(
        () => setReported({ status: 'ended' }),
        (error: unknown) => setReported({ status: 'error', message: serverMessage(error) }),
      );
  }, [endReported]);
  return reported;
}

/** /password-dimenticata: asks for the email the reset link goes to. */
export function Component() {
  const reported = useReportedSession();
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
      {reported?.status === 'ended' && (
        <Notification type="success">
          <FormattedMessage
            id="account.forgotten.reportedEnded"
            defaultMessage="Abbiamo chiuso l’accesso che non riconosci. Ora scegli una nuova password: scrivi la tua email e ti mandiamo il link."
          />
        </Notification>
      )}
      {reported?.status === 'error' && <Notification type="error">{reported.message}</Notification>}
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
