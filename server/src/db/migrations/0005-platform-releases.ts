import { sql, type Kysely } from 'kysely';

/**
 * Versioned releases of the remotes (issue 19): the releases published to the release store, and
 * on each remote's entry the version it runs, the one before it (rollback) and a canary with the
 * share of visitors that gets it. The audit log names who acted (the CLI sends it) and on what
 * version; render and browser errors are counted per remote version (`status`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_releases')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('git_commit', 'text', (col) => col.notNull())
    .addColumn('metadata', 'text', (col) => col.notNull())
    .addColumn('published_by', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('remote_releases_pk', ['remote', 'version'])
    .execute();
  await db.schema
    .alterTable('remote_entries')
    .addColumn('version', 'text')
    .addColumn('previous_entry', 'text')
    .addColumn('previous_version', 'text')
    .addColumn('canary_entry', 'text')
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer')
    .addColumn('canary_since', 'timestamptz')
    .addColumn('changed_by', 'text')
    .execute();
  await db.schema
    .alterTable('platform_audit_log')
    .addColumn('actor', 'text')
    .addColumn('version', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema
    .createTable('remote_version_errors')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('last_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('remote_version_errors_pk', ['remote', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_version_errors').execute();
  for (const column of ['detail', 'version', 'actor'])
    await db.schema.alterTable('platform_audit_log').dropColumn(column).execute();
  for (const column of [
    'changed_by',
    'canary_since',
    'canary_percent',
    'canary_version',
    'canary_entry',
    'previous_version',
    'previous_entry',
    'version',
  ])
    await db.schema.alterTable('remote_entries').dropColumn(column).execute();
  await db.schema.dropTable('remote_releases').execute();
}
