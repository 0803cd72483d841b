import { sessionLoginFailed, useSession } from '@iper/api';
import { SIGN_IN_FORM, SocialProviderIdSchema, type SocialProviderId } from '@iper/contracts';
import { Button, Notification } from '@iper/design-system';
import { EmailField, Form, PasswordField, SubmitButton } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccountLoginMutation } from '../../api/identity-api';
import styles from '../../features/auth-layout/auth-layout.module.css';
import { serverMessage, statusOf } from '../../features/session/server-message';
import { useCompleteLogin } from '../../features/session/use-complete-login';
import { inLanguageOf, useFormOutcome } from '@iper/routes';
import { safeRedirect } from '../../features/session/login-redirect';
import { usePasskeySignIn } from './passkey-sign-in';
import { TwoFactorStep } from './two-factor-step';
import { PROVIDER_NAMES, SocialButtons } from './social-buttons';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

interface LoginValues {
  email: string;
  password: string;
  [key: string]: unknown;
}

/** The social sign-in that just came back to this page (`?accesso=social&provider=google`). */
function useSocialReturn(params: URLSearchParams) {
  const outcome = params.get('accesso');
  const parsed = SocialProviderIdSchema.safeParse(params.get('provider'));
  return { outcome, provider: parsed.success ? parsed.data : undefined };
}

/** /accedi: email and password, the configured social providers, then back to the page asked for. */
export function Component() {
  const localized = useLocalizedPath();
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const redirect = safeRedirect(params.get('redirect'), inLanguageOf('/account', pathname));
  const session = useSession();
  const completeLogin = useCompleteLogin();
  const [login] = useAccountLoginMutation();
  const social = useSocialReturn(params);
  const [socialError, setSocialError] = useState<SocialProviderId | 'unknown' | null>(
    social.outcome === 'errore-social' ? (social.provider ?? 'unknown') : null,
  );
  const handled = useRef(false);
  // A right password of an account with TOTP on: the code comes next (what was typed is kept
  // for going back to the password form).
  const [pending, setPending] = useState<LoginValues>();
  // The plain form the server refused (before the app, or without script): the email typed and why.
  const refused = useFormOutcome(SIGN_IN_FORM.name);
  const [typed, setTyped] = useState<Partial<LoginValues> | undefined>(refused?.values);
  const [restartNotice, setRestartNotice] = useState<string>();
  const passkey = usePasskeySignIn(async () => {
    handled.current = true;
    await completeLogin('login');
    await navigate(redirect, { replace: true });
  });

  // Back from a provider: record the outcome once, then go where the visitor was headed.
  useEffect(() => {
    if (handled.current || session.status !== 'checked') return;
    if (social.outcome === 'errore-social') {
      handled.current = true;
      sessionLoginFailed('social_login', social.provider);
      return;
    }
    if (social.outcome === 'social' && session.isLoggedIn) {
      handled.current = true;
      void completeLogin('social_login', social.provider).then(() =>
        navigate(redirect, { replace: true }),
      );
      return;
    }
    if (session.isLoggedIn && !social.outcome) {
      handled.current = true;
      void navigate(redirect, { replace: true });
    }
  }, [
    completeLogin,
    navigate,
    redirect,
    session.isLoggedIn,
    session.status,
    social.outcome,
    social.provider,
  ]);

  async function signedIn() {
    handled.current = true;
    await completeLogin('login');
    await navigate(redirect, { replace: true });
  }

  async function submit(values: LoginValues) {
    setRestartNotice(undefined);
    try {
      const result = await login({ email: values.email, password: values.password }).unwrap();
      if ('twoFactorRequired' in result) {
        setTyped(values);
        setPending(values);
        return undefined;
      }
    } catch (error) {
      sessionLoginFailed('login');
      const status = statusOf(error);
      return {
        [FORM_ERROR]:
          status === 401
            ? intl.formatMessage({
                id: 'account.login.wrongCredentials',
                defaultMessage: 'Email o password non corretti.',
              })
            : serverMessage(error),
      };
    }
    await signedIn();
    return undefined;
  }

  if (pending)
    return (
      <div className={styles.page}>
        <h1>
          <FormattedMessage id="account.login.title" defaultMessage="Accedi" />
        </h1>
        <TwoFactorStep
          email={pending.email}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setRestartNotice(message);
            setPending(undefined);
          }}
        />
      </div>
    );

  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.login.title" defaultMessage="Accedi" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage
          id="account.login.intro"
          defaultMessage="Entra nel tuo account Iper per la Carta Vantaggi, i coupon, la lista della spesa e gli scontrini digitali."
        />
      </p>
      {socialError && (
        <Notification type="error" className={styles.notice} onClose={() => setSocialError(null)}>
          {socialError === 'unknown' ? (
            <FormattedMessage
              id="account.login.socialErrorGeneric"
              defaultMessage="L'accesso non è riuscito. Riprova, oppure accedi con email e password."
            />
          ) : (
            <FormattedMessage
              id="account.login.socialError"
              defaultMessage="L'accesso con {provider} non è riuscito. Riprova, oppure accedi con email e password."
              values={{ provider: PROVIDER_NAMES[socialError] }}
            />
          )}
        </Notification>
      )}
      {restartNotice && (
        <Notification
          type="warning"
          className={styles.notice}
          onClose={() => setRestartNotice(undefined)}
        >
          {restartNotice}
        </Notification>
      )}
      <Form<LoginValues>
        onSubmit={submit}
        initialValues={typed}
        // Without the app the page's own form signs in: the server answers it.
        action={SIGN_IN_FORM.path}
        hiddenFields={{
          [SIGN_IN_FORM.page]: pathname,
          ...(params.get('redirect') ? { [SIGN_IN_FORM.redirect]: redirect } : {}),
        }}
        initialError={refused?.error}
        aria-label="Accedi con email e password"
        className={styles.form}
      >
        {/* "webauthn": the browser may offer the site's passkeys among the suggestions. */}
        <EmailField name="email" label="Email" rules="required" autoComplete="username webauthn" />
        <PasswordField
          name="password"
          label="Password"
          rules="required"
          autoComplete="current-password"
        />
        <SubmitButton fluid>
          <FormattedMessage id="account.login.submit" defaultMessage="Accedi" />
        </SubmitButton>
      </Form>
      {passkey.supported && (
        <div className={styles.passkey}>
          {passkey.error && <Notification type="error">{passkey.error}</Notification>}
          <Button
            theme="secondary"
            fluid
            isLoading={passkey.busy}
            onClick={() => void passkey.signInWithPasskey()}
          >
            <FormattedMessage id="account.login.passkey" defaultMessage="Accedi con una passkey" />
          </Button>
        </div>
      )}
      <SocialButtons
        redirect={redirect}
        onFailure={(provider) => {
          sessionLoginFailed('social_login', provider);
          setSocialError(provider);
        }}
      />
      <ul className={styles.links}>
        <li>
          <Link to={localized('/password-dimenticata')}>
            <FormattedMessage
              id="account.login.forgotten"
              defaultMessage="Hai dimenticato la password?"
            />
          </Link>
        </li>
        <li>
          <Link to={localized('/registrazione')}>
            <FormattedMessage
              id="account.login.register"
              defaultMessage="Non hai un account? Registrati"
            />
          </Link>
        </li>
      </ul>
    </div>
  );
}
