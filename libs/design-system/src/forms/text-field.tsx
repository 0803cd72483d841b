import type { HTMLAttributes } from 'react';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { useFormField, type FieldConfig } from './use-form-field';

export interface TextFieldProps extends FieldConfig {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Helps browsers and password managers fill the field ('given-name', 'postal-code'). */
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/** A one-line text field with its label, hint and messages. */
export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  className,
  ...config
}: TextFieldProps) {
  const field = useFormField(config);
  return (
    <FieldShell {...field.shell} className={className}>
      <input
        {...field.input}
        id={field.id}
        className={styles.control}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        {...field.aria}
      />
    </FieldShell>
  );
}

/** An email field: checks the address with the `email` rule besides its own rules. */
export function EmailField({ rules, ...props }: Omit<TextFieldProps, 'type'>) {
  const withEmail =
    rules && /(^|\|)[*+?(\d)]*email\b/.test(rules)
      ? rules
      : [rules, 'email'].filter(Boolean).join('|');
  return (
    <TextField type="email" autoComplete="email" inputMode="email" rules={withEmail} {...props} />
  );
}
