import {
  IdentityResultSchema,
  OkResultSchema,
  RecoveryCodesResponseSchema,
  TwoFactorConfirmRequestSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorSignInRequestSchema,
  TwoFactorStatusSchema,
} from '@iper/contracts';
import { isAPIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseCookies } from '../platform/cookies';
import { cookieName } from './identity.config';
import { authRateLimit, forwardCookies, webHeaders } from './identity.service';
import { HttpError } from '../platform/http-error';
import { rememberDevice } from './known-device';
import { greetingName, twoFactorChangedMail } from './mailer';
import { mailIfNewDevice } from './new-device';
import { hasPassword } from './has-password';
import {
  disable,
  pendingSetup,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  startSetup,
  claimCodeStep,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NO_SETUP,
  twoFactorEnabled,
} from './two-factor';

export const WRONG_TOTP_CODE =
  'Codice non corretto. Inserisci il codice di 6 cifre che l’app mostra adesso (controlla che l’ora del telefono sia giusta).';
export const TOTP_CODE_USED =
  'Questo codice è già stato usato: aspetta che l’app ne mostri uno nuovo e inserisci quello.';
export const WRONG_RECOVERY_CODE = 'Codice di recupero non valido o già usato.';
export const SIGN_IN_STEP_EXPIRED =
  'La verifica è scaduta o i tentativi sono finiti: inserisci di nuovo email e password.';

/** The session token a better-auth answer set (`token.signature`), if it set one. */
function sessionTokenSet(headers: Headers, name: string): string | undefined {
  for (const cookie of headers.getSetCookie()) {
    if (!cookie.startsWith(`${name}=`)) continue;
    const value = decodeURIComponent(cookie.slice(name.length + 1).split(';')[0] ?? '');
    const token = value.split('.')[0];
    if (token) return token;
  }
  return undefined;
}

/**
 * The TOTP second factor (issue 34; identity/README.md "Second factor"):
 * - the second step of a password sign-in: POST /identity/login/two-factor `{ method, code }`,
 *   a TOTP code or a recovery code, only while the signed `two_factor` cookie of a right password
 *   is valid; the session is made here, not before;
 * - the account's setting on /account/privacy-e-dati: GET /account/two-factor; setup (the key),
 *   confirm (its first code, then the ten recovery codes, shown once), new recovery codes and
 *   disable, each behind the fresh check.
 * Every POST checks the CSRF token.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config, mailer } = app.identity;
  const limited = authRateLimit(config);
  const twoFactorCookie = cookieName(config, 'two_factor');
  const sessionCookie = cookieName(config, 'session_token');

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', app.identity.verifyCsrf);
    const route = guarded.withTypeProvider<ZodTypeProvider>();

    route.post(
      '/identity/login/two-factor',
      {
        config: limited,
        schema: { body: TwoFactorSignInRequestSchema, response: { 200: IdentityResultSchema } },
      },
      async (request, reply) => {
        const pending = parseCookies(request.headers.cookie)[twoFactorCookie];
        // The cookie's random identifier names the account waiting for its code (the plugin
        // checks the cookie's signature itself); it is the key of the per-account throttle.
        const identifier = pending ? decodeURIComponent(pending).split('.')[0] : undefined;
        const waiting = identifier
          ? await app.db
              .selectFrom('auth_verifications')
              .innerJoin('auth_users', 'auth_users.id', 'auth_verifications.value')
              .select([
                'auth_users.id',
                'auth_users.email',
                'auth_users.name',
                'auth_users.email_verified',
              ])
              .where('auth_verifications.identifier', '=', identifier)
              .where('auth_verifications.expires_at', '>', new Date())
              .executeTakeFirst()
          : undefined;
        if (!pending || !waiting) throw new HttpError(409, SIGN_IN_STEP_EXPIRED);
        const succeeded = await app.identity.enterCredentialCheck(
          request,
          reply,
          waiting.email,
          'second-factor',
        );
        // Only the pending sign-in's cookie: a session this browser may still hold must not
        // turn the step into a signed-in check of another account.
        const headers = webHeaders(request);
        headers.set('cookie', `${twoFactorCookie}=${pending}`);
        const { method, code } = request.body;
        if (method === 'totp' && (await claimCodeStep(app.db, auth, waiting.id, code)) === 'used')
          throw new HttpError(401, TOTP_CODE_USED);
        let answer;
        try {
          answer =
            method === 'totp'
              ? await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
              : await auth.api.verifyBackupCode({
                  // Kept as shown, `abcde-23456` (two-factor.ts); typed in any case.
                  body: { code: `${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase() },
                  headers,
                  returnHeaders: true,
                });
        } catch (error) {
          if (isAPIError(error) && error.statusCode < 500) {
            if (error.body?.code === 'INVALID_CODE') throw new HttpError(401, WRONG_TOTP_CODE);
            if (error.body?.code === 'INVALID_BACKUP_CODE')
              throw new HttpError(401, WRONG_RECOVERY_CODE);
            // Spent (five wrong codes), expired or forged: back to the password.
            reply.header('set-cookie', `${twoFactorCookie}=; Path=/; Max-Age=0`);
            throw new HttpError(409, SIGN_IN_STEP_EXPIRED);
          }
          throw error;
        }
        await succeeded();
        forwardCookies(reply, answer.headers);
        const token = answer.response.token;
        const session = token
          ? await app.db
              .selectFrom('auth_sessions')
              .select('id')
              .where('token', '=', token)
              .executeTakeFirst()
          : undefined;
        if (session) {
          const user = {
            email: waiting.email,
            name: waiting.name,
            emailVerified: waiting.email_verified,
          };
          app.identity.afterAnswer.queue(reply, () =>
            mailIfNewDevice(config, mailer, request, {
              user,
              sessionId: session.id,
              method: 'password',
            }),
          );
        }
        rememberDevice(config, request, reply, waiting.email);
        return { errorCode: '0' as const, uid: answer.response.user.id };
      },
    );
  });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.identity.verifyCsrf);
    signedIn.addHook('preHandler', app.identity.requireUser);
    const route = signedIn.withTypeProvider<ZodTypeProvider>();
    const fresh = { preHandler: app.identity.requireFreshCheck };

    const user = (request: FastifyRequest) => {
      if (!request.sessionUser) throw new HttpError(401, 'Accedi per continuare.');
      return request.sessionUser;
    };

    /** The owner hears of TOTP going on or off, whoever did it (after the answer). */
    const mailChange = (request: FastifyRequest, reply: FastifyReply, change: 'on' | 'off') => {
      const owner = user(request);
      app.identity.afterAnswer.queue(reply, () =>
        mailer.send(
          twoFactorChangedMail(
            owner.email,
            greetingName(owner),
            change,
            `${config.publicUrl}/account/privacy-e-dati`,
          ),
        ),
      );
    };

    route.get(
      '/account/two-factor',
      { schema: { response: { 200: TwoFactorStatusSchema } } },
      async (request) => {
        const { id } = user(request);
        const enabled = await twoFactorEnabled(app.db, id);
        return {
          enabled,
          hasPassword: await hasPassword(app.db, id),
          recoveryCodesLeft: enabled ? await recoveryCodesLeft(auth, id) : 0,
        };
      },
    );

    route.post(
      '/account/two-factor/setup',
      { ...fresh, schema: { response: { 200: TwoFactorSetupResponseSchema } } },
      async (request) => startSetup(app.db, auth, user(request)),
    );

    route.post(
      '/account/two-factor/confirm',
      {
        ...fresh,
        config: limited,
        schema: {
          body: TwoFactorConfirmRequestSchema,
          response: { 200: RecoveryCodesResponseSchema },
        },
      },
      async (request, reply) => {
        const { id } = user(request);
        if (await twoFactorEnabled(app.db, id)) throw new HttpError(409, TWO_FACTOR_ALREADY_ON);
        if (!(await pendingSetup(app.db, id))) throw new HttpError(409, TWO_FACTOR_NO_SETUP);
        const before = await app.identity.currentSession(request);
        const previous = await app.db
          .selectFrom('auth_sessions')
          .select('passkey_id')
          .where('id', '=', before.id)
          .executeTakeFirst();
        if ((await claimCodeStep(app.db, auth, id, request.body.code)) === 'used')
          throw new HttpError(400, TOTP_CODE_USED);
        let answer;
        try {
          answer = await auth.api.verifyTOTP({
            body: { code: request.body.code },
            headers: webHeaders(request),
            returnHeaders: true,
          });
        } catch (error) {
          if (isAPIError(error) && error.statusCode < 500) {
            if (error.body?.code === 'INVALID_CODE') throw new HttpError(400, WRONG_TOTP_CODE);
            throw new HttpError(409, TWO_FACTOR_NO_SETUP);
          }
          throw error;
        }
        // Turning TOTP on gives the session a new token (the plugin ends the old one): the new
        // one keeps the old one's last check and passkey.
        forwardCookies(reply, answer.headers);
        const token = sessionTokenSet(answer.headers, sessionCookie);
        if (token)
          await app.db
            .updateTable('auth_sessions')
            .set({ checked_at: before.checkedAt, passkey_id: previous?.passkey_id ?? null })
            .where('token', '=', token)
            .execute();
        await app.identity.forgetSessions();
        mailChange(request, reply, 'on');
        const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: id } });
        return { recoveryCodes: backupCodes };
      },
    );

    route.post(
      '/account/two-factor/recovery-codes',
      { ...fresh, schema: { response: { 200: RecoveryCodesResponseSchema } } },
      async (request) => ({
        recoveryCodes: await replaceRecoveryCodes(app.db, auth, user(request).id),
      }),
    );

    route.post(
      '/account/two-factor/disable',
      { ...fresh, schema: { response: { 200: OkResultSchema } } },
      async (request, reply) => {
        await disable(app.db, user(request).id);
        await app.identity.forgetSessions();
        mailChange(request, reply, 'off');
        return { errorCode: '0' as const };
      },
    );
  });
};
