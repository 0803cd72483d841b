import { sql, type Kysely } from 'kysely';

// Frozen once shipped. Runs on PostgreSQL 15 and PGlite (PostgreSQL 18) alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_documents')
    .addColumn('index_name', 'text', (col) => col.notNull())
    .addColumn('object_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('keywords', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    /** The record as the hits return it (Algolia attributes). */
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    /** 'attribute:value' tokens for filters, facetFilters and facet counts. */
    .addColumn('filters', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    /** Order of the records when the query is empty or ranks tie. */
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('search_vector', sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('italian', title), 'A') || setweight(to_tsvector('italian', keywords), 'B') || setweight(to_tsvector('italian', body), 'C')`,
        )
        .stored(),
    )
    .addPrimaryKeyConstraint('search_documents_pk', ['index_name', 'object_id'])
    .execute();
  await db.schema
    .createIndex('search_documents_vector_idx')
    .on('search_documents')
    .using('gin')
    .column('search_vector')
    .execute();
  await db.schema
    .createIndex('search_documents_filters_idx')
    .on('search_documents')
    .using('gin')
    .column('filters')
    .execute();

  // What each index was last built from (e.g. the flyer weeks of the product index), so a rebuild
  // runs only when its source changed.
  await db.schema
    .createTable('search_index_versions')
    .addColumn('index_name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_index_versions').execute();
  await db.schema.dropTable('search_documents').execute();
}
