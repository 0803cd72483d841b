import { CONSENT_FORM, consentOfForm, serializeConsentCookie } from '@iper/analytics';
import { sameSitePath } from '@iper/routes';
import type { FastifyPluginAsync } from 'fastify';
import { CsrfError } from '../identity/csrf';
import { HttpError } from '../platform/http-error';

/** Three short fields: far below the API's own body limit. */
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * POST /api/consent: the cookie banner and its preferences as a plain HTML form, for a visitor
 * whose app has not started (or who has no script). It writes the same `iper_consent` cookie the
 * app writes in the browser (libs/analytics consent.ts) and sends the visitor back to the page
 * (303), which the server now draws without the banner. A form sent from another site is refused
 * (Fetch Metadata); there is no session to protect, so no token: a cached page can carry the form.
 */
export const consentRoutes: FastifyPluginAsync = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  // Encapsulated in this plugin: no other route takes form bodies through it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(CONSENT_FORM.path.replace(/^\/api/, ''), async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new CsrfError();
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const consent = consentOfForm(fields);
    if (!consent)
      throw new HttpError(
        400,
        'Scegli se accettare, rifiutare o salvare le preferenze sui cookie.',
      );
    reply.header(
      'set-cookie',
      serializeConsentCookie({ ...consent, decidedAt: new Date().toISOString() }, secure),
    );
    reply.header('cache-control', 'no-store');
    return reply.redirect(sameSitePath(fields[CONSENT_FORM.back]) ?? '/', 303);
  });
};
