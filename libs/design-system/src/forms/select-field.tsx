import { useIntl } from 'react-intl';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { useFormField, type FieldConfig } from './use-form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldConfig {
  options: SelectOption[];
  /** The empty first option ('Seleziona…'). */
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

/** A native select: the most accessible picker on phones. */
export function SelectField({
  options,
  placeholder,
  autoComplete,
  className,
  ...config
}: SelectFieldProps) {
  const intl = useIntl();
  const field = useFormField(config);
  return (
    <FieldShell {...field.shell} className={className}>
      <select
        {...field.input}
        id={field.id}
        className={styles.control}
        autoComplete={autoComplete}
        {...field.aria}
      >
        <SelectOptions
          placeholder={
            placeholder ??
            intl.formatMessage({ id: 'selectField.placeholder', defaultMessage: 'Seleziona…' })
          }
          options={options}
        />
      </select>
    </FieldShell>
  );
}

/** A select's options after its empty first choice (the placeholder). */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
