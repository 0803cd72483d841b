import type { FastifyInstance } from 'fastify';

/**
 * `navigator.sendBeacon` with a string sends it as `text/plain` (a JSON content type would need a
 * CORS preflight a beacon cannot make): in this plugin's scope, such a body is read as JSON, up to
 * `bodyLimit` bytes, and one that is not JSON is a 400.
 */
export function acceptBeaconJson(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          Object.assign(new Error('Il corpo della richiesta non è JSON valido'), {
            statusCode: 400,
          }),
          undefined,
        );
      }
    },
  );
}
