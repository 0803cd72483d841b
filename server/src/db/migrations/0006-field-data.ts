import { sql, type Kysely } from 'kysely';

/**
 * Field data (issue 35): what sampled page views report from visitors' browsers — one row per
 * page view, per web vital and per failing page view, tagged with the page's remote and the
 * version it ran — kept for a sliding window (FIELD_DATA_WINDOW_MINUTES) and read as p75 and
 * error rates per remote version; and the guard rails each canary is judged by, with its hold.
 * Plain types and a btree index: the same on PGlite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_data_samples')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('shell_version', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('canary', 'boolean', (col) => col.notNull().defaultTo(false))
    // `view`, `error` or a vital's name (LCP, INP, CLS, FCP, TTFB).
    .addColumn('kind', 'text', (col) => col.notNull())
    // The vital's value; the failure's kind for an `error` row is in `detail`.
    .addColumn('value', 'double precision')
    .addColumn('detail', 'text')
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('field_data_samples_version_idx')
    .on('field_data_samples')
    .columns(['remote', 'version', 'received_at'])
    .execute();
  await db.schema
    .createIndex('field_data_samples_received_idx')
    .on('field_data_samples')
    .column('received_at')
    .execute();
  await db.schema
    .createTable('canary_guard_rails')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('min_page_views', 'integer', (col) => col.notNull())
    .addColumn('error_alpha', 'double precision', (col) => col.notNull())
    .addColumn('inp_margin_ms', 'integer', (col) => col.notNull())
    .addColumn('lcp_margin_ms', 'integer', (col) => col.notNull())
    .addColumn('held', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('declared_by', 'text')
    .addColumn('declared_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('canary_guard_rails').execute();
  await db.schema.dropTable('field_data_samples').execute();
}
