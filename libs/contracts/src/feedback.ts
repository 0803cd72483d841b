import { z } from 'zod';

export * from './feedback-values';

/** The site-wide feedback (the "Dicci la tua" button of the default layout). */
export const FeedbackRequestSchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(10, 'Scrivi almeno 10 caratteri')
      .max(2000, 'Massimo 2000 caratteri'),
    page: z.string().startsWith('/').max(500),
    email: z
      .union([z.literal(''), z.string().trim().email('Indirizzo email non valido').max(254)])
      .optional(),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

export const FeedbackResponseSchema = z.object({ id: z.string() });
