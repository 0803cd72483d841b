import type { Kysely } from 'kysely';

// Issue 34: a TOTP code is accepted once (RFC 6238 §5.2). The 30-second step of the last code
// accepted for an account; a code of that step or an earlier one is refused. Frozen once
// shipped; runs on PostgreSQL 15 and PGlite alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  // integer: steps since 1970 are ~59 million today, far from 2^31 for millennia.
  await db.schema.alterTable('auth_two_factors').addColumn('last_used_step', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_two_factors').dropColumn('last_used_step').execute();
}
