import { attachmentMessage, isValidAttachment } from '@iper/validation';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Icon } from '@iper/design-system';
import { cx } from '../utils/class-names';
import { FieldMessages, RequiredMark } from './field-shell';
import styles from './fields.module.css';
import { useFormField, type FieldConfig } from './use-form-field';

export interface FileFieldProps extends FieldConfig {
  /** Accepted types as for an input's accept attribute: '.pdf', 'image/*', 'application/pdf'. */
  accept: string[];
  /** Largest file, in MB, shown in the message when a file is bigger. */
  maxSizeMb: number;
  multiple?: boolean;
  /**
   * Upload progress, 0 to 100, while the parent sends the files (e.g. from XHR's upload progress
   * events); undefined hides the bar.
   */
  progress?: number;
  className?: string;
}

function sizeText(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${format.format(bytes / 1024)} KB`
    : `${format.format(bytes / 1024 / 1024)} MB`;
}

/**
 * File upload (help form attachments, CV): checks type and size of each file (SPEC §5 'Formato non
 * supportato / File troppo grande' with the limit in MB), lists the files with a remove button and
 * shows the upload progress the parent reports. Messages show as soon as files are chosen.
 */
export function FileField({
  accept,
  maxSizeMb,
  multiple = false,
  progress,
  className,
  ...config
}: FileFieldProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useFormField({
    validationVisibility: 'dirty',
    ...config,
    validate: (value, values) => {
      const files = (value as File[] | undefined) ?? [];
      if (files.some((file) => !isValidAttachment(file, { accept, maxSizeMb }))) {
        return attachmentMessage(maxSizeMb, intl.locale.startsWith('en') ? 'en' : 'it');
      }
      return config.validate?.(value, values);
    },
  });
  const files = (field.value as File[] | undefined) ?? [];
  const setFiles = (next: File[]) => field.input.onChange(next.length ? next : undefined);
  const progressId = `${field.id}-progress`;

  return (
    <div className={cx(styles.field, field.hasError && styles.invalid, className)}>
      <span className={styles.label} id={`${field.id}-label`}>
        {config.label}
        {field.required && <RequiredMark />}
      </span>
      <p id={`${field.id}-limits`} className={styles.hint}>
        {config.hint && <>{config.hint} </>}
        <FormattedMessage
          id="fileField.limits"
          defaultMessage="Formati accettati: {types}. Dimensione massima: {size} MB."
          values={{ types: accept.join(', '), size: maxSizeMb }}
        />
      </p>
      <input
        ref={inputRef}
        id={field.id}
        className={styles.fileInput}
        type="file"
        name={config.name}
        accept={accept.join(',')}
        multiple={multiple}
        aria-labelledby={`${field.id}-label ${field.id}-picker`}
        aria-describedby={[`${field.id}-limits`, field.messagesId].filter(Boolean).join(' ')}
        aria-invalid={field.hasError || undefined}
        aria-required={field.required || undefined}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = ''; // lets the same file be chosen again after removing it
          if (chosen.length) setFiles(multiple ? [...files, ...chosen] : chosen);
        }}
        onBlur={() => field.input.onBlur()}
      />
      <label htmlFor={field.id} id={`${field.id}-picker`} className={styles.filePicker}>
        <Icon name="upload" />
        {multiple ? (
          <FormattedMessage id="fileField.chooseMany" defaultMessage="Scegli i file" />
        ) : (
          <FormattedMessage id="fileField.choose" defaultMessage="Scegli un file" />
        )}
      </label>
      {files.length > 0 && (
        <ul className={styles.fileList}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.fileItem}>
              <Icon name="file" />
              <span className={styles.fileName}>
                {file.name} ({sizeText(file.size, intl.locale)})
              </span>
              <Button
                theme="ghost"
                size="s"
                icon="trash"
                hideText
                text={intl.formatMessage(
                  { id: 'fileField.remove', defaultMessage: 'Rimuovi {name}' },
                  { name: file.name },
                )}
                onClick={() => {
                  setFiles(files.filter((_, other) => other !== index));
                  inputRef.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {progress !== undefined && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>
            <FormattedMessage
              id="fileField.progress"
              defaultMessage="Caricamento: {percent} %"
              values={{ percent: Math.round(Math.min(100, Math.max(0, progress))) }}
            />
          </label>
          <progress id={progressId} max={100} value={Math.min(100, Math.max(0, progress))} />
        </div>
      )}
      <FieldMessages id={field.messagesId} messages={field.messages} />
    </div>
  );
}
