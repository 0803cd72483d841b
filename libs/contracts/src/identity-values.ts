// The identity values the browser needs (constants, no zod): importing them never bundles a schema.

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

/** The header that carries the CSRF token on every state-changing request. */
export const CSRF_HEADER = 'x-csrf-token';

/** The cookie the token is read from: `iper.csrf`, or `__Host-iper.csrf` on https. */
export const CSRF_COOKIE_NAMES = ['__Host-iper.csrf', 'iper.csrf'] as const;

/** The same answer whether or not the email belongs to an account (SPEC §5). */
export const FORGOT_PASSWORD_MESSAGE =
  "Se l'indirizzo corrisponde a un account Iper, riceverai a breve un'email con il link per scegliere una nuova password.";
