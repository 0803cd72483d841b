import { FieldDataBeaconSchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/admin-auth';
import { acceptBeaconJson } from '../platform/beacon-json';
import { registerRateLimit, routeRateLimit } from '../platform/rate-limit';
import { remoteAdminGuard } from '../releases/remote-admin-guard';
import { ADMIN_STYLESHEET, adminPage } from './admin-page';

/** A beacon is a few hundred bytes; far more is not one. */
const BEACON_BODY_LIMIT = 4 * 1024;

const RemoteParams = z.object({ remote: z.string().max(60) });
const GuardRailsBody = z
  .object({
    minPageViews: z.number().int().min(1).max(10_000_000),
    errorAlpha: z.number().gt(0).lt(0.5),
    inpMarginMs: z.number().int().min(0).max(60_000),
    lcpMarginMs: z.number().int().min(0).max(60_000),
  })
  .partial()
  .strict();

/**
 * Field data (issue 35). Anyone: POST /api/platform/field-data, a sampled page view's beacon
 * (navigator.sendBeacon sends it as text/plain), bounded in size and held to
 * FIELD_DATA_RATE_LIMIT_MAX a window per address like the search-analytics collector. With the
 * admin token (PLATFORM_ADMIN_TOKEN): the figures and verdicts, a canary's guard rails, its hold,
 * a verdict round now, and the admin page with the releases.
 */
export const fieldDataRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
  acceptBeaconJson(app, BEACON_BODY_LIMIT);

  app.post(
    '/platform/field-data',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: { rateLimit: routeRateLimit(app.config.fieldData.rateLimit) },
      schema: { body: FieldDataBeaconSchema },
    },
    async (request, reply) => {
      await app.fieldData.record(request.body);
      return reply.status(204).send();
    },
  );

  // The stylesheet of the admin page: nothing secret, so no token (a browser asks for it alone).
  app.get('/platform/admin.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(ADMIN_STYLESHEET),
  );

  const token = app.config.platformAdminToken;
  if (!token) return;
  const { authorize, remoteOf } = remoteAdminGuard(token);
  const noStore = { 'cache-control': 'no-store' };

  app.get('/platform/field-data', { onRequest: authorize }, async (_request, reply) => {
    reply.headers(noStore);
    return {
      windowMinutes: app.config.fieldData.windowMinutes,
      automatic: app.config.fieldData.verdict.automatic,
      remotes: await app.fieldData.overview(),
    };
  });

  app.put(
    '/platform/field-data/:remote/guard-rails',
    { onRequest: authorize, schema: { params: RemoteParams, body: GuardRailsBody } },
    async (request, reply) => {
      reply.headers(noStore);
      const remote = remoteOf(request.params.remote);
      const rails = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      );
      return {
        remote,
        rails: await app.fieldData.declareGuardRails(remote, rails, actorOf(request)),
      };
    },
  );

  for (const [method, held] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: '/platform/field-data/:remote/hold',
      onRequest: authorize,
      schema: { params: RemoteParams },
      handler: async (request, reply) => {
        reply.headers(noStore);
        const remote = remoteOf(request.params.remote);
        await app.fieldData.hold(remote, held, actorOf(request));
        return { remote, held };
      },
    });

  // A verdict round now, instead of waiting for the next one (the CLI's `verdict`).
  app.post('/platform/field-data/verdicts', { onRequest: authorize }, async (_request, reply) => {
    reply.headers(noStore);
    return { decided: await app.fieldData.judgeCanaries() };
  });

  app.get('/platform/admin', { onRequest: authorize }, async (_request, reply) => {
    const audits = await app.db
      .selectFrom('platform_audit_log')
      .select(['created_at', 'action', 'remote', 'version', 'actor', 'detail'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(30)
      .execute();
    const html = adminPage(
      await app.releases.status(),
      await app.fieldData.overview(),
      audits.map((row) => ({
        at: new Date(row.created_at).toISOString(),
        action: row.action,
        remote: row.remote,
        version: row.version,
        actor: row.actor,
        detail: row.detail,
      })),
      app.config.fieldData.windowMinutes,
      new Date(),
      await app.releases.matrix(),
    );
    return reply.headers(noStore).type('text/html; charset=utf-8').send(html);
  });
};
