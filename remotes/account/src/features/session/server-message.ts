import { FORM_ERROR } from 'final-form';
import type { ApiError } from '@iper/contracts';

/** The server's Italian message of a failed request, or a generic one. */
export function serverMessage(
  error: unknown,
  fallback = 'Non è stato possibile completare l’operazione. Riprova tra qualche istante.',
): string {
  const data = (error as { data?: Partial<ApiError> } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}

export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A form's submit around a request: nothing when it goes through, else the server's message as
 * the form's error (shown above the submit button, what was typed kept).
 */
export async function formErrorOf(
  request: () => Promise<unknown>,
): Promise<{ [FORM_ERROR]: string } | undefined> {
  try {
    await request();
    return undefined;
  } catch (error) {
    return { [FORM_ERROR]: serverMessage(error) };
  }
}
