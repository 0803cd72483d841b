import { sql, type Kysely } from 'kysely';

// Frozen once shipped. Runs on PostgreSQL 15 and PGlite (PostgreSQL 18) alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('uuid', 'uuid', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('full_slug', 'text', (col) => col.notNull().unique())
    .addColumn('content', 'jsonb', (col) => col.notNull())
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('first_published_at', 'timestamptz')
    .addColumn('sort_by_date', 'text', (col) =>
      col.check(sql`sort_by_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    )
    .addColumn('tag_list', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('parent_id', 'integer')
    .addColumn('group_id', 'uuid', (col) => col.notNull())
    .addColumn('is_startpage', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('path', 'text')
    .execute();
  await db.schema
    .createIndex('stories_component_idx')
    .on('stories')
    .expression(sql`(content ->> 'component')`)
    .execute();
  await db.schema
    .createIndex('stories_full_slug_pattern_idx')
    .on('stories')
    .expression(sql`full_slug text_pattern_ops`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stories').execute();
}
