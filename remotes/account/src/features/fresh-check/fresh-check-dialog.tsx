import { registerFreshCheckPrompt } from '@iper/api';
import { FRESH_CHECK_MESSAGE, FRESH_CHECK_PASSKEY_FAILED } from '@iper/contracts';
import { Button, Modal, Notification } from '@iper/design-system';
import { Form, PasswordField, SubmitButton } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAccountFreshCheckPasskeyMutation,
  useAccountFreshCheckPasskeyOptionsMutation,
  useAccountFreshCheckPasswordMutation,
  useAccountPasskeysQuery,
} from '../../api/passkeys-api';
import { passkeysSupported, signWithPasskey } from '../passkeys/passkey-ceremony';
import { serverMessage } from '../session/server-message';
import styles from './fresh-check-dialog.module.css';

interface PasswordValues {
  password: string;
  [key: string]: unknown;
}

/**
 * The one fresh-check dialog of the site (issue 34): when a sensitive action meets the server's
 * fresh check, the base query (@iper/api fresh-check.ts) asks this dialog, which asks for the
 * password or a passkey; once the check passed the same request is sent again, so the form the
 * customer filled in keeps what they typed and completes. Closing it leaves the action undone.
 */
function FreshCheckDialog({ onDone }: { onDone: (passed: boolean) => void }) {
  const intl = useIntl();
  const { data } = useAccountPasskeysQuery();
  const [checkPassword] = useAccountFreshCheckPasswordMutation();
  const [passkeyOptions] = useAccountFreshCheckPasskeyOptionsMutation();
  const [checkPasskey] = useAccountFreshCheckPasskeyMutation();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const hasPassword = data?.hasPassword ?? true;
  const canUsePasskey = passkeysSupported() && (data ? data.passkeys.length > 0 : true);

  async function submitPassword(values: PasswordValues) {
    try {
      await checkPassword({ password: values.password }).unwrap();
    } catch (error) {
      return { [FORM_ERROR]: serverMessage(error) };
    }
    onDone(true);
    return undefined;
  }

  async function checkWithPasskey() {
    setPasskeyError(undefined);
    setChecking(true);
    try {
      const { options } = await passkeyOptions().unwrap();
      const result = await signWithPasskey(options);
      if (!result.ok) {
        if (result.reason !== 'cancelled') setPasskeyError(FRESH_CHECK_PASSKEY_FAILED);
        return;
      }
      await checkPasskey({ credential: result.credential }).unwrap();
      onDone(true);
    } catch (error) {
      setPasskeyError(serverMessage(error));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Modal
      isOpen
      onClose={() => onDone(false)}
      size="s"
      title={
        <FormattedMessage id="account.freshCheck.title" defaultMessage="Conferma che sei tu" />
      }
    >
      <p>{FRESH_CHECK_MESSAGE}</p>
      {hasPassword && (
        <Form<PasswordValues>
          onSubmit={submitPassword}
          aria-label={intl.formatMessage({
            id: 'account.freshCheck.passwordForm',
            defaultMessage: 'Conferma con la password',
          })}
          className={styles.form}
        >
          <PasswordField
            name="password"
            label={intl.formatMessage({
              id: 'account.freshCheck.password',
              defaultMessage: 'La tua password',
            })}
            rules="required"
            autoComplete="current-password"
          />
          <SubmitButton fluid>
            <FormattedMessage id="account.freshCheck.confirm" defaultMessage="Conferma" />
          </SubmitButton>
        </Form>
      )}
      {canUsePasskey && (
        <div className={styles.passkey}>
          {hasPassword && (
            <p className={styles.or}>
              <FormattedMessage id="account.freshCheck.or" defaultMessage="oppure" />
            </p>
          )}
          {passkeyError && <Notification type="error">{passkeyError}</Notification>}
          <Button
            theme={hasPassword ? 'secondary' : 'primary'}
            fluid
            isLoading={checking}
            onClick={() => void checkWithPasskey()}
          >
            <FormattedMessage
              id="account.freshCheck.passkey"
              defaultMessage="Conferma con una passkey"
            />
          </Button>
        </div>
      )}
    </Modal>
  );
}

/**
 * Mounts the dialog for the site's base query: the account's header widget and its pages
 * render it, so every page a sensitive action lives on (loyalty's Più upgrade too) has it.
 */
export function FreshCheckHost() {
  const [open, setOpen] = useState(false);
  const answer = useRef<(passed: boolean) => void>(undefined);
  useEffect(
    () =>
      registerFreshCheckPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );
  if (!open) return null;
  return (
    <FreshCheckDialog
      onDone={(passed) => {
        setOpen(false);
        answer.current?.(passed);
        answer.current = undefined;
      }}
    />
  );
}
