import { FRESH_CHECK_ERROR, FRESH_CHECK_MESSAGE } from '@iper/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { parseCookies } from '../platform/cookies';
import { cookieName, type IdentityConfig } from './identity.config';

/**
 * The fresh check (issue 34): a sensitive action — a new e-mail or password, adding or removing a
 * passkey, tying or changing the loyalty card, the Più upgrade, ending other sessions, the data
 * export, deleting the account — needs the session to have proved its owner (sign-in, password
 * or passkey) within the last FRESH_CHECK_MINUTES. The one rule, in one place: routes use
 * `app.identity.requireFreshCheck` (identity.service.ts) as a preHandler.
 */
export const FRESH_CHECK_MINUTES = 5;
/** The window in seconds: FRESH_CHECK_MINUTES unless `AUTH_FRESH_CHECK_SECONDS` says otherwise. */
export const FRESH_CHECK_DEFAULT_SECONDS = FRESH_CHECK_MINUTES * 60;

/** The answer the site's base query recognizes: one dialog, then the same request again. */
export function sendFreshCheckRequired(reply: FastifyReply) {
  return reply
    .status(403)
    .header('cache-control', 'no-store')
    .send({ statusCode: 403, error: FRESH_CHECK_ERROR, message: FRESH_CHECK_MESSAGE });
}

/** The token of the request's session cookie (`token.signature`), unverified: look it up, never trust it. */
export function sessionTokenOf(
  config: Pick<IdentityConfig, 'secureCookies'>,
  request: FastifyRequest,
): string | undefined {
  const value = parseCookies(request.headers.cookie)[cookieName(config, 'session_token')];
  if (!value) return undefined;
  const token = decodeURIComponent(value).split('.')[0];
  return token || undefined;
}

export interface CurrentSession {
  id: string;
  userId: string;
  checkedAt: Date;
}

/** The request's live session row (id, owner, last check), or undefined. */
export async function currentSessionOf(
  db: Kysely<Database>,
  config: Pick<IdentityConfig, 'secureCookies'>,
  request: FastifyRequest,
): Promise<CurrentSession | undefined> {
  const token = sessionTokenOf(config, request);
  if (!token) return undefined;
  const row = await db
    .selectFrom('auth_sessions')
    .select(['id', 'user_id', 'checked_at'])
    .where('token', '=', token)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, checkedAt: new Date(row.checked_at) } : undefined;
}

export function isFresh(
  checkedAt: Date,
  windowSeconds = FRESH_CHECK_DEFAULT_SECONDS,
  now = Date.now(),
): boolean {
  return now - checkedAt.getTime() <= windowSeconds * 1000;
}

/** The session proved its owner now (a password or a passkey matched). */
export async function markChecked(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ checked_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
}
