import { PASSWORD_MIN_LENGTH } from '@iper/contracts';
import { Loading, Notification } from '@iper/design-system';
import { Form, PasswordField, SubmitButton } from '@iper/design-system/forms';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccountResetPasswordMutation } from '../../api/identity-api';
import styles from '../../features/auth-layout/auth-layout.module.css';
import { formErrorOf } from '../../features/session/server-message';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

interface ResetValues {
  password: string;
  password_confirm: string;
  [key: string]: unknown;
}

/**
 * The token rides in the link's fragment (#token=…), which browsers never send to a server, so it
 * stays out of logs and Referer headers. A ?token= query is read too.
 */
export function readResetToken(location: Pick<Location, 'hash' | 'search'>): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  return fromHash || new URLSearchParams(location.search).get('token');
}

/** /reimposta-password: the page the emailed link opens, to choose a new password. */
export function Component() {
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [reset] = useAccountResetPasswordMutation();
  // The fragment never reaches a server: the token is read in the browser, after the first render
  // (which a server-rendered page hydrates), and undefined until then.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const location = useLocation();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address bar, a browser-only source
    setToken((current) => (current === undefined ? readResetToken(window.location) : current));
  }, []);
  // Once read, the token leaves the address bar and the history entry.
  useEffect(() => {
    if (location.hash || location.search) void navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  async function submit(values: ResetValues) {
    if (!token) return undefined;
    return formErrorOf(async () => {
      await reset({ token, password: values.password }).unwrap();
      await navigate(localized('/password-modificata'), { replace: true });
    });
  }

  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.reset.title" defaultMessage="Scegli una nuova password" />
      </h1>
      {/* The link's token is read by the app (the server never sees a fragment): its loading
          state in the server's HTML starts it at once. */}
      {token === undefined ? (
        <Loading />
      ) : token ? (
        <Form<ResetValues>
          onSubmit={submit}
          aria-label="Scegli la nuova password"
          className={styles.form}
        >
          <PasswordField
            name="password"
            label="Nuova password"
            rules={`required|length:${PASSWORD_MIN_LENGTH},128`}
            autoComplete="new-password"
            hint={
              <FormattedMessage
                id="account.reset.hint"
                defaultMessage="Almeno {min} caratteri, non una password comune né il tuo nome o la tua email."
                values={{ min: PASSWORD_MIN_LENGTH }}
              />
            }
          />
          <PasswordField
            name="password_confirm"
            label="Conferma la nuova password"
            rules="required|confirm"
            autoComplete="new-password"
          />
          <SubmitButton fluid>
            <FormattedMessage id="account.reset.submit" defaultMessage="Salva la nuova password" />
          </SubmitButton>
        </Form>
      ) : (
        <Notification type="error" className={styles.notice}>
          <FormattedMessage
            id="account.reset.noToken"
            defaultMessage="Questo link non è completo. Apri il link che ti abbiamo mandato per email, oppure richiedine uno nuovo."
          />
        </Notification>
      )}
      <ul className={styles.links}>
        <li>
          <Link to={localized('/password-dimenticata')}>
            <FormattedMessage id="account.reset.newLink" defaultMessage="Richiedi un nuovo link" />
          </Link>
        </li>
      </ul>
    </div>
  );
}
