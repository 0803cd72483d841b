import {
  AccountDeletionRequestSchema,
  AccountDeletionResponseSchema,
  WRONG_PASSWORD_MESSAGE,
} from '@iper/contracts';
import { isAPIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { careersUploadsDir } from '../careers/careers.config';
import { cookieName } from '../identity/identity.config';
import { authRateLimit, webHeaders } from '../identity/identity.service';
import { HttpError } from '../platform/http-error';
import { registerRateLimit } from '../platform/rate-limit';
import { eraseAccount, removeFiles } from './account-deletion';
import { hashIp, recordPrivacyAction } from './audit-log';
import { collectDataExport } from './data-export';
import { onlyForSignedInUser } from '../identity/signed-in-scope';

/** Cookies the browser must forget once the account is gone (session, its cache, and better-auth's extras). */
const SESSION_COOKIES = ['session_token', 'session_data', 'dont_remember'];

function userId(request: FastifyRequest): string {
  const user = request.sessionUser;
  if (!user) throw new HttpError(401, 'Accedi per continuare.');
  return user.id;
}

/**
 * GDPR self-service: GET /api/account/data-export (a JSON attachment with everything the site
 * holds about the signed-in customer) and POST /api/account/deletion (re-authenticated, confirmed,
 * one transaction). Both need a session, CSRF on the POST, a per-address rate limit, and both are
 * written to the privacy audit log.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
  const { config } = app.identity;
  const limited = authRateLimit(config);
  const storage = {
    careers: app.storage.area('careers', careersUploadsDir(app.config.uploadsDir), {
      recursive: true,
    }),
    help: app.storage.area('help', app.config.uploadsDir, { recursive: false }),
  };
  const ipHashOf = (request: FastifyRequest) => hashIp(config.secret, request.ip);

  function clearSessionCookies(reply: FastifyReply) {
    for (const name of SESSION_COOKIES) {
      const attributes = [
        'Path=/',
        'Max-Age=0',
        'HttpOnly',
        'SameSite=Lax',
        ...(config.secureCookies ? ['Secure'] : []),
      ];
      reply.header('set-cookie', [`${cookieName(config, name)}=`, ...attributes].join('; '));
    }
  }

  /**
   * Re-authentication: the current password, checked by better-auth against a fresh read of the
   * session; an account without a password (social sign-in, passkeys) passes the fresh check
   * instead (identity/fresh-check.ts). False: refused (the fresh check may have answered already).
   */
  async function reauthenticate(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    password: string | undefined,
  ): Promise<boolean> {
    const credential = await app.db
      .selectFrom('auth_accounts')
      .select('id')
      .where('user_id', '=', id)
      .where('provider_id', '=', 'credential')
      .executeTakeFirst();
    if (credential) {
      if (!password) return false;
      // A stolen session must not become a way around the login's per-account throttle.
      const succeeded = await app.identity.enterCredentialCheck(
        request,
        reply,
        request.sessionUser?.email ?? id,
      );
      try {
        await app.identity.auth.api.verifyPassword({
          body: { password },
          headers: webHeaders(request),
        });
        await succeeded();
        return true;
      } catch (error) {
        if (isAPIError(error) && error.statusCode < 500) return false;
        throw error;
      }
    }
    // No password to ask for: the fresh check (a passkey, issue 34) stands in for it.
    await app.identity.requireFreshCheck(request, reply);
    return !reply.sent;
  }

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.identity.verifyCsrf);
    onlyForSignedInUser(signedIn);
    const route = signedIn.withTypeProvider<ZodTypeProvider>();

    route.get(
      '/account/data-export',
      { config: limited, preHandler: app.identity.requireFreshCheck },
      async (request, reply) => {
        const id = userId(request);
        const data = await collectDataExport(app.db, id);
        if (!data) throw new HttpError(401, 'Accedi per continuare.');
        await recordPrivacyAction(app.db, {
          userId: id,
          action: 'data-export',
          ipHash: ipHashOf(request),
        });
        const day = data.generatedAt.slice(0, 10);
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="iper-i-miei-dati-${day}.json"`)
          .header('x-content-type-options', 'nosniff')
          .send(JSON.stringify(data, null, 2));
      },
    );

    route.post(
      '/account/deletion',
      {
        config: limited,
        schema: {
          body: AccountDeletionRequestSchema,
          response: { 200: AccountDeletionResponseSchema },
        },
      },
      async (request, reply) => {
        const id = userId(request);
        const ipHash = ipHashOf(request);
        if (!(await reauthenticate(request, reply, id, request.body.password))) {
          if (reply.sent) return reply;
          await recordPrivacyAction(app.db, {
            userId: id,
            action: 'account-deletion-refused',
            ipHash,
          });
          throw new HttpError(403, WRONG_PASSWORD_MESSAGE);
        }
        const erased = await app.db
          .transaction()
          .execute((trx) => eraseAccount(trx, id, { ipHash }));
        await app.identity.forgetSessions();
        await removeFiles(erased.files, storage, request.log);
        clearSessionCookies(reply);
        return { errorCode: '0' as const, kept: erased.kept };
      },
    );
  });
};
