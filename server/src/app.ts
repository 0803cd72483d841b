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
import { errorHandlingPlugin, frameworkErrors } from './platform/errors';
import { parsedInputGuardPlugin, requestSizeGuardPlugin } from './platform/input-guards';
import { LOG_REDACTION } from './platform/log-redaction';
import { requestTimeoutOptions } from './platform/request-timeouts';
import { cacheInvalidationRoutes, responseCachePlugin } from './platform/response-cache';
import { sharedStatePlugin } from './platform/shared-state';
import { metricsPlugin } from './platform/metrics/metrics.plugin';
import { publicReadsPlugin } from './platform/public-reads/public-reads.plugin';
import { tracingPlugin } from './platform/tracing/tracing.plugin';
import { storagePlugin } from './storage/storage.plugin';
import { pageHeadPlugin } from './pages/document/page-head';
import { securityHeadersPlugin } from './platform/security-headers';
import { healthRoutes } from './platform/health.routes';
import { remotesManifestRoutes } from './remotes/remotes-manifest.routes';
import { remoteEntriesRoutes } from './remotes/remote-entries.routes';
import { remoteOverrideRoutes } from './remotes/remote-override.routes';
import { requestTargetGuardPlugin } from './platform/request-target';
import { testDataRoutes } from './test-data/test-data.routes';
import { remoteOrigins } from './remotes/remote-origins';
import { remotesPlugin } from './remotes/remotes.plugin';
import { releasesPlugin } from './releases/releases.plugin';
import { fieldDataPlugin } from './field-data/field-data.plugin';
import { fieldDataRoutes } from './field-data/field-data.routes';
import { releaseRoutes } from './releases/releases.routes';
import { refuseSourceMaps } from './platform/private-source-maps';
import { pagesPlugin } from './pages/pages.plugin';
import { consentRoutes } from './consent/consent.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { remoteErrorRoutes } from './releases/remote-errors.routes';
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
import { couponFormRoutes } from './loyalty/coupon-form.routes';
import { loyaltyRoutes } from './loyalty/loyalty.routes';
import { careersRoutes } from './careers/careers.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { flyersRoutes } from './flyers/flyers.routes';
import { flyerAssetsRoutes } from './flyers/flyer-assets.routes';
import { searchRoutes } from './search/search.routes';
import { searchConnectSources } from './search/search-origins';
import { offlinePlugin } from './offline/offline.plugin';

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
  await app.register(requestTargetGuardPlugin); // first: every hook and route after it sees the origin-form target
  await app.register(tracingPlugin); // before the other hooks: a traced request's span starts before they run (nothing when off)
  await app.register(metricsPlugin); // before every route: its timing hook sees them all (none when off)
  await app.register(sharedStatePlugin); // before everything that counts or caches: Redis or this process
  await app.register(storagePlugin, deps.config.storage);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await app.register(errorHandlingPlugin);
  await app.register(pageHeadPlugin); // before the modules: they contribute to the pages' <head>
  await app.register(publicReadsPlugin); // before the modules: they declare the reads a render makes
  await app.register(requestSizeGuardPlugin);
  await app.register(parsedInputGuardPlugin);

  // Before the security headers: the CSP allows the origins of the remotes a page loads.
  await app.register(remotesPlugin);
  await app.register(releasesPlugin);
  await app.register(fieldDataPlugin);
  await app.register(securityHeadersPlugin, {
    remoteOrigins: (request) => remoteOrigins(request.remotesManifest, deps.config.publicUrl),
    publicUrl: deps.config.publicUrl,
    tagManagerId: deps.config.tagManagerId,
    googleMapsApiKey: deps.config.googleMapsApiKey,
    insights: deps.config.insights,
    storyblok: deps.config.storyblokInBrowser,
    extra: { 'connect-src': searchConnectSources(deps.config.search) },
  });
  // The web app manifest, the service worker and whose each answer is (docs/offline.md).
  await app.register(offlinePlugin);
  // Before compress: the cache keeps serialized answers and their compressed forms itself.
  await app.register(responseCachePlugin);
  await app.register(compress, { threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(cacheInvalidationRoutes);
      await api.register(remotesManifestRoutes);
      await api.register(remoteEntriesRoutes);
      await api.register(releaseRoutes);
      await api.register(remoteOverrideRoutes);
      await api.register(testDataRoutes);
      await api.register(storesRoutes);
      await api.register(feedbackRoutes);
      await api.register(consentRoutes);
      await api.register(remoteErrorRoutes);
      await api.register(fieldDataRoutes);
      await api.register(identityService); // decorates the /api scope: sessions and CSRF for the modules below
      await api.register(identityRoutes);
      await api.register(accountRoutes);
      await api.register(privacyRoutes);
      await api.register(advantageCardSubscribeRoutes);
      await api.register(loyaltyRoutes);
      await api.register(couponFormRoutes);
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
    await app.register(pagesPlugin);
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
