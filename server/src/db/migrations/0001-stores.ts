import { sql, type Kysely } from 'kysely';

// Migrations are frozen: never edit one that has shipped, add the next instead. They must run on
// PostgreSQL 15 (Debian, CI) and on PGlite's PostgreSQL 18 alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('hypermarket', 'supermarket')`),
    )
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('province', 'char(2)', (col) => col.notNull())
    .addColumn('zip', 'char(5)', (col) => col.notNull())
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lng', 'double precision', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('yext_id', 'text', (col) => col.notNull())
    .addColumn('opening_hours', 'jsonb', (col) => col.notNull())
    .addColumn('fuels', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stores').execute();
}
