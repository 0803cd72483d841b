import { sessionCleared, type AppDispatch } from '@iper/api';
import { Button, Modal, Notification } from '@iper/design-system';
import { CheckboxField, Form, PasswordField, SubmitButton } from '@iper/design-system/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useAccountDeleteMutation } from '../../api/privacy-api';
import { ACCOUNT_DELETED_STATE } from '../../features/privacy/account-deleted';
import { formErrorOf } from '../../features/session/server-message';
import styles from './privacy-data-page.module.css';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

interface DeletionValues {
  password?: string;
  confirm?: boolean;
  [key: string]: unknown;
}

/**
 * The confirmation of 'Elimina il mio account': the consequences, the current password (or, for
 * an account that signs in only with Google, Facebook or Apple, a recent sign-in) and an explicit
 * tick. On success the session is gone: the visitor lands on / with the confirmation.
 */
export function DeleteAccountDialog({
  isOpen,
  onClose,
  hasPassword,
}: {
  isOpen: boolean;
  onClose: () => void;
  hasPassword: boolean;
}) {
  const localized = useLocalizedPath();
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const [deleteAccount] = useAccountDeleteMutation();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  async function submit(values: DeletionValues) {
    return formErrorOf(async () => {
      const result = await deleteAccount({
        confirm: true,
        ...(hasPassword ? { password: values.password ?? '' } : {}),
      }).unwrap();
      await navigate(localized('/'), {
        replace: true,
        state: { ...ACCOUNT_DELETED_STATE, kept: result.kept },
      });
      dispatch(sessionCleared());
    });
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      title={t('account.privacyData.deleteTitle', 'Vuoi eliminare il tuo account?')}
    >
      <Notification
        type="warning"
        title={t(
          'account.privacyData.deleteWarning',
          'L’eliminazione è definitiva e non si può annullare.',
        )}
      />
      <Form<DeletionValues>
        onSubmit={submit}
        aria-label={t('account.privacyData.deleteForm', 'Conferma l’eliminazione dell’account')}
        className={styles.form}
      >
        {hasPassword ? (
          <PasswordField
            name="password"
            label={t('account.privacyData.password', 'La tua password attuale')}
            rules="required"
            autoComplete="current-password"
            hint={t(
              'account.privacyData.passwordHint',
              'Per sicurezza ti chiediamo di confermare che sei tu.',
            )}
          />
        ) : (
          <p>
            <FormattedMessage
              id="account.privacyData.freshLogin"
              defaultMessage="Il tuo account non ha una password: se l’ultimo accesso non è recente, per sicurezza ti chiediamo di confermare che sei tu con una passkey prima di eliminarlo."
            />
          </p>
        )}
        <CheckboxField
          name="confirm"
          rules="accepted"
          messageLabel={t('account.privacyData.confirmName', 'La conferma')}
          label={t(
            'account.privacyData.confirm',
            'Ho capito: voglio eliminare il mio account e i miei dati',
          )}
        />
        <div className={styles.actions}>
          <SubmitButton>
            <FormattedMessage
              id="account.privacyData.deleteSubmit"
              defaultMessage="Elimina definitivamente"
            />
          </SubmitButton>
          <Button theme="secondary" onClick={onClose}>
            <FormattedMessage id="account.privacyData.deleteCancel" defaultMessage="Annulla" />
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
