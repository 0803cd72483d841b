import { RadioGroupField } from '@iper/design-system/forms';
import { FormattedMessage } from 'react-intl';
import { useServerChecked } from './server-issues';
import { YES_NO_OPTIONS } from './step-fields';
import styles from './application-form.module.css';

/** Step 4: Sunday and holiday work, transfers, driving licence, own car. */
export function AvailabilityStep() {
  const checked = useServerChecked();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <FormattedMessage
          id="careers.application.group.availability"
          defaultMessage="Disponibilità"
        />
      </legend>
      <RadioGroupField
        {...checked('sundayAvailability')}
        label="Sei disponibile a lavorare la domenica e nei giorni festivi?"
        rules="required"
        inline
        options={YES_NO_OPTIONS}
      />
      <RadioGroupField
        {...checked('transferAvailability')}
        label="Sei disponibile a trasferirti?"
        rules="required"
        inline
        options={YES_NO_OPTIONS}
      />
      <RadioGroupField
        {...checked('drivingLicence')}
        label="Hai la patente di guida?"
        rules="required"
        inline
        options={YES_NO_OPTIONS}
      />
      <RadioGroupField
        {...checked('ownCar')}
        label="Hai un’auto tua?"
        rules="required"
        inline
        options={YES_NO_OPTIONS}
      />
    </fieldset>
  );
}
