import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('insights_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('event_type', 'text', (col) =>
      col.notNull().check(sql`event_type in ('click', 'conversion', 'view')`),
    )
    .addColumn('event_name', 'text', (col) => col.notNull())
    .addColumn('index_name', 'text', (col) => col.notNull())
    .addColumn('user_token', 'text', (col) => col.notNull())
    .addColumn('object_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('query_id', 'text')
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insights_events').execute();
}
