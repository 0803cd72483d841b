import { cx } from '../utils/class-names';
import { FieldsetShell } from './field-shell';
import styles from './fields.module.css';
import type { SelectOption } from './select-field';
import { useFormField, type FieldConfig } from './use-form-field';

export interface RadioGroupFieldProps extends FieldConfig {
  options: SelectOption[];
  /** Lays the options side by side from tablets up (few short options: gender). */
  inline?: boolean;
  className?: string;
}

/** Radio buttons in a fieldset named by its legend; arrow keys move between them natively. */
export function RadioGroupField({
  options,
  inline = false,
  className,
  ...config
}: RadioGroupFieldProps) {
  const field = useFormField(config);
  return (
    <FieldsetShell {...field.shell} legend={config.label} className={className}>
      <div className={cx(styles.choices, inline && styles.inline)}>
        {options.map((option) => {
          const id = `${field.id}-${option.value}`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                id={id}
                type="radio"
                name={config.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.input.onChange(option.value)}
                onBlur={() => field.input.onBlur()}
                onFocus={() => field.input.onFocus()}
                aria-invalid={field.hasError || undefined}
                aria-describedby={field.describedBy}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </FieldsetShell>
  );
}
