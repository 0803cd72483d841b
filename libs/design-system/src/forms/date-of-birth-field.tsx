import { validate } from '@iper/validation';
import { useId, useMemo, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl, type IntlShape } from 'react-intl';
import { FieldsetShell } from './field-shell';
import styles from './fields.module.css';
import { useFormContext, type ValidationVisibility } from './form-context';
import { SelectOptions } from './select-field';
import { toValidationLocale } from './use-form-field';

export interface DateOfBirthNames {
  day: string;
  month: string;
  year: string;
}

/** The registration form's fields (SPEC §3: birthDay, birthMonth, birthYear). */
export const DEFAULT_DATE_OF_BIRTH_NAMES: DateOfBirthNames = {
  day: 'birthDay',
  month: 'birthMonth',
  year: 'birthYear',
};
/** The oldest year offered is this many years ago. */
const MAX_AGE = 110;

export interface DateOfBirthFieldProps {
  label: string;
  names?: DateOfBirthNames;
  required?: boolean;
  /** Refuses people younger than this (loyalty card: 18). */
  minAge?: number;
  hint?: ReactNode;
  validationVisibility?: ValidationVisibility;
  /** "Today", for tests. */
  today?: Date;
  className?: string;
}

type Parts = { day?: number; month?: number; year?: number };

function ageOn(today: Date, { day, month, year }: Required<Parts>): number {
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

/** The one message of the whole date, or undefined. */
function dateOfBirthError(
  parts: Parts,
  props: DateOfBirthFieldProps,
  intl: IntlShape,
  today: Date,
): string | undefined {
  const { day, month, year } = parts;
  const given = [day, month, year].filter((part) => part !== undefined).length;
  if (given === 0) {
    return props.required
      ? validate('required', undefined, {
          label: props.label,
          locale: toValidationLocale(intl.locale),
        }).messages[0]?.text
      : undefined;
  }
  if (given < 3)
    return intl.formatMessage({
      id: 'dateOfBirth.incomplete',
      defaultMessage: 'Indica giorno, mese e anno.',
    });
  const date = new Date(year!, month! - 1, day!);
  if (date.getMonth() !== month! - 1 || date.getDate() !== day) {
    return intl.formatMessage({
      id: 'dateOfBirth.invalid',
      defaultMessage: 'Questa data non esiste: controlla giorno e mese.',
    });
  }
  if (date > today)
    return intl.formatMessage({
      id: 'dateOfBirth.future',
      defaultMessage: 'La data di nascita non può essere nel futuro.',
    });
  if (props.minAge && ageOn(today, { day: day!, month: month!, year: year! }) < props.minAge) {
    return intl.formatMessage(
      { id: 'dateOfBirth.tooYoung', defaultMessage: 'Devi avere almeno {age} anni.' },
      { age: props.minAge },
    );
  }
  return undefined;
}

const parse = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);
const format = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Date of birth as three selects (day, month, year) in one fieldset with one message. */
export function DateOfBirthField(props: DateOfBirthFieldProps) {
  const {
    label,
    names = DEFAULT_DATE_OF_BIRTH_NAMES,
    hint,
    validationVisibility,
    className,
  } = props;
  const intl = useIntl();
  const context = useFormContext();
  const form = useForm();
  const id = useId();
  const today = props.today ?? new Date();

  const readParts = (values: Record<string, unknown>): Parts => ({
    day: parse(values[names.day]),
    month: parse(values[names.month]),
    year: parse(values[names.year]),
  });
  const config = {
    parse,
    format,
    validate: (_value: unknown, values: object) =>
      dateOfBirthError(readParts(values as Record<string, unknown>), props, intl, today),
    subscription: { value: true, touched: true, dirty: true, error: true },
  };
  const day = useField(names.day, config);
  const month = useField(names.month, config);
  const year = useField(names.year, config);

  const parts = readParts(form.getState().values as Record<string, unknown>);
  const error = dateOfBirthError(parts, props, intl, today);
  const allGiven = parts.day !== undefined && parts.month !== undefined && parts.year !== undefined;
  const visibility = validationVisibility ?? context.visibility;
  const anyTouched = !!(day.meta.touched || month.meta.touched || year.meta.touched);
  const anyDirty = !!(day.meta.dirty || month.meta.dirty || year.meta.dirty);
  // The group speaks when the user has left its last part, or filled all three, not after the day alone.
  const isVisible =
    visibility === 'live' ||
    context.submitted ||
    !!year.meta.touched ||
    (allGiven && (anyTouched || (visibility === 'dirty' && anyDirty)));
  const messages = isVisible && error ? [{ rule: 'date', blocking: true, text: error }] : [];
  const hintId = hint ? `${id}-hint` : undefined;
  const messagesId = messages.length ? `${id}-messages` : undefined;
  const describedBy = [hintId, messagesId].filter(Boolean).join(' ') || undefined;

  const monthNames = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => formatter.format(Date.UTC(2000, i, 1)));
  }, [intl.locale]);
  const lastYear = today.getFullYear() - (props.minAge ?? 0);
  const years = Array.from({ length: MAX_AGE - (props.minAge ?? 0) + 1 }, (_, i) => lastYear - i);

  const select = (
    part: keyof DateOfBirthNames,
    field: typeof day,
    partLabel: string,
    options: Array<{ value: number; label: string }>,
    autoComplete: string,
  ) => (
    <div className={styles.datePart}>
      <label htmlFor={`${id}-${part}`}>{partLabel}</label>
      <select
        {...field.input}
        id={`${id}-${part}`}
        className={styles.control}
        autoComplete={autoComplete}
        aria-invalid={messages.length > 0 || undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy}
      >
        <SelectOptions
          placeholder={intl.formatMessage({ id: 'dateOfBirth.choose', defaultMessage: '—' })}
          options={options}
        />
      </select>
    </div>
  );

  return (
    <FieldsetShell
      legend={label}
      required={!!props.required}
      hint={hint}
      hintId={hintId}
      messagesId={messagesId}
      messages={messages}
      hasError={messages.length > 0}
      className={className}
    >
      <div className={styles.dateParts}>
        {select(
          'day',
          day,
          intl.formatMessage({ id: 'dateOfBirth.day', defaultMessage: 'Giorno' }),
          Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) })),
          'bday-day',
        )}
        {select(
          'month',
          month,
          intl.formatMessage({ id: 'dateOfBirth.month', defaultMessage: 'Mese' }),
          monthNames.map((name, i) => ({ value: i + 1, label: name })),
          'bday-month',
        )}
        {select(
          'year',
          year,
          intl.formatMessage({ id: 'dateOfBirth.year', defaultMessage: 'Anno' }),
          years.map((value) => ({ value, label: String(value) })),
          'bday-year',
        )}
      </div>
    </FieldsetShell>
  );
}
