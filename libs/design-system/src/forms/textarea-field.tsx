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
      <textarea
        {...field.input}
        id={field.id}
        className={styles.control}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={field.hasError || undefined}
        aria-required={field.required || undefined}
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
