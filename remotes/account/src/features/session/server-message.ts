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
