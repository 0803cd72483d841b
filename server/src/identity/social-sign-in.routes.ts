import {
  SocialProvidersResponseSchema,
  SocialStartRequestSchema,
  SocialStartResponseSchema,
} from '@iper/contracts';
import { sameSitePath } from '@iper/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendApiNotFound } from '../platform/errors';
import { HttpError } from '../platform/http-error';
import { cookieName, type SocialProviderId } from './identity.config';
import { authRateLimit, forwardCookies, webHeaders } from './identity.service';
import { rememberDevice } from './known-device';
import { mailIfNewDevice } from './new-device';
import { pathOnlyLogSerializers } from './path-only-logs';

/**
 * A social sign-in that just made a session (its callback set the session cookie): like a
 * password or passkey sign-in, the account is mailed when this browser is new to it (issue 34),
 * then the browser is remembered. A first sign-in creates the account (the callback sends the
 * browser to `nuovo=1`): like a registration, it gets no new-device mail.
 */
async function afterSocialSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  provider: SocialProviderId,
): Promise<void> {
  const { config, mailer } = app.identity;
  const name = `${cookieName(config, 'session_token')}=`;
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(name));
  const token = set
    ? decodeURIComponent(set.slice(name.length).split(';')[0] ?? '').split('.')[0]
    : '';
  if (!token) return;
  const signedIn = await app.db
    .selectFrom('auth_sessions')
    .innerJoin('auth_users', 'auth_users.id', 'auth_sessions.user_id')
    .select([
      'auth_sessions.id as sessionId',
      'auth_users.email',
      'auth_users.name',
      'auth_users.email_verified as emailVerified',
    ])
    .where('auth_sessions.token', '=', token)
    .executeTakeFirst();
  if (!signedIn) return;
  const location = response.headers.get('location') ?? '';
  const newAccount = new URL(location, config.publicUrl).searchParams.get('nuovo') === '1';
  if (!newAccount) {
    const { sessionId, ...user } = signedIn;
    app.identity.afterAnswer.queue(reply, () =>
      mailIfNewDevice(config, mailer, request, { user, sessionId, method: provider }),
    );
  }
  rememberDevice(config, request, reply, signedIn.email);
}

/** better-auth's callbacks (social sign-in) under /api/auth; every other better-auth path stays closed. */
function mountAuthHandler(app: FastifyInstance) {
  // Apple answers with a form post to the callback.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/callback/:providerId',
    logSerializers: pathOnlyLogSerializers,
    async handler(request, reply) {
      // Only a configured provider has a callback; anything else never reaches better-auth.
      const { providerId } = request.params as { providerId: string };
      if (!app.identity.config.socialProviders.some((provider) => provider.id === providerId)) {
        return reply.status(404).send(sendApiNotFound(request.url.split('?')[0] ?? ''));
      }
      const url = new URL(request.url, app.identity.config.publicUrl);
      const body =
        request.method === 'POST' && typeof request.body === 'string'
          ? request.body
          : request.method === 'POST' && request.body
            ? JSON.stringify(request.body)
            : undefined;
      const response = await app.identity.auth.handler(
        new Request(url, { method: request.method, headers: webHeaders(request), body }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      forwardCookies(reply, response.headers);
      await afterSocialSignIn(app, request, reply, response, providerId as SocialProviderId);
      return reply.send(await response.text());
    },
  });
}

/**
 * Sign-in with a social provider (Google, Apple... as configured): which providers there are, the
 * start (the provider's address for this browser, with the way back), and better-auth's callbacks.
 */
export const socialSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config } = app.identity;
  const limited = authRateLimit(config);
  mountAuthHandler(app);

  app.get(
    '/identity/social-providers',
    { schema: { response: { 200: SocialProvidersResponseSchema } } },
    async () => ({
      providers: config.socialProviders.map((provider) => provider.id),
    }),
  );

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', app.identity.verifyCsrf);
    const route = guarded.withTypeProvider<ZodTypeProvider>();

    route.post(
      '/identity/social/start',
      {
        config: limited,
        schema: { body: SocialStartRequestSchema, response: { 200: SocialStartResponseSchema } },
      },
      async (request, reply) => {
        const { provider, redirect } = request.body;
        if (!config.socialProviders.some((configured) => configured.id === provider)) {
          throw new HttpError(404, 'Accesso con questo servizio non disponibile.');
        }
        // The site's one rule for a way back (libs/routes safe-path): the schema only sieves shapes.
        if (sameSitePath(redirect) !== redirect)
          throw new HttpError(400, 'redirect: percorso interno non valido');
        const back = encodeURIComponent(redirect);
        const { headers, response } = await auth.api.signInSocial({
          body: {
            provider,
            callbackURL: `/accedi?accesso=social&provider=${provider}&redirect=${back}`,
            errorCallbackURL: `/accedi?accesso=errore-social&provider=${provider}&redirect=${back}`,
            newUserCallbackURL: `/accedi?accesso=social&provider=${provider}&nuovo=1&redirect=${back}`,
            disableRedirect: true,
          },
          headers: webHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        if (!response.url)
          throw new HttpError(502, 'Il servizio di accesso non risponde: riprova più tardi.');
        return { url: response.url };
      },
    );
  });
};
