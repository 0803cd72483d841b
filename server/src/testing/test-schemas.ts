import type { Kysely } from 'kysely';
import { withDatabaseAdvisoryLock } from '../db/advisory-lock';

/**
 * Test files on PostgreSQL share one database, a schema each, two files at a time. Kysely's
 * migrator reads every schema's tables (`pg_get_serial_sequence` on each column), and a schema
 * the other file drops at that moment makes it fail ("column "timestamp" of relation
 * "kysely_migration" does not exist"). So migrating a test schema and dropping one take turns
 * under one lock of the whole database. The embedded PGlite is a database per test: no turns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
export async function inTestSchemaTurn<T>(db: Kysely<any>, work: () => Promise<T>): Promise<T> {
  return withDatabaseAdvisoryLock(db, 'iper test schemas', work);
}

/** Drops a test's schema, in turn with the other files' migrations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
export async function dropTestSchema(db: Kysely<any>, schema: string): Promise<void> {
  await inTestSchemaTurn(db, () => db.schema.dropSchema(schema).ifExists().cascade().execute());
}
