import { createHmac } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PrivacyAction } from './privacy.tables';

/**
 * The client address as an HMAC under the server's secret: equal addresses give equal hashes (so
 * abuse from one address shows), but the log alone does not give the address back, which a plain
 * SHA-256 of the 2^32 IPv4 addresses would.
 */
export function hashIp(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`account-audit:${ip}`).digest('hex');
}

export async function recordPrivacyAction(
  db: Kysely<Database> | Transaction<Database>,
  entry: { userId: string; action: PrivacyAction; ipHash: string },
): Promise<void> {
  await db
    .insertInto('account_audit_log')
    .values({ user_id: entry.userId, action: entry.action, ip_hash: entry.ipHash })
    .execute();
}
