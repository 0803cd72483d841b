import { readCsrfToken, uploadWithProgress } from '@iper/api';
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

/**
 * Sends an application as multipart with upload progress (@iper/api's uploadWithProgress), with the CSRF header the server checks (as the site's base query does). Rejects only
 * when the request could not be made (offline).
 */
export async function sendApplication(request: SendRequest): Promise<SendOutcome> {
  const token = await csrfToken();
  const { status, body } = await uploadWithProgress({
    ...request,
    headers: token ? { [CSRF_HEADER]: token } : {},
    label: 'careers application',
  });
  const error = body as Partial<ApiError> | undefined;
  if (status === 200 || status === 201)
    return { kind: 'saved', receipt: body as ApplicationReceipt };
  if (status === 400 && error?.issues)
    return { kind: 'refused', issues: error.issues, message: error.message ?? '' };
  return { kind: 'failed', status, message: error?.message };
}
