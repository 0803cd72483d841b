import type { TwoFactorSetupResponse } from '@iper/contracts';
import { Button, Loading, Notification } from '@iper/design-system';
import { Form, SubmitButton, TextField } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import layout from '../account-layout/account-layout.module.css';
import { serverMessage } from '../session/server-message';
import { codeErrorOf } from './code-error';
import { RecoveryCodes } from './recovery-codes';
import styles from './two-factor-section.module.css';
import {
  useAccountTwoFactorConfirmMutation,
  useAccountTwoFactorDisableMutation,
  useAccountTwoFactorQuery,
  useAccountTwoFactorRecoveryCodesMutation,
  useAccountTwoFactorSetupMutation,
} from './two-factor-api';

interface CodeValues {
  code: string;
  [key: string]: unknown;
}

type Outcome = { type: 'success' | 'error'; text: string };

/** Step 1 and 2 of turning it on: the key for the app, then its first code. */
function SetupSteps({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetupResponse;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirm] = useAccountTwoFactorConfirmMutation();
  const [copied, setCopied] = useState<'yes' | 'no'>();

  useEffect(() => heading.current?.focus(), []);

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(setup.secret.replace(/\s/g, ''));
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  async function submit(values: CodeValues) {
    try {
      const { recoveryCodes } = await confirm({ code: values.code }).unwrap();
      onConfirmed(recoveryCodes);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: codeErrorOf(error) };
    }
  }

  return (
    <div className={styles.panel}>
      <h3 ref={heading} tabIndex={-1}>
        <FormattedMessage
          id="account.twoFactor.setupTitle"
          defaultMessage="Collega la tua app di autenticazione"
        />
      </h3>
      <ol className={styles.steps}>
        <li>
          <FormattedMessage
            id="account.twoFactor.setupApp"
            defaultMessage="Apri un’app di autenticazione (Google Authenticator, Microsoft Authenticator, 1Password o simili) e aggiungi un account."
          />
        </li>
        <li>
          <FormattedMessage
            id="account.twoFactor.setupScan"
            defaultMessage="Inquadra questo codice QR con l’app:"
          />
          <img
            className={styles.qrCode}
            src={setup.qrCode}
            width={176}
            height={176}
            alt={intl.formatMessage({
              id: 'account.twoFactor.qrCodeAlt',
              defaultMessage: 'Codice QR della verifica in due passaggi di Iper',
            })}
          />
          <FormattedMessage
            id="account.twoFactor.setupKey"
            defaultMessage="Oppure scegli di inserire la chiave a mano e digita o incolla questa chiave (tipo: basata sull’ora):"
          />
          <p className={styles.key}>
            <code
              aria-label={intl.formatMessage({
                id: 'account.twoFactor.keyLabel',
                defaultMessage: 'Chiave',
              })}
            >
              {setup.secret}
            </code>
          </p>
          <div className={layout.actions}>
            <Button theme="secondary" size="s" onClick={() => void copyKey()}>
              <FormattedMessage id="account.twoFactor.copyKey" defaultMessage="Copia la chiave" />
            </Button>
            {/* On a phone the app registered for otpauth: links opens with the key filled in. */}
            <a className={styles.appLink} href={setup.totpUri}>
              <FormattedMessage
                id="account.twoFactor.openApp"
                defaultMessage="Apri nell’app di autenticazione"
              />
            </a>
          </div>
          {copied && (
            <Notification type={copied === 'yes' ? 'success' : 'error'}>
              {copied === 'yes' ? (
                <FormattedMessage
                  id="account.twoFactor.keyCopied"
                  defaultMessage="Chiave copiata negli appunti."
                />
              ) : (
                <FormattedMessage
                  id="account.twoFactor.keyNotCopied"
                  defaultMessage="Il browser non ha permesso di copiarla: selezionala e copiala a mano."
                />
              )}
            </Notification>
          )}
        </li>
        <li>
          <FormattedMessage
            id="account.twoFactor.setupCode"
            defaultMessage="Inserisci qui il codice di 6 cifre che l’app mostra per Iper."
          />
        </li>
      </ol>
      <Form<CodeValues>
        onSubmit={submit}
        aria-label={intl.formatMessage({
          id: 'account.twoFactor.confirmForm',
          defaultMessage: 'Conferma la verifica in due passaggi',
        })}
        className={layout.form}
      >
        <TextField
          name="code"
          label={intl.formatMessage({
            id: 'account.twoFactor.codeLabel',
            defaultMessage: 'Codice di 6 cifre',
          })}
          rules="required"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          className={styles.codeField}
        />
        <div className={layout.actions}>
          <SubmitButton size="s">
            <FormattedMessage id="account.twoFactor.confirm" defaultMessage="Conferma e attiva" />
          </SubmitButton>
          <Button theme="ghost" size="s" onClick={onCancel}>
            <FormattedMessage id="account.twoFactor.cancel" defaultMessage="Annulla" />
          </Button>
        </div>
      </Form>
    </div>
  );
}

/**
 * "Verifica in due passaggi" on /account/privacy-e-dati (issue 34): a TOTP code after the
 * password at sign-in, from an authenticator app, with ten single-use recovery codes. Turning it
 * on or off and new codes may ask the fresh-check dialog first.
 */
export function TwoFactorSection() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useAccountTwoFactorQuery();
  const [startSetup, starting] = useAccountTwoFactorSetupMutation();
  const [renewCodes, renewing] = useAccountTwoFactorRecoveryCodesMutation();
  const [disable, disabling] = useAccountTwoFactorDisableMutation();
  const [setup, setSetup] = useState<TwoFactorSetupResponse>();
  const [codes, setCodes] = useState<string[]>();
  const [outcome, setOutcome] = useState<Outcome>();

  async function turnOn() {
    setOutcome(undefined);
    try {
      setSetup(await startSetup().unwrap());
    } catch (error) {
      setOutcome({ type: 'error', text: serverMessage(error) });
    }
  }

  async function newCodes() {
    setOutcome(undefined);
    try {
      setCodes((await renewCodes().unwrap()).recoveryCodes);
    } catch (error) {
      setOutcome({ type: 'error', text: serverMessage(error) });
    }
  }

  async function turnOff() {
    setOutcome(undefined);
    try {
      await disable().unwrap();
      setOutcome({
        type: 'success',
        text: intl.formatMessage({
          id: 'account.twoFactor.disabled',
          defaultMessage:
            'Verifica in due passaggi disattivata: per accedere basta di nuovo la password.',
        }),
      });
    } catch (error) {
      setOutcome({ type: 'error', text: serverMessage(error) });
    }
    await refetch();
  }

  return (
    <section className={layout.section} aria-labelledby="sezione-due-passaggi">
      <h2 id="sezione-due-passaggi">
        <FormattedMessage id="account.twoFactor.title" defaultMessage="Verifica in due passaggi" />
      </h2>
      <p>
        <FormattedMessage
          id="account.twoFactor.intro"
          defaultMessage="Quando accedi con la password ti chiediamo anche un codice che cambia ogni 30 secondi, generato da un’app sul tuo telefono: chi scoprisse la password non potrebbe entrare. Le passkey non lo chiedono: sono già due fattori."
        />
      </p>
      {outcome && (
        <Notification type={outcome.type} onClose={() => setOutcome(undefined)}>
          {outcome.text}
        </Notification>
      )}
      {isLoading && <Loading />}
      {isError && (
        <Notification type="error">
          <FormattedMessage
            id="account.twoFactor.loadError"
            defaultMessage="Non è stato possibile sapere se la verifica in due passaggi è attiva. Riprova tra qualche istante."
          />
        </Notification>
      )}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(undefined);
            void refetch();
          }}
        />
      ) : setup ? (
        <SetupSteps
          setup={setup}
          onCancel={() => setSetup(undefined)}
          onConfirmed={(recoveryCodes) => {
            setSetup(undefined);
            setCodes(recoveryCodes);
            setOutcome({
              type: 'success',
              text: intl.formatMessage({
                id: 'account.twoFactor.enabled',
                defaultMessage:
                  'Verifica in due passaggi attiva: dal prossimo accesso con la password ti chiederemo il codice.',
              }),
            });
          }}
        />
      ) : data && !data.hasPassword ? (
        <p>
          <FormattedMessage
            id="account.twoFactor.noPassword"
            defaultMessage="Il tuo account non ha una password: accedi con una passkey o con un servizio esterno, e non serve un secondo codice."
          />
        </p>
      ) : data && data.enabled ? (
        <>
          <p className={styles.status}>
            <strong>
              <FormattedMessage id="account.twoFactor.on" defaultMessage="Attiva." />
            </strong>{' '}
            <FormattedMessage
              id="account.twoFactor.codesLeft"
              defaultMessage="{count, plural, =0 {Non ti restano codici di recupero: generane di nuovi.} one {Ti resta # codice di recupero.} other {Ti restano # codici di recupero.}}"
              values={{ count: data.recoveryCodesLeft }}
            />
          </p>
          <div className={layout.actions}>
            <Button
              theme="secondary"
              isLoading={renewing.isLoading}
              onClick={() => void newCodes()}
            >
              <FormattedMessage
                id="account.twoFactor.newCodes"
                defaultMessage="Genera nuovi codici di recupero"
              />
            </Button>
            <Button
              theme="secondary"
              isLoading={disabling.isLoading}
              onClick={() => void turnOff()}
            >
              <FormattedMessage
                id="account.twoFactor.disable"
                defaultMessage="Disattiva la verifica in due passaggi"
              />
            </Button>
          </div>
        </>
      ) : data ? (
        <div className={layout.actions}>
          <Button theme="primary" isLoading={starting.isLoading} onClick={() => void turnOn()}>
            <FormattedMessage
              id="account.twoFactor.enable"
              defaultMessage="Attiva la verifica in due passaggi"
            />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
