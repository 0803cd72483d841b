import { PASSWORD_MIN_LENGTH } from '@iper/contracts';
import { EmailField, Form, PasswordField, SubmitButton } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useAccountChangePasswordMutation } from '../../api/identity-api';
import styles from '../../features/auth-layout/auth-layout.module.css';
import { serverMessage, statusOf } from '../../features/session/server-message';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

interface ChangeValues {
  email: string;
  currentPassword: string;
  newPassword: string;
  newPassword_confirm: string;
  [key: string]: unknown;
}

/** /modifica-password: a visitor who knows the current password chooses a new one. */
export function Component() {
  const localized = useLocalizedPath();
  const intl = useIntl();
  const navigate = useNavigate();
  const [change] = useAccountChangePasswordMutation();

  async function submit(values: ChangeValues) {
    try {
      await change({
        email: values.email,
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      await navigate(localized('/password-modificata'), { replace: true });
      return undefined;
    } catch (error) {
      return {
        [FORM_ERROR]:
          statusOf(error) === 401
            ? intl.formatMessage({
                id: 'account.changePassword.wrong',
                defaultMessage: 'Email o password attuale non corretti.',
              })
            : serverMessage(error),
      };
    }
  }

  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.changePassword.title" defaultMessage="Modifica password" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage
          id="account.changePassword.intro"
          defaultMessage="Scrivi la password che usi ora e scegline una nuova. Non la ricordi? Puoi reimpostarla via email."
        />
      </p>
      <Form<ChangeValues> onSubmit={submit} aria-label="Modifica password" className={styles.form}>
        <EmailField name="email" label="Email" rules="required" />
        <PasswordField
          name="currentPassword"
          label="Password attuale"
          rules="required"
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          label="Nuova password"
          rules={`required|length:${PASSWORD_MIN_LENGTH},128`}
          autoComplete="new-password"
          hint={
            <FormattedMessage
              id="account.changePassword.hint"
              defaultMessage="Almeno {min} caratteri, non una password comune né il tuo nome o la tua email."
              values={{ min: PASSWORD_MIN_LENGTH }}
            />
          }
        />
        <PasswordField
          name="newPassword_confirm"
          label="Conferma la nuova password"
          rules="required|confirm"
          autoComplete="new-password"
        />
        <SubmitButton fluid>
          <FormattedMessage id="account.changePassword.submit" defaultMessage="Cambia password" />
        </SubmitButton>
      </Form>
      <ul className={styles.links}>
        <li>
          <Link to={localized('/password-dimenticata')}>
            <FormattedMessage
              id="account.changePassword.forgotten"
              defaultMessage="Non ricordi la password attuale?"
            />
          </Link>
        </li>
      </ul>
    </div>
  );
}
