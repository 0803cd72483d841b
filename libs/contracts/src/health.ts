import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    version: z.string().optional(),
    migration: z.string().optional(),
  }),
});
export type Health = z.infer<typeof HealthSchema>;
