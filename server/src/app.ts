import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { DatabaseDriver } from './db/database';
import type { Database } from './db/schema';
import { frameworkErrors, registerErrorHandling } from './platform/errors';
import { registerParsedInputGuard, registerRequestSizeGuard } from './platform/input-guards';
import { LOG_REDACTION } from './platform/log-redaction';
import { requestTimeoutOptions } from './platform/request-timeouts';
import { cacheInvalidationRoutes, responseCachePlugin } from './platform/response-cache';
import { registerSharedState } from './platform/shared-state';
import { registerStorages } from './platform/storage/storage.plugin';
import { registerPageHead } from './platform/page-head';
import { registerSecurityHeaders } from './platform/security-headers';
import { healthRoutes } from './platform/health.routes';
import { remotesManifestRoutes } from './platform/remotes-manifest.routes';
import { remoteEntriesRoutes } from './platform/remotes/remote-entries.routes';
import { remoteOverrideRoutes } from './platform/remotes/remote-override.routes';
import { registerRequestTargetGuard } from './platform/request-target';
import { testDataRoutes } from './platform/test-data/test-data.routes';
import { remoteOrigins } from './platform/remotes/remote-origins';
import { registerRemotes } from './platform/remotes/remotes.plugin';
import { refuseSourceMaps } from './platform/private-source-maps';
import { registerStaticSite } from './platform/static-site';
import { feedbackRoutes } from './feedback/feedback.routes';
import { remoteErrorRoutes } from './platform/releases/remote-errors.routes';
import { insightsRoutes } from './insights/insights.routes';
import { storesRoutes } from './stores/stores.routes';
import { contentAssetsRoutes } from './content/content-assets.routes';
import { contentDeliveryRoutes } from './content/content-delivery.routes';
import { contentRoutes } from './content/content.routes';
import { identityService } from './identity/identity.service';
import { identityRoutes } from './identity/identity.routes';
import { accountRoutes } from './account/account.routes';
import { advantageCardSubscribeRoutes } from './account/advantage-card-subscribe.routes';
import { geoRoutes } from './geo/geo.routes';
import { loyaltyRoutes } from './loyalty/loyalty.routes';
import { careersRoutes } from './careers/careers.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { flyersRoutes } from './flyers/flyers.routes';
import { flyerAssetsRoutes } from './flyers/flyer-assets.routes';
import { searchRoutes } from './search/search.routes';
import { searchConnectSources } from './search/search-origins';

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
  /** Where the logs go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is added (tests enumerate the endpoints with their schemas). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the Fastify app; main.ts listens, tests use `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            redact: LOG_REDACTION,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    ...requestTimeoutOptions(deps.config.requestTimeoutMs),
    frameworkErrors,
    trustProxy: deps.config.trustProxy as FastifyServerOptions['trustProxy'],
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('dbDriver', deps.dbDriver);
  app.decorate('dbMigration', deps.dbMigration);
  app.decorate('draining', false);
  registerRequestTargetGuard(app); // first: every hook and route after it sees the origin-form target
  await registerSharedState(app); // before everything that counts or caches: Redis or this process
  registerStorages(app, deps.config.storage);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandling(app);
  registerPageHead(app); // before the modules: they contribute to the pages' <head>
  registerRequestSizeGuard(app);
  registerParsedInputGuard(app);

  registerRemotes(app); // before the security headers: the CSP allows the remotes' origins
  await registerSecurityHeaders(app, {
    remoteOrigins: (request) => remoteOrigins(request.remotesManifest, deps.config.publicUrl),
    publicUrl: deps.config.publicUrl,
    tagManagerId: deps.config.tagManagerId,
    googleMapsApiKey: deps.config.googleMapsApiKey,
    insights: deps.config.insights,
    storyblok: deps.config.storyblokInBrowser,
    extra: { 'connect-src': searchConnectSources(deps.config.search) },
  });
  // Before compress: the cache keeps serialized answers and their compressed forms itself.
  await app.register(responseCachePlugin);
  await app.register(compress, { threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(cacheInvalidationRoutes);
      await api.register(remotesManifestRoutes);
      await api.register(remoteEntriesRoutes);
      await api.register(remoteOverrideRoutes);
      await api.register(testDataRoutes);
      await api.register(storesRoutes);
      await api.register(feedbackRoutes);
      await api.register(remoteErrorRoutes);
      await api.register(identityService); // decorates the /api scope: sessions and CSRF for the modules below
      await api.register(identityRoutes);
      await api.register(accountRoutes);
      await api.register(privacyRoutes);
      await api.register(advantageCardSubscribeRoutes);
      await api.register(loyaltyRoutes);
      await api.register(careersRoutes);
      await api.register(geoRoutes);
      await api.register(contentRoutes);
      await api.register(flyersRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(insightsRoutes, { prefix: '/1' }); // the search-analytics collector (Algolia-compatible)
  await app.register(searchRoutes, { prefix: '/1' }); // the site search (Algolia-compatible query API)
  await app.register(contentDeliveryRoutes, { prefix: '/v2' }); // the CMS delivery API (Storyblok-compatible)
  await app.register(contentAssetsRoutes, { prefix: '/assets/content' });
  await app.register(flyerAssetsRoutes, { prefix: '/assets/flyers' });

  if (deps.serveSite !== false) {
    refuseSourceMaps(app);
    await registerStaticSite(app);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Risorsa non trovata: ${request.url}`,
      }),
    );
  }
  return app;
}
