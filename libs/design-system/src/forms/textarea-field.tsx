import { FormattedMessage } from 'react-intl';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { useFormField, type FieldConfig } from './use-form-field';

export interface TextareaFieldProps extends FieldConfig {
  rows?: number;
  /** Shows a character counter and stops typing at this length. */
  maxLength?: number;
  className?: string;
}

/** A multi-line text field (the help form's message). */
export function TextareaField({ rows = 5, maxLength, className, ...config }: TextareaFieldProps) {
  const field = useFormField(config);
  const length = typeof field.value === 'string' ? field.value.length : 0;
  const counterId = maxLength ? `${field.id}-counter` : undefined;
  return (
    <FieldShell {...field.shell} className={className}>
      <textarea
        {...field.input}
        id={field.id}
        className={styles.control}
        rows={rows}
        maxLength={maxLength}
        {...field.aria}
        aria-describedby={[field.describedBy, counterId].filter(Boolean).join(' ') || undefined}
      />
      {maxLength && (
        <p id={counterId} className={styles.counter}>
          <FormattedMessage
            id="textareaField.counter"
            defaultMessage="{length} di {max} caratteri"
            values={{ length, max: maxLength }}
          />
        </p>
      )}
    </FieldShell>
  );
}
