import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { cookieName, type IdentityConfig } from '../identity/identity.config';
import { parseCookies } from '../platform/cookies';

/**
 * The header that tells the service worker whose answer this is (docs/offline.md, "Personal
 * data"): `anonymous` without a session cookie, otherwise a tag of the session — an HMAC of its
 * token under AUTH_SECRET, so the tag neither reveals the token nor can be made up for another
 * session. The worker keeps personal pages and data only under a session's tag and empties that
 * cache as soon as an answer carries another tag: a logout, an account deletion, another customer
 * signing in on the device. Computed from the cookie alone (no database read): a session the
 * server no longer accepts still gets anonymous pages, and the worker's next personal request
 * (session check) answers without a session's data.
 */
export const OFFLINE_OWNER_HEADER = 'x-iper-offline-owner';
export const ANONYMOUS_OWNER = 'anonymous';

/**
 * A page or answer the worker must not keep at all (a preview pass, a session override: that
 * browser's alone, never the site's).
 */
export const OFFLINE_POLICY_HEADER = 'x-iper-offline';

export function sessionOwnerTag(
  config: Pick<IdentityConfig, 'secureCookies' | 'secret'>,
  request: FastifyRequest,
): string {
  // The session cookie is `token.signature`; its token is what names the session.
  const value = parseCookies(request.headers.cookie)[cookieName(config, 'session_token')];
  const token = value ? decodeURIComponent(value).split('.')[0] : undefined;
  if (!token) return ANONYMOUS_OWNER;
  return createHmac('sha256', config.secret)
    .update(`offline-owner:${token}`)
    .digest('base64url')
    .slice(0, 22);
}
