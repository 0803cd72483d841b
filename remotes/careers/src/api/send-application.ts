import { readCsrfToken } from '@iper/api';
import { CSRF_HEADER, type ApiError, type ApplicationReceipt } from '@iper/contracts';

export const APPLICATIONS_URL = '/api/careers/applications';

export type SendOutcome =
  | { kind: 'saved'; receipt: ApplicationReceipt }
  /** 400: the fields the server refused, each with its message. */
  | { kind: 'refused'; issues: NonNullable<ApiError['issues']>; message: string }
  /** Anything else the server said no to (closed position, signed out, too many attempts...). */
  | { kind: 'failed'; status: number; message?: string };

export interface SendRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: FormData;
  onProgress: (percent: number) => void;
}

/** The CSRF token, fetched first if this browser has none yet (the server sets its cookie). */
async function csrfToken(): Promise<string | undefined> {
  const token = readCsrfToken();
  if (token) return token;
  await fetch('/api/identity/csrf', { credentials: 'same-origin' }).catch(() => undefined);
  return readCsrfToken();
}

function send(request: SendRequest, token: string | undefined): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = false; // same origin: the session and CSRF cookies go anyway
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new Error('careers application: network error')));
    xhr.addEventListener('abort', () => reject(new Error('careers application: aborted')));
    xhr.send(request.body);
  });
}

/**
 * Sends an application as multipart with XMLHttpRequest, the one browser API that reports upload
 * progress, with the CSRF header the server checks (as the site's base query does). Rejects only
 * when the request could not be made (offline).
 */
export async function sendApplication(request: SendRequest): Promise<SendOutcome> {
  const { status, body } = await send(request, await csrfToken());
  const error = body as Partial<ApiError> | undefined;
  if (status === 200 || status === 201) return { kind: 'saved', receipt: body as ApplicationReceipt };
  if (status === 400 && error?.issues) return { kind: 'refused', issues: error.issues, message: error.message ?? '' };
  return { kind: 'failed', status, message: error?.message };
}
