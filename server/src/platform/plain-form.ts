import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A plain form's few short fields: far below the API's own body limit. */
const PLAIN_FORM_BODY_LIMIT = 4 * 1024;

/**
 * Lets a plugin's routes take plain HTML forms (`application/x-www-form-urlencoded`, a few KiB at
 * most) as an object of their fields: the pages' forms that work before the app has started, or
 * without script (docs/architecture.md, "Works as HTML first"). Encapsulated in the plugin that
 * calls it: no other route takes form bodies.
 */
export function acceptPlainForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PLAIN_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A plain form's fields as its parser gave them (anything else: none). */
export function plainFormFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/**
 * Whether the browser says the form was sent from one of this site's own pages: Fetch Metadata,
 * else the Origin header, which no other site can make a browser say. What protects a plain form
 * where no script can send the CSRF header (session cookies stay SameSite=Lax besides).
 */
export function sentFromOurPage(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return request.headers.origin === new URL(publicUrl).origin;
}
