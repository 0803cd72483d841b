import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import { twoFactor, type TwoFactorOptions } from 'better-auth/plugins/two-factor';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { IdentityConfig, SocialProviderConfig } from './identity.config';
import { greetingName, passwordResetMail, type Mailer } from './mailer';
import { hashPassword, verifyPassword } from './password-hashing';

/** Where the reset link sends the customer; the token rides in the fragment, never in a server log. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reimposta-password#token=${encodeURIComponent(token)}`;
}

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const SESSION_DAYS = 30;

function socialProvider(provider: SocialProviderConfig): GenericOAuthConfig {
  return {
    providerId: provider.id,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    discoveryUrl: provider.discoveryUrl,
    authorizationUrl: provider.authorizationUrl,
    tokenUrl: provider.tokenUrl,
    userInfoUrl: provider.userInfoUrl,
    scopes: provider.scopes,
    responseMode: provider.responseMode,
    pkce: true,
    mapProfileToUser: (profile) => {
      const first =
        typeof profile.given_name === 'string' ? profile.given_name : profile.first_name;
      const last =
        typeof profile.family_name === 'string' ? profile.family_name : profile.last_name;
      const name = [first, last].filter((part) => typeof part === 'string' && part).join(' ');
      return name ? { name } : {};
    },
  };
}

/**
 * A session for an account whose passkey the server has just verified (passkeys.ts): better-auth
 * makes the session and its signed cookie, as for a password. Server only: the HTTP handler
 * mounts better-auth's OAuth callbacks and nothing else (identity.routes.ts).
 */
const passkeySession = {
  id: 'iper-passkey-session',
  endpoints: {
    createPasskeySession: createAuthEndpoint(
      '/iper/passkey-session',
      {
        method: 'POST',
        body: z.object({ userId: z.string().min(1) }),
        metadata: { SERVER_ONLY: true },
      },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError('UNAUTHORIZED');
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ userId: user.id, sessionId: session.id });
      },
    ),
  },
} satisfies BetterAuthPlugin;

/**
 * The optional second factor of a password sign-in (issue 34; two-factor.ts): better-auth's
 * two-factor plugin. After a right password it ends the new session at once and sets a signed
 * `two_factor` cookie (10 minutes, 5 codes); the session is made only by a right TOTP code or an
 * unused recovery code. Its own account lockout is off: the per-account backoff of every
 * password check (credential-throttle.ts) counts wrong codes instead, never a hard lockout.
 * Only sign-in goes through the plugin's endpoints (and the first code of a setup): turning
 * TOTP on or off and new recovery codes are two-factor.ts's, behind the fresh check, since the
 * plugin would ask for the password again.
 */
export const TWO_FACTOR_OPTIONS = {
  issuer: 'Iper',
  twoFactorCookieMaxAge: 10 * 60,
  accountLockout: { enabled: false },
  totpOptions: { digits: 6, period: 30 },
  backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' as const },
  schema: {
    user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
    twoFactor: {
      modelName: 'auth_two_factors',
      fields: {
        userId: 'user_id',
        backupCodes: 'backup_codes',
        failedVerificationCount: 'failed_verification_count',
        lockedUntil: 'locked_until',
      },
    },
  },
} satisfies TwoFactorOptions;

/**
 * The identity service: better-auth on our Kysely database, under our table and column names
 * (frozen in migration 0020), with its handler mounted at /api/auth (see identity.routes.ts).
 * Its own rate limiter is off: @fastify/rate-limit guards the routes, with one policy site-wide.
 */
export function createAuth(
  db: Kysely<Database>,
  config: IdentityConfig,
  mailer: Mailer,
  log: FastifyBaseLogger,
) {
  return betterAuth({
    appName: 'Iper',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    // A callback that cannot be matched to its sign-in (expired or forged state) lands on our login page.
    onAPIError: { errorURL: `${config.publicUrl}/accedi?accesso=errore-social` },
    logger: {
      level: 'warn',
      log: (level, message) => {
        // Only the message: better-auth's extra arguments can carry request data.
        if (level === 'error') log.error({ source: 'better-auth' }, message);
        else log.warn({ source: 'better-auth' }, message);
      },
    },
    user: {
      modelName: 'auth_users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    session: {
      modelName: 'auth_sessions',
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // No better-auth freshness rule: it would hide the devices list (listSessions) from a
      // session older than a day. Routes that need a recent sign-in say so themselves (privacy).
      freshAge: 0,
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: config.resetTokenTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const link = passwordResetLink(config.publicUrl, token);
        await mailer.send(
          passwordResetMail(
            user.email,
            greetingName(user),
            link,
            Math.round(config.resetTokenTtlSeconds / 60),
          ),
        );
      },
    },
    advanced: {
      // Our names: `iper.session_token`, or `__Host-iper.session_token` on https (the prefix
      // needs Secure, path / and no domain, which these attributes give).
      cookiePrefix: config.secureCookies ? '__Host-iper' : 'iper',
      useSecureCookies: false,
      defaultCookieAttributes: {
        secure: config.secureCookies,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
      },
      // webHeaders() puts Fastify's `request.ip` there (TRUST_PROXY-aware), never the client's own header.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      genericOAuth({ config: config.socialProviders.map(socialProvider) }),
      passkeySession,
      twoFactor(TWO_FACTOR_OPTIONS),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
