import { useStoresListQuery } from '@iper/api';
import { EmailField, Form, PasswordField, SelectField } from '@iper/design-system/forms';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './registration-page.module.css';
import layout from '../../features/auth-layout/auth-layout.module.css';
import { PersonalDataFields } from '../../features/personal-data/personal-data-fields';
import { StepActions } from './step-actions';
import { type RegistrationValues } from './use-registration';

export function PersonalDataStep({
  initialValues,
  onDone,
  onBack,
}: {
  initialValues: RegistrationValues;
  onDone: (values: RegistrationValues) => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const { data: stores = [] } = useStoresListQuery();
  const storeOptions = useMemo(
    () => stores.map((store) => ({ value: store.id, label: `${store.nome} (${store.provincia})` })),
    [stores],
  );
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <Form<RegistrationValues>
      onSubmit={onDone}
      initialValues={initialValues}
      aria-label="Dati personali"
      className={styles.form}
    >
      <PersonalDataFields />
      <fieldset className={layout.form}>
        <legend className={styles.stepTitle}>
          {t('account.registration.accountData', 'Dati di accesso e punto vendita')}
        </legend>
        <SelectField
          name="storeId"
          label={t('account.registration.store', 'Punto vendita preferito')}
          rules="required"
          options={storeOptions}
          placeholder={t('account.registration.storeChoose', 'Scegli il tuo Iper')}
        />
        <EmailField
          name="email"
          label={t('account.registration.email', 'Email')}
          rules="required"
        />
        <PasswordField
          name="password"
          label={t('account.registration.password', 'Password')}
          rules="required|length:8,128"
          autoComplete="new-password"
          hint={t(
            'account.registration.passwordHint',
            'Almeno 8 caratteri, non una password comune né il tuo nome o la tua email.',
          )}
        />
        <PasswordField
          name="password_confirm"
          label={t('account.registration.passwordConfirm', 'Conferma la password')}
          rules="required|confirm"
          autoComplete="new-password"
        />
      </fieldset>
      <StepActions
        submit={<FormattedMessage id="account.registration.continue" defaultMessage="Continua" />}
        onBack={onBack}
      />
    </Form>
  );
}
