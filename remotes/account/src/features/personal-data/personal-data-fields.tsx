import {
  DateOfBirthField,
  RadioGroupField,
  SelectField,
  TextField,
} from '@iper/design-system/forms';
import { useIntl } from 'react-intl';
import styles from './personal-data-fields.module.css';
import { taxCodeMessage } from './personal-data-values';

export const COUNTRY_OPTIONS = [
  { value: 'IT', label: 'Italia' },
  { value: 'SM', label: 'San Marino' },
  { value: 'VA', label: 'Città del Vaticano' },
  { value: 'CH', label: 'Svizzera' },
  { value: 'FR', label: 'Francia' },
  { value: 'AT', label: 'Austria' },
  { value: 'SI', label: 'Slovenia' },
  { value: 'DE', label: 'Germania' },
  { value: 'ES', label: 'Spagna' },
];

/**
 * SPEC §3 personal data with the SPEC §5 rules: required first name, last name, date of birth,
 * gender, phone and address; the tax code, when given, must belong to the person.
 */
export function PersonalDataFields() {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('account.personalData.who', 'Chi sei')}</legend>
        <TextField
          name="name"
          label={t('account.personalData.name', 'Nome')}
          rules="required|length:1,80"
          autoComplete="given-name"
        />
        <TextField
          name="lastName"
          label={t('account.personalData.lastName', 'Cognome')}
          rules="required|length:1,80"
          autoComplete="family-name"
        />
        <DateOfBirthField
          label={t('account.personalData.birthDate', 'Data di nascita')}
          required
          minAge={16}
        />
        <RadioGroupField
          name="gender"
          label={t('account.personalData.gender', 'Genere')}
          rules="required"
          inline
          options={[
            { value: 'm', label: t('account.personalData.genderMan', 'Uomo') },
            { value: 'f', label: t('account.personalData.genderWoman', 'Donna') },
            {
              value: 'u',
              label: t('account.personalData.genderNone', 'Preferisco non specificarlo'),
            },
          ]}
        />
        <TextField
          name="cf"
          label={t('account.personalData.cf', 'Codice fiscale')}
          rules="length:16,16|alphanumeric"
          validate={taxCodeMessage}
          maxLength={16}
          autoComplete="off"
          hint={t(
            'account.personalData.cfHint',
            '16 caratteri: deve corrispondere a nome, cognome, data di nascita e genere.',
          )}
        />
        <TextField
          name="phoneNumber"
          label={t('account.personalData.phone', 'Telefono cellulare')}
          type="tel"
          rules="required|matches:/^\+?[0-9 ]{6,19}$/"
          autoComplete="tel"
          inputMode="tel"
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('account.personalData.address', 'Indirizzo')}</legend>
        <div className={styles.row}>
          <TextField
            name="street"
            label={t('account.personalData.street', 'Via o piazza')}
            rules="required|length:2,120"
            autoComplete="address-line1"
            hint={t('account.personalData.streetHint', 'Per esempio: Via Giuseppe Verdi')}
          />
          <TextField
            name="houseNumber"
            label={t('account.personalData.houseNumber', 'Numero civico')}
            rules="required|length:1,10"
          />
        </div>
        <div className={`${styles.row} ${styles.row3}`}>
          <TextField
            name="zipCode"
            label={t('account.personalData.zip', 'CAP')}
            rules="required|matches:/^[0-9]{5}$/"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
          />
          <TextField
            name="city"
            label={t('account.personalData.city', 'Comune')}
            rules="required|length:1,80"
            autoComplete="address-level2"
          />
          <TextField
            name="province"
            label={t('account.personalData.province', 'Provincia (sigla)')}
            rules="required|alpha|length:2,2"
            maxLength={2}
            autoComplete="address-level1"
          />
        </div>
        <SelectField
          name="country"
          label={t('account.personalData.country', 'Nazione')}
          rules="required"
          options={COUNTRY_OPTIONS}
          autoComplete="country"
        />
      </fieldset>
    </>
  );
}
