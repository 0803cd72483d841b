import { sql, type Kysely } from 'kysely';

// Issue 34: passkeys (WebAuthn credentials), the single-use challenges of their ceremonies, and
// the time each session last proved its owner (sign-in, password or passkey: the fresh check).
// Frozen once shipped; runs on PostgreSQL 15 and PGlite alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_passkeys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('auth_users.id').onDelete('cascade'),
    )
    // base64url, as the browser names it; unique across the site (one credential, one account).
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('device_type', 'text', (col) => col.notNull())
    .addColumn('backed_up', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('aaguid', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('auth_passkeys_user_id_idx')
    .on('auth_passkeys')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('register', 'sign-in', 'fresh-check')`),
    )
    .addColumn('challenge', 'text', (col) => col.notNull())
    // The session a registration or a fresh check belongs to; none for a sign-in.
    .addColumn('session_id', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // A new session has just proved its owner: its sign-in is its first check.
  await sql`alter table auth_sessions add column checked_at timestamptz not null default now()`.execute(
    db,
  );
  // The passkey a session signed in with (the devices list names it); gone with the passkey.
  await sql`alter table auth_sessions add column passkey_id text references auth_passkeys (id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth_sessions drop column passkey_id`.execute(db);
  await sql`alter table auth_sessions drop column checked_at`.execute(db);
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('auth_passkeys').execute();
}
