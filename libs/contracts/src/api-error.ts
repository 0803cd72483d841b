import { z } from 'zod';

/** Every error the server answers with, 4xx or 5xx: a stable code and a human message. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('one entry per invalid field, for 400s'),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
