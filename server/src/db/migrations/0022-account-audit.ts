import { sql, type Kysely } from 'kysely';

// GDPR self-service: the privacy audit log, and digital receipts that outlive their account
// (anonymised: kept for the accounting records, art. 2220 c.c., with no customer attached).
// Frozen once shipped; runs on PostgreSQL 15 and PGlite alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key on user_id: the rows must survive the account they speak of.
  await db.schema
    .createTable('account_audit_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) =>
      col
        .notNull()
        .check(sql`action in ('data-export', 'account-deletion', 'account-deletion-refused')`),
    )
    .addColumn('ip_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('account_audit_log_user_idx')
    .on('account_audit_log')
    .columns(['user_id', 'created_at'])
    .execute();

  await sql`alter table receipts alter column user_id drop not null`.execute(db);
  await sql`alter table receipts drop constraint receipts_user_id_fkey`.execute(db);
  await sql`alter table receipts add constraint receipts_user_id_fkey foreign key (user_id) references auth_users (id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from receipts where user_id is null`.execute(db);
  await sql`alter table receipts drop constraint receipts_user_id_fkey`.execute(db);
  await sql`alter table receipts add constraint receipts_user_id_fkey foreign key (user_id) references auth_users (id) on delete cascade`.execute(
    db,
  );
  await sql`alter table receipts alter column user_id set not null`.execute(db);
  await db.schema.dropTable('account_audit_log').execute();
}
