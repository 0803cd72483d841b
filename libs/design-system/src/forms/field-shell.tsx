import type { ValidationMessage } from '@iper/validation';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon, VisuallyHidden } from '@iper/design-system';
import { cx } from '../utils/class-names';
import styles from './fields.module.css';

/** The asterisk of a required field, with words for screen readers (SPEC §5). */
export function RequiredMark() {
  return (
    <>
      <span className={styles.asterisk} aria-hidden="true">
        {' *'}
      </span>
      <VisuallyHidden>
        {' '}
        <FormattedMessage id="field.required" defaultMessage="(obbligatorio)" />
      </VisuallyHidden>
    </>
  );
}

/** A field's messages: blocking ones as errors, `?` ones as advice. */
export function FieldMessages({ id, messages }: { id?: string; messages: ValidationMessage[] }) {
  if (!id || messages.length === 0) return null;
  return (
    <div id={id} className={styles.messages}>
      {messages.map((message) => (
        <p
          key={`${message.rule}-${message.text}`}
          className={message.blocking ? styles.error : styles.advice}
        >
          <Icon name={message.blocking ? 'error' : 'info'} size={18} />
          <span>{message.text}</span>
        </p>
      ))}
    </div>
  );
}

/** What follows a field's label or legend: its hint, its control(s) and its messages. */
function FieldParts({
  hint,
  hintId,
  messagesId,
  messages,
  children,
}: Pick<FieldShellProps, 'hint' | 'hintId' | 'messagesId' | 'messages' | 'children'>) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldMessages id={messagesId} messages={messages} />
    </>
  );
}

export interface FieldShellProps {
  inputId: string;
  label: ReactNode;
  required: boolean;
  hint?: ReactNode;
  hintId?: string;
  messagesId?: string;
  messages: ValidationMessage[];
  hasError: boolean;
  children: ReactNode;
  className?: string;
}

/** Label, hint, control and messages of a single-control field, in reading order. */
export function FieldShell({
  inputId,
  label,
  required,
  hasError,
  className,
  ...parts
}: FieldShellProps) {
  return (
    <div className={cx(styles.field, hasError && styles.invalid, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldParts {...parts} />
    </div>
  );
}

/** The same for a group of controls (radios, date of birth): a fieldset named by its legend. */
export function FieldsetShell({
  legend,
  required,
  hasError,
  className,
  // A field's `shell` (use-form-field) comes with the single control's id and label: not used here.
  inputId: _inputId,
  label: _label,
  ...parts
}: Omit<FieldShellProps, 'inputId' | 'label'> & {
  legend: ReactNode;
  inputId?: string;
  label?: ReactNode;
}) {
  return (
    <fieldset className={cx(styles.field, styles.fieldset, hasError && styles.invalid, className)}>
      <legend className={styles.label}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldParts {...parts} />
    </fieldset>
  );
}
