import { useFormField } from '@iper/design-system/forms';
import styles from './contact-form.module.css';
import { schemaMessage } from './contact-form-rules';

/** A native date or time input on the form engine (phones show their own pickers). */
export function DateOrTimeField({
  name,
  label,
  type,
  max,
}: {
  name: string;
  label: string;
  type: 'date' | 'time';
  max?: string;
}) {
  const field = useFormField({ name, label, validate: schemaMessage(name) });
  return (
    <div className={styles.field}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      <input
        {...field.input}
        id={field.id}
        type={type}
        max={max}
        className={styles.control}
        aria-invalid={field.hasError || undefined}
        aria-describedby={field.describedBy}
      />
      {field.messagesId && (
        <div id={field.messagesId} className={styles.messages}>
          {field.messages.map((message) => (
            <p key={message.text} className={styles.error}>
              {message.text}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
