import { LoginRequestSchema, SIGN_IN_FORM } from '@iper/contracts';
import { inLanguageOf, safeRedirectTarget, sameSitePath } from '@iper/routes';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { answerFormOutcome } from '../platform/form-outcome';
import { acceptPlainForms, plainFormFields, sentFromOurPage } from '../platform/plain-form';
import { CsrfError } from './csrf';
import { authRateLimit } from './identity.service';
import { signInWithPassword } from './password-sign-in';

const MISSING_FIELDS = 'Inserisci email e password.';
const INVALID_EMAIL = 'Controlla l’email: non sembra un indirizzo valido.';
const CODE_NEEDS_SCRIPT =
  'Il tuo account chiede anche il codice di verifica: per inserirlo attiva JavaScript nel browser, poi accedi di nuovo.';

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The sign-in page the form was sent from (its language), with where to go afterwards. */
function formPage(fields: Fields): string {
  const page = sameSitePath(fields[SIGN_IN_FORM.page]);
  const signIn = inLanguageOf('/accedi', page ?? '/');
  const redirect = sameSitePath(fields[SIGN_IN_FORM.redirect]);
  return redirect ? `${signIn}?${new URLSearchParams({ redirect })}` : signIn;
}

/**
 * POST /api/identity/login-form: the sign-in page's plain HTML form, for a visitor whose app has
 * not started (or who has no script). The same rules as the app's JSON sign-in
 * (signInWithPassword: throttles, the one message for a wrong pair, the session cookie), then back
 * to the page asked for through the safe-redirect rule; a refusal goes back to the sign-in page,
 * which draws the form with the email typed and the error (platform/form-outcome.ts).
 * CSRF: no script can send the double-submit header, and the page is cached for everyone, so it
 * carries no token; a browser must say the form comes from this site's own page (Fetch Metadata,
 * else Origin), which no other site can make it say. Session cookies stay SameSite=Lax.
 */
export const signInFormRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.identity;
  const secure = config.secureCookies;

  acceptPlainForms(app);

  const refuse = (request: FastifyRequest, reply: FastifyReply, error: string) => {
    const fields = plainFormFields(request);
    const email = text(fields.email).slice(0, 320);
    return answerFormOutcome(
      reply,
      { form: SIGN_IN_FORM.name, error, values: email ? { email } : {} },
      formPage(fields),
      secure,
    );
  };

  // What the app shows as a message is the page's error here: a wrong pair, a waiting account
  // (429, its Retry-After kept), too many tries from this address.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof CsrfError || status >= 500 || status < 400) throw error;
    return refuse(request, reply, error.message);
  });

  app.post(
    SIGN_IN_FORM.path.replace(/^\/api/, ''),
    { config: authRateLimit(config) },
    async (request, reply) => {
      if (!sentFromOurPage(request, config.publicUrl)) throw new CsrfError();

      const fields = plainFormFields(request);
      const email = text(fields.email).trim();
      const password = text(fields.password);
      if (!email || !password) return refuse(request, reply, MISSING_FIELDS);
      const typed = LoginRequestSchema.safeParse({ email, password });
      if (!typed.success) return refuse(request, reply, INVALID_EMAIL);
      const result = await signInWithPassword(app, request, reply, typed.data);
      if (!('uid' in result)) return refuse(request, reply, CODE_NEEDS_SCRIPT);
      const page = sameSitePath(fields[SIGN_IN_FORM.page]) ?? '/accedi';
      const target = safeRedirectTarget(
        sameSitePath(fields[SIGN_IN_FORM.redirect]),
        inLanguageOf('/account', page),
      );
      reply.header('cache-control', 'no-store');
      return reply.redirect(target, 303);
    },
  );
};
