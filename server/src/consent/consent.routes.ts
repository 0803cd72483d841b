import { CONSENT_FORM, consentOfForm, serializeConsentCookie } from '@iper/analytics';
import { sameSitePath } from '@iper/routes';
import type { FastifyPluginAsync } from 'fastify';
import { CsrfError } from '../identity/csrf';
import { HttpError } from '../platform/http-error';
import { acceptPlainForms, plainFormFields } from '../platform/plain-form';

/**
 * POST /api/consent: the cookie banner and its preferences as a plain HTML form, for a visitor
 * whose app has not started (or who has no script). It writes the same `iper_consent` cookie the
 * app writes in the browser (libs/analytics consent.ts) and sends the visitor back to the page
 * (303), which the server now draws without the banner. A form sent from another site is refused
 * (Fetch Metadata); there is no session to protect, so no token: a cached page can carry the form.
 */
export const consentRoutes: FastifyPluginAsync = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  acceptPlainForms(app);

  app.post(CONSENT_FORM.path.replace(/^\/api/, ''), async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new CsrfError();
    const fields = plainFormFields(request);
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
