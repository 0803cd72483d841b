import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@iper/design-system';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { useFormField, type FieldConfig } from './use-form-field';

export interface PasswordFieldProps extends FieldConfig {
  /** 'current-password' to log in, 'new-password' to choose one (password managers suggest one). */
  autoComplete?: 'current-password' | 'new-password';
  className?: string;
}

/** A password field with a button that shows and hides what was typed. */
export function PasswordField({
  autoComplete = 'current-password',
  className,
  ...config
}: PasswordFieldProps) {
  const intl = useIntl();
  const field = useFormField(config);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...field.shell} className={className}>
      <div className={styles.withButton}>
        <input
          {...field.input}
          id={field.id}
          className={styles.control}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          {...field.aria}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-controls={field.id}
          aria-pressed={visible}
          aria-label={intl.formatMessage({
            id: 'passwordField.show',
            defaultMessage: 'Mostra la password',
          })}
          onClick={() => setVisible(!visible)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      </div>
    </FieldShell>
  );
}
