import { InsightsCredentialsSchema, InsightsEventsBodySchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The embedded search-analytics collector: answers `POST /1/events` the way Algolia Insights does,
 * so the `search-insights` client works unchanged against it (SPEC §7). Browsers send with
 * navigator.sendBeacon, whose body arrives as text/plain: it is parsed as JSON here too.
 */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Il corpo della richiesta non è JSON valido'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/events',
    { schema: { querystring: InsightsCredentialsSchema, body: InsightsEventsBodySchema }, bodyLimit: 256 * 1024 },
    async (request, reply) => {
      const { insights } = app.config;
      const credentials = request.query;
      if (
        credentials['X-Algolia-Application-Id'] !== insights.appId ||
        credentials['X-Algolia-API-Key'] !== insights.apiKey
      ) {
        return reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: 'Credenziali non valide' });
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
