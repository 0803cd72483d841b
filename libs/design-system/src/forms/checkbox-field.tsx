import type { ReactNode } from 'react';
import { cx } from '../utils/class-names';
import { FieldMessages, RequiredMark } from './field-shell';
import styles from './fields.module.css';
import { useFormField, type FieldConfig } from './use-form-field';

export interface CheckboxFieldProps extends Omit<FieldConfig, 'label'> {
  /** The words next to the box; may hold a link (to the privacy notice). */
  label: ReactNode;
  /** The field's name in messages when the label is not plain text ('Informativa privacy'). */
  messageLabel?: string;
  className?: string;
}

/**
 * One checkbox holding true or false: a consent, "I have read the privacy notice". Use the
 * `accepted` rule to require it ticked.
 */
export function CheckboxField({ label, messageLabel, className, ...config }: CheckboxFieldProps) {
  const field = useFormField(
    { ...config, label: messageLabel ?? (typeof label === 'string' ? label : config.name) },
    { type: 'checkbox', emptyValue: false },
  );
  return (
    <div className={cx(styles.field, field.hasError && styles.invalid, className)}>
      <div className={styles.choice}>
        <input
          {...field.input}
          id={field.id}
          type="checkbox"
          aria-invalid={field.hasError || undefined}
          aria-required={field.required || undefined}
          aria-describedby={field.describedBy}
        />
        <label htmlFor={field.id}>
          {label}
          {field.required && <RequiredMark />}
        </label>
      </div>
      {config.hint && (
        <p id={field.hintId} className={styles.hint}>
          {config.hint}
        </p>
      )}
      <FieldMessages id={field.messagesId} messages={field.messages} />
    </div>
  );
}
