import type { ApplicationFile, ApplicationFileField } from '@iper/contracts';
import { TextField } from '@iper/design-system/forms';
import { FormattedMessage } from 'react-intl';
import { FileUpload } from './file-upload';
import { useServerChecked } from './server-issues';
import styles from './application-form.module.css';

/** Step 5: CV, photo, video presentation and an optional professional profile. */
export function AttachmentsStep({ existingFiles = [] }: { existingFiles?: ApplicationFile[] }) {
  const checked = useServerChecked();
  const existing = (field: ApplicationFileField) =>
    existingFiles.find((file) => file.field === field);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <FormattedMessage id="careers.application.group.attachments" defaultMessage="Allegati" />
      </legend>
      <FileUpload field="cv" label="Curriculum vitae (PDF, DOC o DOCX)" existing={existing('cv')} />
      <FileUpload field="photo" label="Foto (JPEG, PNG o WebP)" existing={existing('photo')} />
      <FileUpload
        field="video"
        label="Video di presentazione (MP4 o WebM)"
        existing={existing('video')}
      />
      <TextField
        {...checked('profileUrl')}
        label="Profilo professionale (link)"
        type="url"
        rules="url"
        hint="Facoltativo: ad esempio il tuo profilo LinkedIn, con https://"
        autoComplete="url"
      />
    </fieldset>
  );
}
