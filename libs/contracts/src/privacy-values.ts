// Privacy values the browser needs (no zod): importing them never bundles a schema.

export const WRONG_PASSWORD_MESSAGE =
  'La password non è corretta: l’account non è stato eliminato.';
export const DELETION_CONFIRMATION_MESSAGE =
  'Conferma di aver capito che l’eliminazione è definitiva.';
