import { Form, RadioGroupField, SubmitButton } from '@iper/design-system/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './registration-page.module.css';

export function CardQuestionStep({ onAnswer }: { onAnswer: (hasCard: boolean) => void }) {
  const intl = useIntl();
  return (
    <Form<{ hasCard?: string }>
      onSubmit={(values) => onAnswer(values.hasCard === 'si')}
      aria-label="Carta Vantaggi"
      className={styles.form}
    >
      <RadioGroupField
        name="hasCard"
        label={intl.formatMessage({
          id: 'account.registration.hasCard',
          defaultMessage: 'Hai già una Carta Vantaggi Iper?',
        })}
        rules="required"
        options={[
          {
            value: 'si',
            label: intl.formatMessage({
              id: 'account.registration.hasCardYes',
              defaultMessage: 'Sì, ho già la carta',
            }),
          },
          {
            value: 'no',
            label: intl.formatMessage({
              id: 'account.registration.hasCardNo',
              defaultMessage: 'No, voglio la nuova carta digitale gratuita',
            }),
          },
        ]}
      />
      <div className={styles.actions}>
        <SubmitButton>
          <FormattedMessage id="account.registration.continue" defaultMessage="Continua" />
        </SubmitButton>
      </div>
    </Form>
  );
}
