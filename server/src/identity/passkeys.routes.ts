import {
  AddPasskeyRequestSchema,
  deviceLabelOf,
  EndReportedSessionRequestSchema,
  FRESH_CHECK_WRONG_PASSWORD,
  FreshCheckPasswordRequestSchema,
  IdentityResultSchema,
  LAST_PASSKEY_MESSAGE,
  OkResultSchema,
  PasskeyCredentialRequestSchema,
  PasskeyOptionsResponseSchema,
  PasskeysResponseSchema,
  RemovePasskeyRequestSchema,
  RenamePasskeyRequestSchema,
} from '@iper/contracts';
import { isAPIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { markChecked } from './fresh-check';
import { authRateLimit, forwardCookies, webHeaders } from './identity.service';
import { HttpError } from '../platform/http-error';
import { rememberDevice } from './known-device';
import { mailIfNewDevice, sessionOfNotMeToken } from './new-device';
import { addPasskey, authenticationOptions, registrationOptions, verifyPasskey } from './passkeys';
import { hasPassword } from './has-password';

const PASSKEY_NOT_FOUND = 'Passkey non trovata: forse è già stata rimossa.';

/**
 * Passkeys and the fresh check (issue 34; identity/README.md "Passkeys"):
 * - sign-in with a passkey: POST /identity/passkeys/sign-in/options, then /identity/passkeys/sign-in;
 * - the account's passkeys: GET /account/passkeys; add (options, then the new credential), rename,
 *   remove; adding and removing need a fresh check, and an account without a password keeps its
 *   last passkey;
 * - the fresh check itself: POST /identity/fresh-check/password, or .../passkey/options then
 *   .../passkey, each marking the session checked now;
 * - "Non sei stato tu?": POST /identity/sessions/end-reported ends the session a new-device
 *   mail spoke of.
 * Every POST checks the CSRF token.
 */
export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config, mailer } = app.identity;
  const { webauthn } = config;
  const limited = authRateLimit(config);

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', app.identity.verifyCsrf);
    const route = guarded.withTypeProvider<ZodTypeProvider>();

    route.post(
      '/identity/passkeys/sign-in/options',
      { config: limited, schema: { response: { 200: PasskeyOptionsResponseSchema } } },
      async () => ({ options: await authenticationOptions(app.db, webauthn, 'sign-in') }),
    );

    route.post(
      '/identity/passkeys/sign-in',
      {
        config: limited,
        schema: { body: PasskeyCredentialRequestSchema, response: { 200: IdentityResultSchema } },
      },
      async (request, reply) => {
        const { userId, passkeyId } = await verifyPasskey(
          app.db,
          webauthn,
          'sign-in',
          request.body.credential,
        );
        const user = await app.db
          .selectFrom('auth_users')
          .select(['email', 'name', 'email_verified as emailVerified'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        const { headers, response } = await auth.api.createPasskeySession({
          body: { userId },
          headers: webHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        const sessionId = response.sessionId;
        // The devices list says which passkey opened this session.
        await app.db
          .updateTable('auth_sessions')
          .set({ passkey_id: passkeyId })
          .where('id', '=', sessionId)
          .execute();
        app.identity.afterAnswer.queue(reply, () =>
          mailIfNewDevice(config, mailer, request, { user, sessionId, method: 'passkey' }),
        );
        rememberDevice(config, request, reply, user.email);
        return { errorCode: '0' as const, uid: userId };
      },
    );

    route.post(
      '/identity/sessions/end-reported',
      {
        config: limited,
        schema: { body: EndReportedSessionRequestSchema, response: { 200: OkResultSchema } },
      },
      async (request) => {
        const sessionId = sessionOfNotMeToken(config.secret, request.body.token);
        if (!sessionId)
          throw new HttpError(
            400,
            'Il link non è valido o è scaduto: accedi e chiudi l’accesso dall’elenco dei dispositivi.',
          );
        // Already ended (signed out, password changed) is as good as ended now.
        await app.db.deleteFrom('auth_sessions').where('id', '=', sessionId).execute();
        await app.identity.forgetSessions();
        return { errorCode: '0' as const };
      },
    );
  });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.identity.verifyCsrf);
    signedIn.addHook('preHandler', app.identity.requireUser);
    signedIn.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const route = signedIn.withTypeProvider<ZodTypeProvider>();
    const fresh = { preHandler: app.identity.requireFreshCheck };

    const user = (request: FastifyRequest) => {
      if (!request.sessionUser) throw new HttpError(401, 'Accedi per continuare.');
      return request.sessionUser;
    };

    route.get(
      '/account/passkeys',
      { schema: { response: { 200: PasskeysResponseSchema } } },
      async (request) => {
        const { id } = user(request);
        const rows = await app.db
          .selectFrom('auth_passkeys')
          .select(['id', 'name', 'created_at', 'last_used_at', 'backed_up'])
          .where('user_id', '=', id)
          .orderBy('created_at', 'asc')
          .execute();
        return {
          passkeys: rows.map((row) => ({
            id: row.id,
            name: row.name,
            createdAt: new Date(row.created_at).toISOString(),
            lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
            synced: row.backed_up,
          })),
          hasPassword: await hasPassword(app.db, id),
        };
      },
    );

    route.post(
      '/account/passkeys/options',
      { ...fresh, schema: { response: { 200: PasskeyOptionsResponseSchema } } },
      async (request) => {
        const session = await app.identity.currentSession(request);
        return {
          options: await registrationOptions(app.db, webauthn, user(request), session.id),
        };
      },
    );

    route.post(
      '/account/passkeys',
      { ...fresh, schema: { body: AddPasskeyRequestSchema, response: { 200: OkResultSchema } } },
      async (request) => {
        const session = await app.identity.currentSession(request);
        const userAgent = request.headers['user-agent'];
        const name =
          request.body.name ??
          `Passkey di ${deviceLabelOf(typeof userAgent === 'string' ? userAgent : null)}`;
        await addPasskey(
          app.db,
          webauthn,
          user(request).id,
          session.id,
          request.body.credential,
          name,
        );
        return { errorCode: '0' as const };
      },
    );

    route.post(
      '/account/passkeys/rename',
      { schema: { body: RenamePasskeyRequestSchema, response: { 200: OkResultSchema } } },
      async (request) => {
        const renamed = await app.db
          .updateTable('auth_passkeys')
          .set({ name: request.body.name })
          .where('id', '=', request.body.id)
          .where('user_id', '=', user(request).id)
          .executeTakeFirst();
        if (Number(renamed.numUpdatedRows) === 0) throw new HttpError(404, PASSKEY_NOT_FOUND);
        return { errorCode: '0' as const };
      },
    );

    route.post(
      '/account/passkeys/remove',
      { ...fresh, schema: { body: RemovePasskeyRequestSchema, response: { 200: OkResultSchema } } },
      async (request) => {
        const { id } = user(request);
        await app.db.transaction().execute(async (trx) => {
          const owned = await trx
            .selectFrom('auth_passkeys')
            .select('id')
            .where('user_id', '=', id)
            .forUpdate()
            .execute();
          if (!owned.some((row) => row.id === request.body.id))
            throw new HttpError(404, PASSKEY_NOT_FOUND);
          // Without a password (a social sign-in account), the last passkey may be the only way in.
          if (owned.length === 1 && !(await hasPassword(trx, id)))
            throw new HttpError(409, LAST_PASSKEY_MESSAGE);
          await trx.deleteFrom('auth_passkeys').where('id', '=', request.body.id).execute();
        });
        return { errorCode: '0' as const };
      },
    );

    route.post(
      '/identity/fresh-check/password',
      {
        config: limited,
        schema: { body: FreshCheckPasswordRequestSchema, response: { 200: OkResultSchema } },
      },
      async (request, reply) => {
        const { email } = user(request);
        // A stolen session must not become a way around the login's per-account throttle.
        const succeeded = await app.identity.enterCredentialCheck(request, reply, email);
        try {
          await auth.api.verifyPassword({
            body: { password: request.body.password },
            headers: webHeaders(request),
          });
        } catch (error) {
          if (isAPIError(error) && error.statusCode < 500)
            throw new HttpError(403, FRESH_CHECK_WRONG_PASSWORD);
          throw error;
        }
        await succeeded();
        await markChecked(app.db, (await app.identity.currentSession(request)).id);
        return { errorCode: '0' as const };
      },
    );

    route.post(
      '/identity/fresh-check/passkey/options',
      { config: limited, schema: { response: { 200: PasskeyOptionsResponseSchema } } },
      async (request) => {
        const session = await app.identity.currentSession(request);
        return {
          options: await authenticationOptions(app.db, webauthn, 'fresh-check', session),
        };
      },
    );

    route.post(
      '/identity/fresh-check/passkey',
      {
        config: limited,
        schema: { body: PasskeyCredentialRequestSchema, response: { 200: OkResultSchema } },
      },
      async (request) => {
        const session = await app.identity.currentSession(request);
        await verifyPasskey(app.db, webauthn, 'fresh-check', request.body.credential, session);
        await markChecked(app.db, session.id);
        return { errorCode: '0' as const };
      },
    );
  });
};
