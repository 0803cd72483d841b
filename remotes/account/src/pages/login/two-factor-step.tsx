import { Button } from '@iper/design-system';
import { Form, SubmitButton, TextField } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from '../../features/auth-layout/auth-layout.module.css';
import { serverMessage, statusOf } from '../../features/session/server-message';
import { codeErrorOf } from '../../features/two-factor/code-error';
import { useAccountTwoFactorSignInMutation } from '../../features/two-factor/two-factor-api';
import local from './two-factor-step.module.css';

interface CodeValues {
  code: string;
  [key: string]: unknown;
}

/**
 * The second step of a password sign-in with TOTP on (issue 34): the 6-digit code of the
 * authenticator app, or "Usa un codice di recupero". A wrong code keeps what was typed and says
 * why; a step that expired or ran out of tries (409) goes back to the password form.
 */
export function TwoFactorStep({
  email,
  onSignedIn,
  onRestart,
}: {
  email: string;
  onSignedIn: () => Promise<void>;
  /** Back to email and password, with the reason when the step is gone. */
  onRestart: (message?: string) => void;
}) {
  const intl = useIntl();
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [signIn] = useAccountTwoFactorSignInMutation();
  const heading = useRef<HTMLHeadingElement>(null);

  // The step replaces the password form: focus moves to its heading, read out first.
  useEffect(() => heading.current?.focus(), []);

  async function submit(values: CodeValues) {
    try {
      await signIn({ method, code: values.code }).unwrap();
    } catch (error) {
      if (statusOf(error) === 409) {
        onRestart(serverMessage(error));
        return undefined;
      }
      return { [FORM_ERROR]: codeErrorOf(error) };
    }
    await onSignedIn();
    return undefined;
  }

  const totp = method === 'totp';
  return (
    <div className={styles.panel}>
      <h2 ref={heading} tabIndex={-1} className={local.title}>
        <FormattedMessage
          id="account.login.twoFactorTitle"
          defaultMessage="Verifica in due passaggi"
        />
      </h2>
      <p className={`${styles.intro} ${local.intro}`}>
        {totp ? (
          <FormattedMessage
            id="account.login.twoFactorIntro"
            defaultMessage="Password corretta. Apri l’app di autenticazione e inserisci il codice di 6 cifre che mostra per Iper ({email})."
            values={{ email }}
          />
        ) : (
          <FormattedMessage
            id="account.login.recoveryIntro"
            defaultMessage="Inserisci uno dei codici di recupero che hai salvato quando hai attivato la verifica ({email}). Ogni codice vale una volta sola."
            values={{ email }}
          />
        )}
      </p>
      <Form<CodeValues>
        key={method}
        onSubmit={submit}
        aria-label={
          totp
            ? intl.formatMessage({
                id: 'account.login.twoFactorForm',
                defaultMessage: 'Accedi con il codice dell’app',
              })
            : intl.formatMessage({
                id: 'account.login.recoveryForm',
                defaultMessage: 'Accedi con un codice di recupero',
              })
        }
        className={styles.form}
      >
        {totp ? (
          <TextField
            name="code"
            label={intl.formatMessage({
              id: 'account.login.twoFactorCode',
              defaultMessage: 'Codice di 6 cifre',
            })}
            rules="required"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
          />
        ) : (
          <TextField
            name="code"
            label={intl.formatMessage({
              id: 'account.login.recoveryCode',
              defaultMessage: 'Codice di recupero',
            })}
            hint={intl.formatMessage({
              id: 'account.login.recoveryHint',
              defaultMessage: '10 lettere e cifre, ad esempio abcde‑23456.',
            })}
            rules="required"
            autoComplete="off"
            maxLength={20}
          />
        )}
        <SubmitButton fluid>
          <FormattedMessage id="account.login.twoFactorSubmit" defaultMessage="Verifica e accedi" />
        </SubmitButton>
      </Form>
      <ul className={styles.links}>
        <li>
          <Button theme="ghost" size="s" onClick={() => setMethod(totp ? 'recovery' : 'totp')}>
            {totp ? (
              <FormattedMessage
                id="account.login.useRecovery"
                defaultMessage="Usa un codice di recupero"
              />
            ) : (
              <FormattedMessage
                id="account.login.useTotp"
                defaultMessage="Usa il codice dell’app"
              />
            )}
          </Button>
        </li>
        <li>
          <Button theme="ghost" size="s" onClick={() => onRestart()}>
            <FormattedMessage
              id="account.login.twoFactorBack"
              defaultMessage="Torna alla password"
            />
          </Button>
        </li>
      </ul>
    </div>
  );
}
