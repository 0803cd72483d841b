import { CSRF_HEADER } from '@iper/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../platform/cookies';
import { cookieName, type IdentityConfig } from './identity.config';
import { sameSecret } from './same-secret';

/**
 * CSRF protection for state-changing requests, in three layers:
 * 1. double-submit token: the `iper.csrf` cookie (`__Host-` on https, so no other site or
 *    subdomain can plant it) must be echoed in the `x-csrf-token` header, which only our own
 *    scripts can read and set;
 * 2. Fetch Metadata: a browser that says the request comes from another site is refused;
 * 3. session cookies are SameSite=Lax, so other sites' forms do not carry them.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function csrfCookie(config: Pick<IdentityConfig, 'secureCookies'>, token: string): string {
  return [
    `${cookieName(config, 'csrf')}=${token}`,
    'Path=/',
    'SameSite=Strict',
    `Max-Age=${60 * 60 * 24 * 30}`,
    ...(config.secureCookies ? ['Secure'] : []),
  ].join('; ');
}

function readToken(
  config: Pick<IdentityConfig, 'secureCookies'>,
  request: FastifyRequest,
): string | undefined {
  const value = parseCookies(request.headers.cookie)[cookieName(config, 'csrf')];
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** The request's token, issuing a new cookie when it has none. */
export function ensureCsrfToken(
  config: Pick<IdentityConfig, 'secureCookies'>,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const existing = readToken(config, request);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.header('set-cookie', csrfCookie(config, token));
  return token;
}

export class CsrfError extends Error {
  readonly statusCode = 403;
  constructor() {
    super('Richiesta rifiutata: aggiorna la pagina e riprova.');
    this.name = 'CsrfError';
  }
}

/**
 * Whether `token` (the header's, or a plain HTML form's hidden field where no script can set a
 * header) is the request's own CSRF cookie: the double-submit check, which needs no session.
 */
export function matchesCsrfCookie(
  config: Pick<IdentityConfig, 'secureCookies'>,
  request: FastifyRequest,
  token: unknown,
): boolean {
  const cookie = readToken(config, request);
  return typeof token === 'string' && cookie !== undefined && sameSecret(token, cookie);
}

/** An onRequest hook: refuses a state-changing request without a matching token. */
export function csrfGuard(config: Pick<IdentityConfig, 'secureCookies'>) {
  return async function verifyCsrf(request: FastifyRequest): Promise<void> {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new CsrfError();
    if (!matchesCsrfCookie(config, request, request.headers[CSRF_HEADER])) throw new CsrfError();
  };
}
