import { z } from 'zod';

const DependencyStatus = z.enum(['up', 'down']);

export const HealthSchema = z.object({
  /** 'degraded': a dependency is down; the instance is out of rotation only if it cannot serve. */
  status: z.enum(['ok', 'degraded', 'draining']),
  /** The server package's version and the commit it was built from ('unknown' if none). */
  version: z.string(),
  commit: z.string(),
  database: z.object({
    status: DependencyStatus,
    driver: z.enum(['pglite', 'postgres']),
    version: z.string().optional(),
    migration: z.string().optional(),
  }),
  /** Shared state between instances; 'none': one server, kept in the process. */
  redis: z.object({ status: z.enum(['up', 'down', 'none']) }),
  /** Where uploads are kept. */
  storage: z.object({ kind: z.enum(['local', 's3']), status: DependencyStatus }),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/health/live: the process answers (a load balancer restarts it otherwise). */
export const LivenessSchema = z.object({ status: z.literal('ok') });
