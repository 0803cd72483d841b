import { useStoresListQuery } from '@iper/api';
import {
  APPLICATION_FILE_RULES,
  EDUCATION_LEVELS,
  GENDERS,
  GENDER_LABELS,
  GRADE_BASES,
  LANGUAGE_LEVELS,
  MIN_WORKING_AGE,
  POSITION_KINDS,
  POSITION_KIND_LABELS,
  applicationFileMessage,
  applicationRuleIssues,
  italianYearMonth,
  selectionWindowStart,
  type ApplicationFile,
  type ApplicationFileField,
} from '@iper/contracts';
import {
  DateOfBirthField,
  EmailField,
  FileField,
  RadioGroupField,
  SelectField,
  TextField,
  type SelectOption,
} from '@iper/design-system/forms';
import { isValidTaxCode, TAX_CODE_INVALID_MESSAGE } from '@iper/validation';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { filesOf, hasAcceptedContent, valuesToSend } from '../../domain/application-form';
import { useServerChecked } from './server-issues';
import styles from './application-form.module.css';

const YES_NO_OPTIONS: SelectOption[] = [
  { value: 'si', label: 'Sì' },
  { value: 'no', label: 'No' },
];
const MONTH_NAMES = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, index, 1),
  ),
);
const MONTH_OPTIONS: SelectOption[] = MONTH_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: name,
}));
const PHONE = /^\+?[0-9 ]{6,20}$/;

function yearOptions(from: number, to: number): SelectOption[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String(to - index)).map((year) => ({
    value: year,
    label: year,
  }));
}

/** The message the rules across fields (grade, 18-month window, job dates...) give this field. */
function ruleIssue(name: string) {
  return (_value: unknown, values: Record<string, unknown>) =>
    applicationRuleIssues(valuesToSend(values)).find((issue) => issue.path === name)?.message;
}

function useValues(): Record<string, unknown> {
  return useFormState({ subscription: { values: true } }).values as Record<string, unknown>;
}

export interface StepProps {
  /** A spontaneous application asks for an area and a preferred store. */
  spontaneous: boolean;
}

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

/** Step 2: previous selections (18-month window, SPEC §9), past work here, the latest job. */
export function ExperienceStep() {
  const checked = useServerChecked();
  const values = useValues();
  const today = new Date();
  const [thisYear] = italianYearMonth(today);
  const windowStart = selectionWindowStart(today);
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="careers.application.group.iper" defaultMessage="Iper e te" />
        </legend>
        <RadioGroupField
          {...checked('previousSelection', ruleIssue('previousSelection'))}
          label="Hai partecipato a una nostra selezione negli ultimi 18 mesi?"
          rules="required"
          inline
          options={YES_NO_OPTIONS}
        />
        {values.previousSelection === 'si' && (
          <div className={styles.pair}>
            <SelectField
              {...checked('previousSelectionMonth')}
              label="Mese della selezione"
              rules="required"
              options={MONTH_OPTIONS}
            />
            <SelectField
              {...checked('previousSelectionYear', ruleIssue('previousSelectionYear'))}
              label="Anno della selezione"
              rules="required"
              options={yearOptions(windowStart.year, thisYear)}
            />
          </div>
        )}
        <RadioGroupField
          {...checked('workedHereBefore')}
          label="Hai già lavorato da noi?"
          rules="required"
          inline
          options={YES_NO_OPTIONS}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage
            id="careers.application.group.lastJob"
            defaultMessage="L’ultimo lavoro"
          />
        </legend>
        <RadioGroupField
          {...checked('currentlyEmployed')}
          label="Lavori attualmente?"
          rules="required"
          inline
          options={YES_NO_OPTIONS}
        />
        <div className={styles.pair}>
          <TextField
            {...checked('profession')}
            label="Professione o funzione"
            autoComplete="organization-title"
          />
          <TextField {...checked('companyCity')} label="Città dell’azienda" />
        </div>
        <div className={styles.pair}>
          <SelectField
            {...checked('jobStartMonth', ruleIssue('jobStartMonth'))}
            label="Mese di inizio"
            options={MONTH_OPTIONS}
          />
          <SelectField
            {...checked('jobStartYear', ruleIssue('jobStartYear'))}
            label="Anno di inizio"
            options={yearOptions(thisYear - 50, thisYear)}
          />
        </div>
        {values.currentlyEmployed !== 'si' && (
          <div className={styles.pair}>
            <SelectField
              {...checked('jobEndMonth', ruleIssue('jobEndMonth'))}
              label="Mese di fine"
              options={MONTH_OPTIONS}
            />
            <SelectField
              {...checked('jobEndYear', ruleIssue('jobEndYear'))}
              label="Anno di fine"
              options={yearOptions(thisYear - 50, thisYear)}
            />
          </div>
        )}
      </fieldset>
    </>
  );
}

/** Step 3: education with the grade on its base (/60, /100, /110), two languages with levels. */
export function EducationStep() {
  const checked = useServerChecked();
  const values = useValues();
  const levels = LANGUAGE_LEVELS.map((level) => ({
    value: level,
    label: level === 'madrelingua' ? 'Madrelingua' : level,
  }));
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="careers.application.group.education" defaultMessage="Formazione" />
        </legend>
        <SelectField
          {...checked('educationLevel')}
          label="Titolo di studio"
          rules="required"
          options={EDUCATION_LEVELS.map((level) => ({ value: level.id, label: level.label }))}
        />
        <TextField
          {...checked('degree')}
          label="Laurea o master"
          hint="Il nome del corso, se ne hai uno."
        />
        <TextField {...checked('university')} label="Università (in Italia)" />
        <div className={styles.pair}>
          <TextField
            {...checked('grade', ruleIssue('grade'))}
            label="Voto finale"
            rules={values.gradeBase ? 'required' : undefined}
            inputMode="numeric"
            maxLength={3}
          />
          <SelectField
            {...checked('gradeBase', ruleIssue('gradeBase'))}
            label="Base del voto"
            rules={values.grade ? 'required' : undefined}
            options={GRADE_BASES.map((base) => ({ value: base, label: `/${base}` }))}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="careers.application.group.languages" defaultMessage="Lingue" />
        </legend>
        {(['language1', 'language2'] as const).map((language, index) => (
          <div className={styles.pair} key={language}>
            <TextField
              {...checked(language, ruleIssue(language))}
              label={`Lingua ${index + 1}`}
              rules={values[`${language}Level`] ? 'required' : undefined}
            />
            <SelectField
              {...checked(`${language}Level`, ruleIssue(`${language}Level`))}
              label={`Livello lingua ${index + 1}`}
              rules={values[language] ? 'required' : undefined}
              options={levels}
            />
          </div>
        ))}
      </fieldset>
    </>
  );
}

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

/** Files whose first bytes are not of their field's types: the field says so, like an oversize file. */
const wrongContent = new WeakSet<File>();

function FileUpload({
  field,
  label,
  existing,
}: {
  field: ApplicationFileField;
  label: string;
  existing?: ApplicationFile;
}) {
  const form = useForm();
  const intl = useIntl();
  const rule = APPLICATION_FILE_RULES[field];
  const seen = useRef(new WeakSet<File>());
  const props = useServerChecked()(field, (value) =>
    ((value as File[] | undefined) ?? []).some((file) => wrongContent.has(file))
      ? applicationFileMessage(field)
      : undefined,
  );
  const files = filesOf(useValues(), field);

  // A chosen file is read (its first bytes) once; a wrong content marks it and revalidates.
  useEffect(() => {
    let cancelled = false;
    for (const file of files) {
      if (seen.current.has(file)) continue;
      seen.current.add(file);
      void hasAcceptedContent(file, field).then((accepted) => {
        if (cancelled || accepted) return;
        wrongContent.add(file);
        const current = filesOf(form.getState().values as Record<string, unknown>, field);
        if (current.includes(file)) form.change(field, [...current]);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [files, field, form]);

  const hint = existing
    ? intl.formatMessage(
        {
          id: 'careers.application.currentFile',
          defaultMessage: 'File attuale: {name}. Scegline un altro per sostituirlo.',
        },
        { name: existing.name },
      )
    : undefined;
  return (
    <FileField
      {...props}
      label={label}
      accept={rule.accept}
      maxSizeMb={rule.maxSizeMb}
      rules={rule.required && !existing ? 'required' : undefined}
      hint={hint}
    />
  );
}

/** Step 5: CV, photo, video presentation and an optional professional profile. */
export function AttachmentsStep({ existingFiles = [] }: { existingFiles?: ApplicationFile[] }) {
  const checked = useServerChecked();
  const existing = (field: ApplicationFileField) =>
    existingFiles.find((file) => file.field === field);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <FormattedMessage id="careers.application.group.attachments" defaultMessage="Allegati" />
      </legend>
      <FileUpload field="cv" label="Curriculum vitae (PDF, DOC o DOCX)" existing={existing('cv')} />
      <FileUpload field="photo" label="Foto (JPEG, PNG o WebP)" existing={existing('photo')} />
      <FileUpload
        field="video"
        label="Video di presentazione (MP4 o WebM)"
        existing={existing('video')}
      />
      <TextField
        {...checked('profileUrl')}
        label="Profilo professionale (link)"
        type="url"
        rules="url"
        hint="Facoltativo: ad esempio il tuo profilo LinkedIn, con https://"
        autoComplete="url"
      />
    </fieldset>
  );
}
