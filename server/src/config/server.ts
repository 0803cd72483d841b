import { z } from 'zod';
import { emptyAsUnset, variable } from './variables';

/** The process itself: where it listens, what it is called, how it logs, starts and stops. */
export const serverVariables = {
  PORT: variable(
    z.coerce.number().int().min(0).max(65535).default(3000),
    'the port the server listens on',
    '`3000`',
  ),
  HOST: variable(z.string().default('0.0.0.0'), 'the address the server listens on', '`0.0.0.0`'),
  PUBLIC_URL: variable(
    z.string().url().optional(),
    "the site's public address; on https cookies become `__Host-`, Secure, HSTS is sent and (with `TRUST_PROXY`) plain http redirects to https; reset links and the social login's redirect URI use it",
    '`http://127.0.0.1:$PORT`',
  ),
  NODE_ENV: variable(
    z.string().optional(),
    '`production` refuses the development switches (`TEST_DATA`, `DEV_OUTBOX`) and empties the default `REMOTE_OVERRIDE_ORIGINS`',
  ),
  LOG_LEVEL: variable(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'pino level, or `silent`',
    '`info`',
  ),
  TRUST_PROXY: variable(
    z.string().optional(),
    'behind a load balancer: its address/CIDR or hop count (or `true`), so client addresses (rate limits) come from `X-Forwarded-For`; trust only a known proxy, or rate limits can be dodged',
    '`false`',
  ),
  REQUEST_TIMEOUT_SECONDS: variable(
    z.coerce.number().positive().finite().catch(120),
    'a request (headers and body) must arrive whole within it, or 408 and the connection closes; a value that is not a positive number keeps the default',
    '`120`',
  ),
  SHUTDOWN_DRAIN_MS: variable(
    z.coerce.number().int().min(0).max(120_000).default(0),
    "on SIGTERM: how long the instance stays up failing `/api/health/ready` before it closes (the balancer's check interval or more)",
    '`0`',
  ),
  SHUTDOWN_TIMEOUT_MS: variable(
    z.coerce.number().int().min(1000).max(600_000).default(15_000),
    'a stop that has not finished its requests in flight by then exits anyway',
    '`15000`',
  ),
  GIT_COMMIT: variable(
    z.string().optional(),
    "the commit `/api/health` names beside the server's version (7 to 40 hex digits; anything else asks git)",
    '`git rev-parse HEAD`',
  ),
  REDIS_URL: variable(
    emptyAsUnset(
      z
        .string()
        .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL: redis://host:port or rediss://…')
        .optional(),
    ),
    'several instances behind a load balancer: `redis[s]://…` shares rate limits, session revocation and cache invalidation through Redis (docs/deployment.md; Redis down: credential routes answer 503, the rest serve on); unset keeps that state in this process',
  ),
  TEST_DATA: variable(
    z.enum(['true', 'false']).default('false'),
    '`true` opens `POST /api/test-data/customers` and `/cards` (fresh copies of demo customers and cards for e2e against a shared environment, docs/qa.md; `npm run dev -- <remote>` sets it); refused with `NODE_ENV=production`',
    '`false`',
  ),
};

/** TRUST_PROXY: unset or 'false' (default) trusts no proxy; 'true', a hop count or addresses. */
export function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
