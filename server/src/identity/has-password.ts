import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the account has a password to sign in with (not social sign-in or passkeys alone). */
export async function hasPassword(
  db: Pick<Kysely<Database>, 'selectFrom'>,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}
