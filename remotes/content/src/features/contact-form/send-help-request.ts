import { uploadWithProgress, type UploadResult } from '@iper/api';
import {
  detectFileTypeAmong,
  HELP_ATTACHMENT_ERROR,
  HELP_ATTACHMENT_FIELDS,
  HELP_ATTACHMENT_TYPES,
  readFileHead,
  type HelpAttachmentField,
} from '@iper/contracts';

export const HELP_REQUESTS_URL = '/api/content/help-requests';

/** The multipart body: the text fields as they are, each photo under its field's name. */
export function helpRequestBody(
  fields: Record<string, unknown>,
  files: Partial<Record<HelpAttachmentField, File>>,
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  for (const [field, file] of Object.entries(files)) body.append(field, file, file.name);
  return body;
}

export type SendResult = UploadResult;

/**
 * Sends the contact form as multipart with upload progress (@iper/api's uploadWithProgress).
 * Resolves with the status and the JSON body; rejects only when the request could not be made at
 * all (offline, aborted).
 */
export function sendHelpRequest(
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<SendResult> {
  return uploadWithProgress({
    method: 'POST',
    url: HELP_REQUESTS_URL,
    body,
    onProgress,
    label: 'help request',
  });
}

/**
 * The attachments whose content is not an accepted type, by field: the browser checks the first
 * bytes before sending, as the server does after (a renamed file is caught either way).
 */
export async function attachmentsWithWrongContent(
  files: Partial<Record<HelpAttachmentField, File>>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of HELP_ATTACHMENT_FIELDS) {
    const file = files[field];
    if (!file) continue;
    const head = await readFileHead(file);
    if (!detectFileTypeAmong(head, HELP_ATTACHMENT_TYPES)) errors[field] = HELP_ATTACHMENT_ERROR;
  }
  return errors;
}
