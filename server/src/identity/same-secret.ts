import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret the client sent (a token, a signature, a code) is the expected one, compared in
 * a time that does not depend on where they first differ: an answer's timing must not reveal how
 * much of a guess was right. Strings are compared as their UTF-8 bytes.
 */
export function sameSecret(given: Buffer | string, expected: Buffer | string): boolean {
  const left = typeof given === 'string' ? Buffer.from(given) : given;
  const right = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return left.length === right.length && timingSafeEqual(left, right);
}
