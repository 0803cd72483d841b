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
    <FieldShell
      inputId={field.id}
      label={config.label}
      required={field.required}
      hint={config.hint}
      hintId={field.hintId}
      messagesId={field.messagesId}
      messages={field.messages}
      hasError={field.hasError}
      className={className}
    >
      <select
        {...field.input}
        id={field.id}
        className={styles.control}
        autoComplete={autoComplete}
        aria-invalid={field.hasError || undefined}
        aria-required={field.required || undefined}
        aria-describedby={field.describedBy}
      >
        <option value="">
          {placeholder ??
            intl.formatMessage({ id: 'selectField.placeholder', defaultMessage: 'Seleziona…' })}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
