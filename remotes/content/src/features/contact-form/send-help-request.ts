import { HELP_ATTACHMENT_ERROR, HELP_ATTACHMENT_FIELDS, sniffAttachmentType, type HelpAttachmentField } from '@iper/contracts';

export const HELP_REQUESTS_URL = '/api/content/help-requests';

/** The multipart body: the text fields as they are, each photo under its field's name. */
export function helpRequestBody(fields: Record<string, unknown>, files: Partial<Record<HelpAttachmentField, File>>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  for (const [field, file] of Object.entries(files)) body.append(field, file, file.name);
  return body;
}

export interface SendResult {
  status: number;
  body: unknown;
}

/**
 * Sends the contact form as multipart with XMLHttpRequest, the one browser API that reports the
 * upload's progress (fetch does not). Resolves with the status and the JSON body; rejects only
 * when the request could not be made at all (offline, aborted).
 */
export function sendHelpRequest(body: FormData, onProgress: (percent: number) => void): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', HELP_REQUESTS_URL);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let parsed: unknown = undefined;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      resolve({ status: request.status, body: parsed });
    });
    request.addEventListener('error', () => reject(new Error('help request: network error')));
    request.addEventListener('abort', () => reject(new Error('help request: aborted')));
    request.send(body);
  });
}

/** The first bytes of a file (FileReader where Blob.arrayBuffer is missing: older browsers). */
function readHead(file: Blob, bytes = 16): Promise<Uint8Array> {
  const head = file.slice(0, bytes);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The attachments whose content is not an accepted type, by field: the browser checks the first
 * bytes before sending, as the server does after (a renamed file is caught either way).
 */
export async function attachmentsWithWrongContent(files: Partial<Record<HelpAttachmentField, File>>): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of HELP_ATTACHMENT_FIELDS) {
    const file = files[field];
    if (!file) continue;
    const head = await readHead(file);
    if (!sniffAttachmentType(head)) errors[field] = HELP_ATTACHMENT_ERROR;
  }
  return errors;
}
