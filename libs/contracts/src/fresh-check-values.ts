// The fresh check's values the browser needs (no zod): importing them never bundles a schema.

/**
 * The `error` of a 403 that asks for a fresh check (the password or a passkey) before a sensitive
 * action: the site's base query recognizes it, shows the one dialog, then repeats the request.
 */
export const FRESH_CHECK_ERROR = 'Fresh Check Required';

export const FRESH_CHECK_MESSAGE =
  'Per sicurezza conferma che sei tu con la password o con una passkey, poi continuiamo.';

export const FRESH_CHECK_WRONG_PASSWORD = 'La password non è corretta.';

export const FRESH_CHECK_PASSKEY_FAILED =
  'La passkey non è stata verificata. Riprova o usa la password.';

export const LAST_PASSKEY_MESSAGE =
  'Non puoi rimuovere l’ultima passkey: il tuo account non ha una password ed è il solo modo per accedere. Aggiungi prima un’altra passkey.';
