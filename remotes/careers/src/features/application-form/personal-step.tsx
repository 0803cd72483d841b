import { useStoresListQuery } from '@iper/api';
import {
  GENDERS,
  GENDER_LABELS,
  MIN_WORKING_AGE,
  POSITION_KINDS,
  POSITION_KIND_LABELS,
} from '@iper/contracts';
import {
  DateOfBirthField,
  EmailField,
  RadioGroupField,
  SelectField,
  TextField,
} from '@iper/design-system/forms';
import { isValidTaxCode, TAX_CODE_INVALID_MESSAGE } from '@iper/validation';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useServerChecked } from './server-issues';
import type { StepProps } from './step-fields';
import styles from './application-form.module.css';

const PHONE = /^\+?[0-9 ]{6,20}$/;

/** Step 1: who the applicant is (and, for a spontaneous application, what for). */
export function PersonalStep({ spontaneous }: StepProps) {
  const checked = useServerChecked();
  const stores = useStoresListQuery(undefined, { skip: !spontaneous });
  const storeOptions = useMemo(
    () => (stores.data ?? []).map((store) => ({ value: store.slug, label: store.nome })),
    [stores.data],
  );
  const taxCode = checked('taxCode', (value, values) =>
    isValidTaxCode({
      firstName: values.firstName as string | undefined,
      lastName: values.lastName as string | undefined,
      genre: (values.gender as string | undefined) ?? '',
      birthDay: values.birthDay as number | undefined,
      birthMonth: values.birthMonth as number | undefined,
      birthYear: values.birthYear as number | undefined,
      cf: String(value),
    })
      ? undefined
      : TAX_CODE_INVALID_MESSAGE,
  );
  return (
    <>
      {spontaneous && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <FormattedMessage
              id="careers.application.group.application"
              defaultMessage="La tua candidatura"
            />
          </legend>
          <RadioGroupField
            {...checked('area')}
            label="Per quale area ti candidi?"
            rules="required"
            options={POSITION_KINDS.map((kind) => ({
              value: kind,
              label: POSITION_KIND_LABELS[kind],
            }))}
          />
          <SelectField
            {...checked('preferredStore')}
            label="Punto vendita preferito"
            hint="Facoltativo: dove ti piacerebbe lavorare."
            options={storeOptions}
          />
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="careers.application.group.who" defaultMessage="Chi sei" />
        </legend>
        <div className={styles.pair}>
          <TextField
            {...checked('firstName')}
            label="Nome"
            rules="required|length:1,60"
            autoComplete="given-name"
          />
          <TextField
            {...checked('lastName')}
            label="Cognome"
            rules="required|length:1,60"
            autoComplete="family-name"
          />
        </div>
        <div className={styles.pair}>
          <EmailField
            {...checked('email')}
            label="Email"
            rules="required|email"
            autoComplete="email"
          />
          <TextField
            {...checked('phone', (value) =>
              PHONE.test(String(value).trim())
                ? undefined
                : 'Inserisci un numero di telefono valido.',
            )}
            label="Telefono"
            type="tel"
            rules="required"
            autoComplete="tel"
            inputMode="tel"
          />
        </div>
        <RadioGroupField
          {...checked('gender')}
          label="Genere"
          rules="required"
          inline
          options={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
        />
        <DateOfBirthField label="Data di nascita" required minAge={MIN_WORKING_AGE} />
        <TextField
          {...taxCode}
          label="Codice fiscale"
          rules="required|length:16,16"
          autoComplete="off"
          maxLength={16}
          hint="16 caratteri: lo confrontiamo con nome, cognome, data di nascita e genere."
        />
        <TextField
          {...checked('countryOfOrigin')}
          label="Paese di origine"
          rules="required"
          autoComplete="country-name"
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="careers.application.group.address" defaultMessage="Dove abiti" />
        </legend>
        <TextField
          {...checked('address')}
          label="Indirizzo e numero civico"
          rules="required"
          autoComplete="street-address"
        />
        <div className={styles.triple}>
          <TextField
            {...checked('zip', (value) =>
              /^\d{5}$/.test(String(value).trim()) ? undefined : 'Il CAP ha 5 cifre.',
            )}
            label="CAP"
            rules="required"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
          />
          <TextField
            {...checked('city')}
            label="Comune"
            rules="required"
            autoComplete="address-level2"
          />
          <TextField
            {...checked('province', (value) =>
              /^[a-z]{2}$/i.test(String(value).trim())
                ? undefined
                : 'Indica la sigla della provincia (es. MI).',
            )}
            label="Provincia"
            rules="required"
            autoComplete="address-level1"
            maxLength={2}
            hint="La sigla: MI, TO, VR…"
          />
        </div>
      </fieldset>
    </>
  );
}
