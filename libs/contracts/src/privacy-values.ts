// Privacy values the browser needs (no zod): importing them never bundles a schema.

/** Minutes within which an account without a password must have signed in to delete it. */
export const FRESH_LOGIN_MINUTES = 10;

export const WRONG_PASSWORD_MESSAGE =
  'La password non è corretta: l’account non è stato eliminato.';
export const STALE_LOGIN_MESSAGE = `Per sicurezza accedi di nuovo (negli ultimi ${FRESH_LOGIN_MINUTES} minuti) e poi elimina l’account.`;
export const DELETION_CONFIRMATION_MESSAGE =
  'Conferma di aver capito che l’eliminazione è definitiva.';
