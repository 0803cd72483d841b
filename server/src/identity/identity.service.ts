import { HttpError } from '../platform/http-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAnswer, type AfterAnswer } from './after-answer';
import { createAuth, type Auth } from './auth';
import { CredentialThrottle } from './credential-throttle';
import { parseCookies } from '../platform/cookies';
import { csrfGuard, ensureCsrfToken } from './csrf';
import { LIMITS_UNAVAILABLE_MESSAGE, ServiceUnavailableError } from '../platform/rate-limit';
import { MemoryFailureStore, RedisFailureStore } from './failure-store';
import { cookieName, type IdentityConfig } from './identity.config';
import {
  currentSessionOf,
  isFresh,
  sendFreshCheckRequired,
  type CurrentSession,
} from './fresh-check';
import { knownDeviceOf } from './known-device';
import { createMailer, type Mailer } from './mailer';
import { SessionCache } from './session-cache';
import fp from 'fastify-plugin';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The owner proved the address (a verified social sign-in, the demo accounts). */
  emailVerified: boolean;
  createdAt: Date;
}

/** What the identity module offers the other modules of the server. */
export interface IdentityService {
  auth: Auth;
  config: IdentityConfig;
  mailer: Mailer;
  /** Work a route starts once its answer has left (after-answer.ts). */
  afterAnswer: AfterAnswer;
  /** onRequest hook refusing state-changing requests without the CSRF token (403). */
  verifyCsrf: (request: FastifyRequest) => Promise<void>;
  /** preHandler hook answering 401 without a session; sets `request.sessionUser` otherwise. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The signed-in user, or null; a renewed session cookie is passed on to the reply. */
  sessionUser: (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser | null>;
  ensureCsrfToken: (request: FastifyRequest, reply: FastifyReply) => string;
  /** The request's session row: id, owner and when it last proved its owner; 401 without one. */
  currentSession: (request: FastifyRequest) => Promise<CurrentSession>;
  /**
   * preHandler of every sensitive action (fresh-check.ts): 401 without a session, 403 with
   * `error: FRESH_CHECK_ERROR` when its last check (sign-in, password, passkey) is too old.
   * Inside a handler (an e-mail change is sensitive, the rest of its form is not): call it, then
   * `if (reply.sent) return reply`.
   */
  requireFreshCheck: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void>;
  /**
   * Call after committing anything that ends a session or changes a user (logout, password change
   * or reset, account deletion, new name or e-mail): signed-in users are remembered in memory, on
   * every instance. Await it before answering: then no instance serves the ended session.
   */
  forgetSessions: () => Promise<void>;
  /** Per-account failures of every password check (credential-throttle.ts). */
  credentialThrottle: CredentialThrottle;
  /**
   * Call before checking a password of `email`: a 429 with Retry-After while the account waits
   * (from this device); otherwise it answers what to call once the password matched.
   */
  enterCredentialCheck: (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    /** 'second-factor': the TOTP or recovery codes of a sign-in, in a budget of their own. */
    check?: 'password' | 'second-factor',
  ) => Promise<() => Promise<void>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/**
 * Fastify's request headers as the Web `Headers` better-auth reads. better-auth takes the client's
 * address (stored with each session) from X-Forwarded-For, so that header is replaced by
 * `request.ip`: the address Fastify resolved, which trusts X-Forwarded-For only from a proxy that
 * TRUST_PROXY names. A header the client wrote itself never reaches the session.
 */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-forwarded-for') continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Passes every Set-Cookie of a better-auth answer on to the reply (they are never merged). */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
}

/** Kept here for the modules that import it from identity; it lives in platform/rate-limit. */

/** "Riprova tra 8 secondi" / "tra 3 minuti": the account's wait, rounded up. */
export function accountWaitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60)
    return `Troppi tentativi per questo account. Riprova tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Troppi tentativi per questo account. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`;
}

/** The per-address limit of the credential routes; it fails closed when Redis cannot count. */
export function authRateLimit(config: IdentityConfig) {
  return {
    rateLimit: {
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.timeWindowMs,
      skipOnError: false,
    },
  };
}

/** The Redis key every instance checks its cached sessions against (session-cache.ts). */
const SESSIONS_GENERATION_KEY = 'sessions:generation';

/**
 * Creates the identity service and decorates the /api scope with it, so the account module (and
 * later loyalty, coupons...) can check sessions and CSRF the same way. Registered before them.
 */
async function identity(app: FastifyInstance): Promise<void> {
  const config = app.config.identity;
  const mailer = createMailer(app.db, {
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    log: app.log,
  });
  const auth = createAuth(app.db, config, mailer, app.log);

  const redis = app.shared.redis;
  const credentialThrottle = new CredentialThrottle(
    redis ? new RedisFailureStore(redis) : new MemoryFailureStore(),
    config.secret,
  );
  const cache = new SessionCache<SessionUser>();

  /** '' with one server; the shared generation with Redis; undefined: Redis down, no cache. */
  async function sharedGeneration(): Promise<string | undefined> {
    if (!redis) return '';
    try {
      return (await redis.get(SESSIONS_GENERATION_KEY)) ?? '0';
    } catch {
      return undefined; // the database decides every request until Redis is back
    }
  }
  const sessionCookie = cookieName(config, 'session_token');

  async function sessionUser(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SessionUser | null> {
    if (request.sessionUser) return request.sessionUser;
    const token = parseCookies(request.headers.cookie)[sessionCookie];
    if (!token) return null;
    const shared = await sharedGeneration();
    const cached = shared === undefined ? undefined : cache.get(token, shared);
    if (cached) {
      request.sessionUser = cached;
      return cached;
    }
    const mark = cache.mark();
    const { headers, response } = await auth.api.getSession({
      headers: webHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
    if (!response) return null;
    const user = {
      id: response.user.id,
      email: response.user.email,
      name: response.user.name,
      emailVerified: response.user.emailVerified,
      createdAt: new Date(response.user.createdAt),
    };
    // A renewed session has a new expiry in its cookie: the next request checks it again.
    if (headers.getSetCookie().length === 0 && shared !== undefined)
      cache.set(token, user, new Date(response.session.expiresAt), mark, shared);
    request.sessionUser = user;
    return user;
  }

  async function currentSession(request: FastifyRequest): Promise<CurrentSession> {
    const session = await currentSessionOf(app.db, config, request);
    if (!session) throw new HttpError(401, 'Accedi per continuare.');
    return session;
  }

  const service: IdentityService = {
    auth,
    config,
    mailer,
    afterAnswer,
    verifyCsrf: csrfGuard(config),
    sessionUser,
    async requireUser(request, reply) {
      const user = await sessionUser(request, reply);
      if (!user) throw new HttpError(401, 'Accedi per continuare.');
    },
    ensureCsrfToken: (request, reply) => ensureCsrfToken(config, request, reply),
    currentSession,
    async requireFreshCheck(request, reply) {
      const user = await sessionUser(request, reply);
      if (!user) throw new HttpError(401, 'Accedi per continuare.');
      const session = await currentSession(request);
      if (!isFresh(session.checkedAt, config.freshCheckSeconds))
        return sendFreshCheckRequired(reply);
    },
    async forgetSessions() {
      cache.forgetAll();
      if (!redis) return;
      try {
        await redis.incr(SESSIONS_GENERATION_KEY);
      } catch (error) {
        // The session is gone from the database; instances read it there while Redis is down.
        app.log.error({ err: error }, 'could not tell the other instances a session ended');
      }
    },
    credentialThrottle,
    async enterCredentialCheck(request, reply, email, check = 'password') {
      let decision;
      // Codes count apart from passwords: a right password (which clears its own failures) must
      // not start the codes' count afresh.
      const account = check === 'second-factor' ? `second-factor:${email}` : email;
      try {
        decision = await credentialThrottle.enter(account, knownDeviceOf(config, request, email));
      } catch (error) {
        // The shared counters cannot be read: no password is checked uncounted (fail closed).
        request.log.error({ err: error }, 'per-account throttle unavailable');
        throw new ServiceUnavailableError(LIMITS_UNAVAILABLE_MESSAGE, 30);
      }
      if (decision.allowed) {
        const succeeded = decision.succeeded;
        return () =>
          succeeded().catch((error: unknown) =>
            request.log.error({ err: error }, 'could not clear the account’s failures'),
          );
      }
      reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw new HttpError(429, accountWaitMessage(decision.retryAfterMs));
    },
  };
  app.decorate('identity', service);

  app.decorateRequest('sessionUser', null);
  app.addHook('onClose', async () => {
    await afterAnswer.settled();
    mailer.close();
  });
}

// Not encapsulated: the decorations reach the sibling modules of the /api scope.
export const identityService = fp(identity, { name: 'iper-identity', fastify: '5.x' });
