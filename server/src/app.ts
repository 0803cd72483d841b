import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { DatabaseDriver } from './db/database';
import type { Database } from './db/schema';
import { registerErrorHandling } from './platform/errors';
import { healthRoutes } from './platform/health.routes';
import { remotesManifestRoutes } from './platform/remotes-manifest.routes';
import { registerStaticSite } from './platform/static-site';
import { storesRoutes } from './stores/stores.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    dbDriver: DatabaseDriver;
    dbMigration: string | undefined;
  }
}

export interface AppDependencies {
  config: ServerConfig;
  db: Kysely<Database>;
  dbDriver: DatabaseDriver;
  dbMigration?: string;
  /** Serve the built shell and remotes (off in API-only tests). */
  serveSite?: boolean;
}

/** Builds the Fastify app; main.ts listens, tests use `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : { level: deps.config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('dbDriver', deps.dbDriver);
  app.decorate('dbMigration', deps.dbMigration);
  registerErrorHandling(app);

  await app.register(compress, { threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(remotesManifestRoutes);
      await api.register(storesRoutes);
    },
    { prefix: '/api' },
  );

  if (deps.serveSite !== false) await registerStaticSite(app);
  else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `Risorsa non trovata: ${request.url}` }),
    );
  }
  return app;
}
