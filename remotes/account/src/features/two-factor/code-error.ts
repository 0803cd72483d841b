import type { ApiError } from '@iper/contracts';
import { serverMessage } from '../session/server-message';

/**
 * The message for a code the server refused: a code of the wrong shape (a 400 naming the field)
 * says what a code looks like, anything else is the server's own Italian message.
 */
export function codeErrorOf(error: unknown): string {
  const data = (error as { data?: Partial<ApiError> } | undefined)?.data;
  const issue = data?.issues?.find((item) => item.path === 'code');
  return issue?.message ?? serverMessage(error);
}
