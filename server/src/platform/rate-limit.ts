import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** "Riprova tra 1 minuto" / "tra 5 minuti": the wait, rounded up to whole minutes. */
export function rateLimitMessage(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return `Troppi tentativi. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`;
}

/**
 * Registers @fastify/rate-limit in a module's scope (off by default: each route opts in with
 * `config.rateLimit`), answering 429 with the site's error shape in Italian. Counters live in
 * memory per process; behind a load balancer, TRUST_PROXY makes them count client addresses.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  if (app.hasDecorator('rateLimit')) return;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: rateLimitMessage(context.ttl),
    }),
  });
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * A limit tunable from the environment: `<PREFIX>_RATE_LIMIT_MAX` requests per
 * `<PREFIX>_RATE_LIMIT_WINDOW_SECONDS`, with defaults when unset or not a positive integer.
 */
export function rateLimitFromEnv(
  env: NodeJS.ProcessEnv,
  prefix: string,
  defaults: { max: number; windowSeconds: number },
) {
  return {
    max: positiveInt(env[`${prefix}_RATE_LIMIT_MAX`], defaults.max),
    timeWindow:
      positiveInt(env[`${prefix}_RATE_LIMIT_WINDOW_SECONDS`], defaults.windowSeconds) * 1000,
  };
}

/**
 * The limit of the public forms anyone can post without a session (help contact form,
 * newsletter, feedback): FORM_RATE_LIMIT_MAX posts per FORM_RATE_LIMIT_WINDOW_SECONDS per
 * address and form, 10 per minute by default. Route config: `config: formRateLimit()`.
 */
export function formRateLimit(env: NodeJS.ProcessEnv = process.env) {
  return { rateLimit: rateLimitFromEnv(env, 'FORM', { max: 10, windowSeconds: 60 }) };
}
