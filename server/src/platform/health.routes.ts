import { HealthSchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

declare const __SERVER_VERSION__: string | undefined;

/** GET /api/health: the server's version and whether the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const version = typeof __SERVER_VERSION__ === 'string' ? __SERVER_VERSION__ : 'dev';
      try {
        const { rows } = await sql<{ version: string }>`select version() as version`.execute(
          app.db,
        );
        return {
          status: 'ok' as const,
          version,
          database: {
            status: 'up' as const,
            driver: app.dbDriver,
            version: rows[0]?.version.split(' ').slice(0, 2).join(' '),
            migration: app.dbMigration,
          },
        };
      } catch (error) {
        app.log.error({ err: error }, 'database health check failed');
        return reply.status(503).send({
          status: 'degraded',
          version,
          database: { status: 'down', driver: app.dbDriver },
        });
      }
    },
  );
};
