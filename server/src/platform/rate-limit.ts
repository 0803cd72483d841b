import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimit } from '../config';

/** "Riprova tra 1 minuto" / "tra 5 minuti": the wait, rounded up to whole minutes. */
export function rateLimitMessage(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return `Troppi tentativi. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`;
}

/** A credential route while the shared counters cannot be reached: refused, never unlimited. */
export const LIMITS_UNAVAILABLE_MESSAGE =
  'Il servizio di accesso è momentaneamente non disponibile. Riprova tra qualche istante.';

/** An answer the error handler sends as it is: its status (503) and its Italian message. */
export class ServiceUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

type RateLimitStore = FastifyRateLimitStore;
type StoreCallback = Parameters<RateLimitStore['incr']>[1];
type ChildOptions = Parameters<RateLimitStore['child']>[0] & { skipOnError?: boolean };

// The plugin's own Redis store (an atomic INCR + PEXPIRE script); its package has no typed entry for it.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RateLimitStore;

/**
 * The plugin's Redis store, told what to do when Redis cannot answer: a route whose limit says
 * `skipOnError: false` (the credential routes, authRateLimit) refuses with a 503; every other
 * route is served without its limit (the plugin's skipOnError, on by default here).
 */
function sharedStore(redis: Redis) {
  class FailClosedOrOpen implements RateLimitStore {
    constructor(
      private readonly inner: RateLimitStore,
      private readonly failClosed: boolean,
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.inner.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          callback(
            this.failClosed ? new ServiceUnavailableError(LIMITS_UNAVAILABLE_MESSAGE, 30) : error,
          );
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: ChildOptions): RateLimitStore {
      return new FailClosedOrOpen(
        this.inner.child(routeOptions),
        routeOptions.skipOnError === false,
      );
    }
  }
  return class SharedRateLimitStore extends FailClosedOrOpen {
    constructor(
      params: FastifyRateLimitOptions & {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      },
    ) {
      super(
        new RedisStore(
          params.continueExceeding ?? false,
          params.exponentialBackoff ?? false,
          redis,
          'rate-limit:',
        ),
        false,
      );
    }
  };
}

/**
 * Registers @fastify/rate-limit in a module's scope (off by default: each route opts in with
 * `config.rateLimit`), answering 429 with the site's error shape in Italian. Counters live in
 * memory per process, or in Redis with REDIS_URL so every instance counts together; behind a
 * load balancer, TRUST_PROXY makes them count client addresses.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  if (app.hasDecorator('rateLimit')) return;
  const redis = app.hasDecorator('shared') ? app.shared.redis : undefined;
  await app.register(rateLimit, {
    global: false,
    // Redis down: limits are skipped (fail open) except on routes saying skipOnError: false.
    skipOnError: true,
    ...(redis ? { store: sharedStore(redis) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: rateLimitMessage(context.ttl),
    }),
  });
}

/**
 * A route's `config.rateLimit` from one of `app.config.rateLimits` (`<PREFIX>_RATE_LIMIT_MAX`
 * requests per `<PREFIX>_RATE_LIMIT_WINDOW_SECONDS`, config/rate-limits.ts).
 */
export function routeRateLimit(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.timeWindowMs };
}

/**
 * The limit of the public forms anyone can post without a session (help contact form,
 * newsletter, feedback): FORM_RATE_LIMIT_MAX posts per FORM_RATE_LIMIT_WINDOW_SECONDS per
 * address and form, 10 per minute by default. Route config:
 * `config: formRateLimit(app.config.rateLimits.form)`.
 */
export function formRateLimit(limit: RateLimit) {
  return { rateLimit: routeRateLimit(limit) };
}
