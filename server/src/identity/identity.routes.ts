import {
  ChangePasswordRequestSchema,
  CsrfResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  IdentityResultSchema,
  LoginRequestSchema,
  LoginResultSchema,
  OkResultSchema,
  OutboxResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from '@iper/contracts';
import { isAPIError } from 'better-auth/api';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionsRoutes } from './account-sessions.routes';
import { rememberDevice } from './known-device';
import { passkeysRoutes } from './passkeys.routes';
import { pathOnlyLogSerializers } from './path-only-logs';
import { signInWithPassword, WRONG_CREDENTIALS } from './password-sign-in';
import { signInFormRoutes } from './sign-in-form.routes';
import { socialSignInRoutes } from './social-sign-in.routes';
import { twoFactorRoutes } from './two-factor.routes';
import { accountExistsMail, greetingName, passwordChangedMail } from './mailer';
import { hashPassword, verifyPassword } from './password-hashing';
import { weakPasswordMessage, type PasswordOwner } from './password-policy';
import { authRateLimit, forwardCookies, webHeaders } from './identity.service';
import { HttpError } from '../platform/http-error';
import { registerRateLimit } from '../platform/rate-limit';

const INVALID_RESET_LINK =
  'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.';

/** Refuses a new password that is common, breached or built on the account's own words (400). */
async function refuseWeakPassword(password: string, owner: PasswordOwner): Promise<void> {
  const message = await weakPasswordMessage(password, owner);
  if (message) throw new HttpError(400, message);
}

/** An id shaped like better-auth's, answered for an address that already has an account. */
function decoyUserId(): string {
  return randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32);
}

/** A dummy hash so that an unknown email costs as much time as a wrong password. */
let timingDecoy: Promise<string> | undefined;

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config, mailer } = app.identity;
  await registerRateLimit(app);
  const limited = authRateLimit(config);
  // Answers carrying tokens, sessions or account state are never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await app.register(accountSessionsRoutes);
  await app.register(passkeysRoutes);
  await app.register(twoFactorRoutes);
  await app.register(signInFormRoutes);
  await app.register(socialSignInRoutes);

  app.get(
    '/identity/csrf',
    { schema: { response: { 200: CsrfResponseSchema } } },
    async (request, reply) => ({ token: app.identity.ensureCsrfToken(request, reply) }),
  );

  // Every state-changing identity route checks the CSRF token first.
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', app.identity.verifyCsrf);
    const route = guarded.withTypeProvider<ZodTypeProvider>();

    route.post(
      '/identity/login',
      {
        config: limited,
        logSerializers: pathOnlyLogSerializers,
        schema: { body: LoginRequestSchema, response: { 200: LoginResultSchema } },
      },
      async (request, reply) => {
        const result = await signInWithPassword(app, request, reply, request.body);
        return 'uid' in result
          ? { errorCode: '0' as const, uid: result.uid }
          : { errorCode: '0' as const, twoFactorRequired: true as const };
      },
    );

    route.post(
      '/identity/register',
      {
        config: limited,
        schema: { body: RegisterRequestSchema, response: { 201: IdentityResultSchema } },
      },
      async (request, reply) => {
        const { email, password, name, lastName } = request.body;
        await refuseWeakPassword(password, { email, names: [name, lastName] });
        // A known address gets the same answer as a new one (no account enumeration), no session,
        // and its owner an email; the hash costs the time a sign-up would.
        const answerKnownAddress = async () => {
          await hashPassword(password);
          const owner = await app.db
            .selectFrom('auth_users')
            .select(['name', 'email_verified as emailVerified'])
            .where('email', '=', email)
            .executeTakeFirst();
          // The owner's name, and only to a verified address: never the name this visitor typed.
          const greeting = owner ? greetingName(owner) : undefined;
          await mailer.send(accountExistsMail(email, greeting, config.publicUrl));
          return reply.status(201).send({ errorCode: '0' as const, uid: decoyUserId() });
        };
        const existing = await app.db
          .selectFrom('auth_users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
        if (existing) return answerKnownAddress();
        try {
          const { headers, response } = await auth.api.signUpEmail({
            body: { email, password, name: `${name} ${lastName}` },
            headers: webHeaders(request),
            returnHeaders: true,
          });
          await app.db
            .insertInto('account_profiles')
            .values({ user_id: response.user.id, first_name: name, last_name: lastName })
            .onConflict((conflict) => conflict.column('user_id').doNothing())
            .execute();
          forwardCookies(reply, headers);
          rememberDevice(config, request, reply, email);
          return reply.status(201).send({ errorCode: '0' as const, uid: response.user.id });
        } catch (error) {
          // Registered by a parallel request since the check above.
          if (isAPIError(error) && error.statusCode === 422) return answerKnownAddress();
          if (isAPIError(error) && error.statusCode < 500) throw new HttpError(400, error.message);
          throw error;
        }
      },
    );

    route.post(
      '/identity/logout',
      { schema: { response: { 200: OkResultSchema } } },
      async (request, reply) => {
        const { headers } = await auth.api.signOut({
          headers: webHeaders(request),
          returnHeaders: true,
        });
        await app.identity.forgetSessions();
        forwardCookies(reply, headers);
        return { errorCode: '0' as const };
      },
    );

    route.post(
      '/identity/password/forgot',
      {
        config: limited,
        schema: {
          body: ForgotPasswordRequestSchema,
          response: { 200: ForgotPasswordResponseSchema },
        },
      },
      async (request, reply) => {
        // The answer never says whether the email has an account (SPEC §5), not even by its
        // timing: it leaves before the address is looked up; the token and the mail follow.
        const body = { email: request.body.email };
        const headers = webHeaders(request);
        app.identity.afterAnswer.queue(reply, () =>
          auth.api.requestPasswordReset({ body, headers }),
        );
        return { errorCode: '0' as const, message: FORGOT_PASSWORD_MESSAGE };
      },
    );

    route.post(
      '/identity/password/reset',
      {
        config: limited,
        schema: { body: ResetPasswordRequestSchema, response: { 200: OkResultSchema } },
      },
      async (request) => {
        const verification = await app.db
          .selectFrom('auth_verifications')
          .select('value')
          .where('identifier', '=', `reset-password:${request.body.token}`)
          .executeTakeFirst();
        const user = verification
          ? await app.db
              .selectFrom('auth_users')
              .select(['email', 'name', 'email_verified as emailVerified'])
              .where('id', '=', verification.value)
              .executeTakeFirst()
          : undefined;
        // Judged only for a live link: an invalid one gets the invalid-link answer below.
        if (user)
          await refuseWeakPassword(request.body.password, {
            email: user.email,
            names: [user.name],
          });
        try {
          await auth.api.resetPassword({
            body: { token: request.body.token, newPassword: request.body.password },
          });
          await app.identity.forgetSessions(); // the reset revoked the user's sessions
          // Whoever holds the emailed link owns the account: its password guesses are forgiven.
          if (user) await app.identity.credentialThrottle.forgive(user.email);
        } catch (error) {
          if (isAPIError(error) && error.statusCode < 500)
            throw new HttpError(400, INVALID_RESET_LINK);
          throw error;
        }
        if (user) await mailer.send(passwordChangedMail(user.email, greetingName(user)));
        return { errorCode: '0' as const };
      },
    );

    route.post(
      '/identity/password/change',
      {
        config: limited,
        schema: { body: ChangePasswordRequestSchema, response: { 200: OkResultSchema } },
      },
      async (request, reply) => {
        const { email, currentPassword, newPassword } = request.body;
        // A second channel for guessing passwords: it shares the login's per-account budget.
        const succeeded = await app.identity.enterCredentialCheck(request, reply, email);
        const account = await app.db
          .selectFrom('auth_accounts')
          .innerJoin('auth_users', 'auth_users.id', 'auth_accounts.user_id')
          .select([
            'auth_accounts.id',
            'auth_accounts.password',
            'auth_users.id as userId',
            'auth_users.name',
            'auth_users.email_verified as emailVerified',
          ])
          .where('auth_users.email', '=', email)
          .where('auth_accounts.provider_id', '=', 'credential')
          .executeTakeFirst();
        timingDecoy ??= hashPassword('timing-decoy');
        const matches = await verifyPassword({
          hash: account?.password ?? (await timingDecoy),
          password: currentPassword,
        });
        if (!account || !matches) throw new HttpError(401, WRONG_CREDENTIALS);
        await succeeded();
        await refuseWeakPassword(newPassword, { email, names: [account.name] });
        const hash = await hashPassword(newPassword);
        await app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('auth_accounts')
            .set({ password: hash, updated_at: new Date() })
            .where('id', '=', account.id)
            .execute();
          // Whoever knew the old password is signed out everywhere.
          await trx.deleteFrom('auth_sessions').where('user_id', '=', account.userId).execute();
        });
        await app.identity.forgetSessions();
        await mailer.send(passwordChangedMail(email, greetingName(account)));
        return { errorCode: '0' as const };
      },
    );
  });

  // Development only: what the site "sent" (identity/README.md), with reset links in it. It exists
  // only when DEV_OUTBOX=true switches it on; answering local connections only is a second fence
  // for a developer's machine, no protection behind a proxy on the same host.
  if (config.devOutbox) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          querystring: z.object({ to: z.string().trim().toLowerCase().email() }),
          response: { 200: OutboxResponseSchema },
        },
      },
      async (request) => {
        if (!isLoopback(request.socket.remoteAddress))
          throw new HttpError(404, `Risorsa non trovata: ${request.url}`);
        await app.identity.afterAnswer.settled(); // a reset link still being written
        const rows = await app.db
          .selectFrom('mail_outbox')
          .select(['id', 'to_address', 'subject', 'text_body', 'kind', 'created_at'])
          .where('to_address', '=', request.query.to)
          .orderBy('id', 'desc')
          .limit(20)
          .execute();
        return {
          mails: rows.map((row) => ({
            id: Number(row.id),
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            kind: row.kind,
            createdAt: new Date(row.created_at).toISOString(),
          })),
        };
      },
    );
  }
};
