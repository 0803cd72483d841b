import { InsightsCredentialsSchema, InsightsEventsBodySchema } from '@iper/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimit } from '../config';
import { acceptBeaconJson } from '../platform/beacon-json';
import { registerRateLimit, routeRateLimit } from '../platform/rate-limit';

/**
 * Events one request may carry. Algolia Insights takes up to 1,000; the browser's client sends one
 * per click or view, and 1,000-event posts let one address write 100,000 rows in 2.7 s (issue 17).
 */
export const INSIGHTS_EVENTS_PER_REQUEST = 100;

/**
 * Event posts per INSIGHTS_RATE_LIMIT_WINDOW_SECONDS (60) per API key and client address:
 * INSIGHTS_RATE_LIMIT_MAX, 120 by default (a shopper clicking through results sends a few a minute).
 */
export function insightsRateLimit(limit: RateLimit) {
  return {
    ...routeRateLimit(limit),
    keyGenerator: (request: FastifyRequest) =>
      `${(request.query as Record<string, unknown>)['X-Algolia-API-Key'] ?? ''}|${request.ip}`,
  };
}

/**
 * The embedded search-analytics collector: answers `POST /1/events` the way Algolia Insights does,
 * so the `search-insights` client works unchanged against it (SPEC §7). Browsers send with
 * navigator.sendBeacon, whose body arrives as text/plain: it is parsed as JSON here too.
 */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
  acceptBeaconJson(app, 256 * 1024);

  app.post(
    '/events',
    {
      schema: { querystring: InsightsCredentialsSchema, body: InsightsEventsBodySchema },
      bodyLimit: 256 * 1024,
      config: { rateLimit: insightsRateLimit(app.config.rateLimits.insights) },
    },
    async (request, reply) => {
      const { insights } = app.config;
      const credentials = request.query;
      if (
        credentials['X-Algolia-Application-Id'] !== insights.appId ||
        credentials['X-Algolia-API-Key'] !== insights.apiKey
      ) {
        return reply
          .status(403)
          .send({ statusCode: 403, error: 'Forbidden', message: 'Credenziali non valide' });
      }
      if (request.body.events.length > INSIGHTS_EVENTS_PER_REQUEST) {
        return reply.status(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: `Troppi eventi in una richiesta: al massimo ${INSIGHTS_EVENTS_PER_REQUEST}.`,
        });
      }
      await app.db
        .insertInto('insights_events')
        .values(
          request.body.events.map((event) => ({
            event_type: event.eventType,
            event_name: event.eventName,
            index_name: event.index,
            user_token: event.userToken,
            object_ids: JSON.stringify(event.objectIDs ?? []),
            query_id: event.queryID ?? null,
          })),
        )
        .execute();
      return { status: 200, message: 'OK' };
    },
  );
};
