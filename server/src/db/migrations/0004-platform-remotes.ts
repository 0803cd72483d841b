import { sql, type Kysely } from 'kysely';

/**
 * Where each remote is loaded from, when an operator switched it at run time (the environment's
 * REMOTE_<NAME>_ENTRY, or the default, otherwise), and the platform's log of such actions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_entries')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('entry', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('platform_audit_log')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('remote', 'text')
    .addColumn('entry', 'text')
    .addColumn('actor_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_audit_log').execute();
  await db.schema.dropTable('remote_entries').execute();
}
