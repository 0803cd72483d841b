import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_FILE_RULES,
  FILE_SIGNATURE_BYTES,
  applicationFileMessage,
  detectFileType,
  type ApplicationFileField,
  type ApplicationFileType,
  type FieldIssue,
} from '@iper/contracts';
import type { ReadFile } from '../platform/multipart-reader';

export interface ApplicationUpload {
  field: ApplicationFileField;
  type: ApplicationFileType;
  buffer: Buffer;
  originalName: string;
}

/** The largest file of any field: the multipart parser's per-file limit. */
export const LARGEST_FILE_BYTES =
  Math.max(...Object.values(APPLICATION_FILE_RULES).map((rule) => rule.maxSizeMb)) * 1024 * 1024;

const WORD_DOCUMENT_ENTRY = Buffer.from('word/document.xml');

/**
 * The type of an uploaded file by its content (magic bytes), undefined when it is not one its
 * field accepts. A zip is a DOCX only with a Word document inside: entry names are stored
 * uncompressed, so a zip of anything else (or an .xlsx) is told apart without unpacking it.
 */
export function contentTypeFor(
  field: ApplicationFileField,
  buffer: Buffer,
): ApplicationFileType | undefined {
  const type = detectFileType(buffer.subarray(0, FILE_SIGNATURE_BYTES));
  if (!type || !APPLICATION_FILE_RULES[field].types.includes(type)) return undefined;
  if (
    type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' &&
    !buffer.includes(WORD_DOCUMENT_ENTRY)
  ) {
    return undefined;
  }
  return type;
}

function isApplicationFileField(name: string): name is ApplicationFileField {
  return (APPLICATION_FILE_FIELDS as readonly string[]).includes(name);
}

/** The largest file each field accepts: what the multipart reader keeps of a file in memory. */
export const APPLICATION_FILE_LIMITS: Record<ApplicationFileField, number> = Object.fromEntries(
  APPLICATION_FILE_FIELDS.map((field) => [
    field,
    APPLICATION_FILE_RULES[field].maxSizeMb * 1024 * 1024,
  ]),
) as Record<ApplicationFileField, number>;

/**
 * Checks one file read from the form: a second file for a field, a file over its field's limit or
 * whose content is not of an accepted type becomes an issue (SPEC §5 message with the limit in
 * MB); an empty file input is ignored.
 */
export function acceptUpload(
  file: ReadFile,
  uploads: ApplicationUpload[],
  issues: FieldIssue[],
): void {
  const field = file.field;
  if (!isApplicationFileField(field)) {
    issues.push({ path: field, message: 'Allegato non previsto.' });
    return;
  }
  if (file.buffer.length === 0 && !file.tooLarge) return;
  const type = contentTypeFor(field, file.buffer);
  if (file.tooLarge || !type) {
    issues.push({ path: field, message: applicationFileMessage(field) });
  } else if (uploads.some((upload) => upload.field === field)) {
    issues.push({ path: field, message: 'Un solo file per campo.' });
  } else {
    uploads.push({ field, type, buffer: file.buffer, originalName: file.filename });
  }
}
