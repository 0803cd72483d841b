import { CheckboxField, Form } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './registration-page.module.css';
import { StepActions } from './step-actions';
import { type ConsentValues } from './use-registration';

export function ConsentsStep({
  initialValues,
  onSubmit,
  onBack,
}: {
  initialValues: ConsentValues;
  onSubmit: (values: ConsentValues) => Promise<string | undefined>;
  onBack: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <Form<ConsentValues>
      onSubmit={async (values) => {
        const error = await onSubmit(values);
        return error ? { [FORM_ERROR]: error } : undefined;
      }}
      initialValues={initialValues}
      aria-label="Consensi"
      className={styles.form}
    >
      <CheckboxField
        name="privacy"
        rules="accepted"
        messageLabel={t('account.registration.privacyName', 'Informativa privacy e regolamento')}
        label={
          <FormattedMessage
            id="account.registration.privacy"
            defaultMessage="Ho letto l'informativa privacy e il regolamento della Carta Vantaggi"
          />
        }
      />
      <CheckboxField
        name="marketing"
        label={t(
          'account.registration.marketing',
          'Acconsento a ricevere offerte e promozioni Iper (marketing)',
        )}
      />
      <CheckboxField
        name="profiling"
        label={t(
          'account.registration.profiling',
          'Acconsento all’analisi dei miei acquisti per offerte su misura (profilazione)',
        )}
      />
      <CheckboxField
        name="thirdParty"
        label={t(
          'account.registration.thirdParty',
          'Acconsento a ricevere offerte di partner selezionati (marketing di terzi)',
        )}
      />
      <StepActions
        submit={
          <FormattedMessage
            id="account.registration.submit"
            defaultMessage="Completa la registrazione"
          />
        }
        onBack={onBack}
      />
    </Form>
  );
}
