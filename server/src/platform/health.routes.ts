import { HealthSchema, LivenessSchema, type Health } from '@iper/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { buildInfo } from './build-info';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process is stopping (main.ts): readiness fails so the balancer moves on. */
    draining: boolean;
  }
}

/** A dependency slower than this counts as down (a probe must answer fast). */
const CHECK_TIMEOUT_MS = 1500;

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every dependency, checked at once. */
async function report(app: FastifyInstance): Promise<Health> {
  const { version, commit } = buildInfo(app.config.gitCommit);
  const [database, redis, storage] = await Promise.all([
    within(sql<{ version: string }>`select version() as version`.execute(app.db)).then(
      ({ rows }) => ({
        status: 'up' as const,
        driver: app.dbDriver,
        version: rows[0]?.version.split(' ').slice(0, 2).join(' '),
        migration: app.dbMigration,
      }),
      (error: unknown) => {
        app.log.error({ err: error }, 'database health check failed');
        return { status: 'down' as const, driver: app.dbDriver };
      },
    ),
    app.shared.status() === 'none'
      ? { status: 'none' as const }
      : within(app.shared.ping()).then(
          () => ({ status: 'up' as const }),
          () => ({ status: 'down' as const }),
        ),
    within(Promise.all([...app.storage.areas.values()].map((area) => area.check()))).then(
      () => ({ kind: app.storage.kind, status: 'up' as const }),
      (error: unknown) => {
        app.log.error({ err: error }, 'storage health check failed');
        return { kind: app.storage.kind, status: 'down' as const };
      },
    ),
  ]);
  const degraded =
    database.status === 'down' || redis.status === 'down' || storage.status === 'down';
  return {
    status: app.draining ? 'draining' : degraded ? 'degraded' : 'ok',
    version,
    commit,
    database,
    redis,
    storage,
  };
}

/**
 * Health for a load balancer and for people:
 * - GET /api/health/live: the process answers (nothing else is checked): restart it when not.
 * - GET /api/health/ready: send it traffic? 503 while it is stopping (draining) or its database
 *   is down. Redis or the object store down is reported ('degraded') but stays 200: they are
 *   shared by every instance, so failing them would take the whole site out, while an instance
 *   still serves without them (docs/deployment.md says what fails closed and what open).
 * - GET /api/health: the same report, 503 when anything is down (monitoring).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = { 'cache-control': 'no-store' };
  const schema = { response: { 200: HealthSchema, 503: HealthSchema } };

  app.get('/health/live', { schema: { response: { 200: LivenessSchema } } }, async (_r, reply) => {
    reply.headers(noStore);
    return { status: 'ok' as const };
  });

  app.get('/health/ready', { schema }, async (_request, reply) => {
    const health = await report(app);
    const ready = !app.draining && health.database.status === 'up';
    return reply
      .headers(noStore)
      .status(ready ? 200 : 503)
      .send(health);
  });

  app.get('/health', { schema }, async (_request, reply) => {
    const health = await report(app);
    return reply
      .headers(noStore)
      .status(health.status === 'ok' ? 200 : 503)
      .send(health);
  });
};
