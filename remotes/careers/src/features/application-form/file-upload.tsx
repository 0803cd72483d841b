import {
  APPLICATION_FILE_RULES,
  applicationFileMessage,
  type ApplicationFile,
  type ApplicationFileField,
} from '@iper/contracts';
import { FileField } from '@iper/design-system/forms';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { filesOf, hasAcceptedContent } from '../../domain/application-form';
import { useServerChecked } from './server-issues';
import { useValues } from './step-fields';

/** Files whose first bytes are not of their field's types: the field says so, like an oversize file. */
const wrongContent = new WeakSet<File>();

/** An attachment's field: a file chosen is checked by its first bytes, as well as by type and size. */
export function FileUpload({
  field,
  label,
  existing,
}: {
  field: ApplicationFileField;
  label: string;
  existing?: ApplicationFile;
}) {
  const form = useForm();
  const intl = useIntl();
  const rule = APPLICATION_FILE_RULES[field];
  const seen = useRef(new WeakSet<File>());
  const props = useServerChecked()(field, (value) =>
    ((value as File[] | undefined) ?? []).some((file) => wrongContent.has(file))
      ? applicationFileMessage(field)
      : undefined,
  );
  const files = filesOf(useValues(), field);

  // A chosen file is read (its first bytes) once; a wrong content marks it and revalidates.
  useEffect(() => {
    let cancelled = false;
    for (const file of files) {
      if (seen.current.has(file)) continue;
      seen.current.add(file);
      void hasAcceptedContent(file, field).then((accepted) => {
        if (cancelled || accepted) return;
        wrongContent.add(file);
        const current = filesOf(form.getState().values as Record<string, unknown>, field);
        if (current.includes(file)) form.change(field, [...current]);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [files, field, form]);

  const hint = existing
    ? intl.formatMessage(
        {
          id: 'careers.application.currentFile',
          defaultMessage: 'File attuale: {name}. Scegline un altro per sostituirlo.',
        },
        { name: existing.name },
      )
    : undefined;
  return (
    <FileField
      {...props}
      label={label}
      accept={rule.accept}
      maxSizeMb={rule.maxSizeMb}
      rules={rule.required && !existing ? 'required' : undefined}
      hint={hint}
    />
  );
}
