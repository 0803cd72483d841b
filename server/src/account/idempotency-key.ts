import { HttpError } from '../platform/http-error';

/** What an `Idempotency-Key` may be: a client-made id (a UUID fits), 8 to 100 safe characters. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The request's `Idempotency-Key` (issue 33: a change sent again once the network is back must
 * not be applied twice): undefined without one, a 400 for one that is not a key.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header))
    throw new HttpError(
      400,
      'Idempotency-Key non valida: da 8 a 100 caratteri tra lettere, cifre, - e _.',
    );
  return header;
}
