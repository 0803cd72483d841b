import { sql, type Kysely } from 'kysely';

// Careers: open positions (with an Italian full-text search column), applications and their
// files. Frozen once shipped. Runs on PostgreSQL 15 and PGlite (PostgreSQL 18) alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_positions')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('punto-vendita', 'sede', 'mestieri-in-crescita')`),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('store_id', 'text', (col) => col.references('stores.id').onDelete('set null'))
    .addColumn('function', 'text', (col) => col.notNull())
    .addColumn('contract', 'text', (col) => col.notNull())
    .addColumn('published_on', 'date', (col) => col.notNull())
    .addColumn('closes_on', 'date')
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('requirements', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('offer', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Title weighs most, then function and place, then the text: search results rank that way.
    .addColumn('search', sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('italian'::regconfig, title), 'A') || setweight(to_tsvector('italian'::regconfig, function || ' ' || place || ' ' || contract), 'B') || setweight(to_tsvector('italian'::regconfig, summary || ' ' || description), 'C')`,
        )
        .stored(),
    )
    .execute();
  await sql`create index job_positions_search_idx on job_positions using gin (search)`.execute(db);
  await db.schema
    .createIndex('job_positions_kind_idx')
    .on('job_positions')
    .columns(['kind', 'published_on'])
    .execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('number', 'serial', (col) => col.notNull().unique())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('position_slug', 'text', (col) =>
      col.references('job_positions.slug').onDelete('restrict'),
    )
    .addColumn('area', 'text', (col) =>
      col.check(sql`area in ('punto-vendita', 'sede', 'mestieri-in-crescita')`),
    )
    .addColumn('user_id', 'text', (col) => col.references('auth_users.id').onDelete('set null'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('tax_code', 'char(16)', (col) => col.notNull())
    .addColumn('fields', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'job_applications_target_check',
      sql`position_slug is not null or area is not null`,
    )
    .execute();
  await db.schema
    .createIndex('job_applications_user_idx')
    .on('job_applications')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('job_applications_email_idx')
    .on('job_applications')
    .column('email')
    .execute();

  await db.schema
    .createTable('job_application_files')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('application_id', 'uuid', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('field', 'text', (col) =>
      col.notNull().check(sql`field in ('cv', 'photo', 'video')`),
    )
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('job_application_files_field_unique', ['application_id', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_application_files').execute();
  await db.schema.dropTable('job_applications').execute();
  await db.schema.dropTable('job_positions').execute();
}
