// Feedback values the browser needs (no zod): importing them never bundles a schema.

/** SPEC §8 feedback modal texts. */
export const FEEDBACK_MESSAGES = {
  received: 'La tua segnalazione è stata presa in carico',
  failed: 'Qualcosa è andato storto. Prova più tardi o contattaci',
} as const;
