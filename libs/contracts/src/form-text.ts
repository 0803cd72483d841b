import { z } from 'zod';

/** An optional free-text field: trimmed, at most `max` characters, left out when empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Massimo ${max} caratteri.`)
    .optional()
    .transform((value) => (value ? value : undefined));
