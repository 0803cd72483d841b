import { sql, type Kysely } from 'kysely';

// Issue 34: the optional second factor of a password sign-in (TOTP and recovery codes), stored as
// better-auth's two-factor plugin expects them under our names (identity/auth.ts): the secret and
// the recovery codes encrypted with AUTH_SECRET, never in clear. Frozen once shipped; runs on
// PostgreSQL 15 and PGlite alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth_users add column two_factor_enabled boolean not null default false`.execute(
    db,
  );
  await db.schema
    .createTable('auth_two_factors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().unique().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('backup_codes', 'text', (col) => col.notNull())
    // False from "Attiva" until the first code from the authenticator app confirms it.
    .addColumn('verified', 'boolean', (col) => col.notNull().defaultTo(false))
    // The plugin's own lockout columns (switched off: the per-account backoff applies instead).
    .addColumn('failed_verification_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_two_factors').execute();
  await sql`alter table auth_users drop column two_factor_enabled`.execute(db);
}
