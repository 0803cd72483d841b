import { CARD_NAMES, paddedCardNumber } from '@iper/contracts';
import { Button, CardPicture, Notification } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import styles from './registration-page.module.css';
import { type useRegistration } from './use-registration';
import { useLocalizedPath } from '../../features/locale/use-localized-path';
import { PasskeyOffer } from '../../features/passkeys/passkey-offer';

export function SuccessStep({
  result,
}: {
  result: NonNullable<ReturnType<typeof useRegistration>['result']>;
}) {
  const localized = useLocalizedPath();
  return (
    <div className={styles.success}>
      <Notification type="success">
        {result.newCard ? (
          <FormattedMessage
            id="account.registration.doneNew"
            defaultMessage="Benvenuto in Iper! La tua nuova Carta Vantaggi digitale è già attiva."
          />
        ) : (
          <FormattedMessage
            id="account.registration.doneExisting"
            defaultMessage="Benvenuto in Iper! La tua Carta Vantaggi è ora collegata al tuo account."
          />
        )}
      </Notification>
      <CardPicture
        className={styles.cardImage}
        type={result.cardType}
        label={CARD_NAMES[result.cardType]}
      />
      <p>
        <FormattedMessage
          id="account.registration.cardNumberLabel"
          defaultMessage="Numero della carta"
        />
        :{' '}
        <span className={styles.cardNumber} data-testid="card-number">
          {paddedCardNumber(result.cardNumber)}
        </span>
      </p>
      <PasskeyOffer />
      <Button slug={localized('/account')}>
        <FormattedMessage id="account.registration.toAccount" defaultMessage="Vai al tuo account" />
      </Button>
    </div>
  );
}
