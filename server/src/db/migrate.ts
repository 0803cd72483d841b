import { Migrator, sql, type Kysely } from 'kysely';
import { withAdvisoryLock } from './advisory-lock';
import { MIGRATIONS } from './migrations';

/**
 * Brings the schema up to date; throws (and changes nothing more) if a migration fails. Instances
 * starting together take turns under an advisory lock: the first migrates, the others find
 * nothing left to do (Kysely's own lock covers the migrations, not its bookkeeping tables'
 * creation, which two first starts would race for).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string | undefined> {
  return withAdvisoryLock(db, 'migrations', () => migrate(db));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function migrate(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Kysely looks for its bookkeeping tables in every schema unless told which: on a PostgreSQL
    // shared by several apps another schema's tables would fool it.
    migrationTableSchema: rows[0]?.schema ?? 'public',
    // Each domain numbers its migrations in its own range (migrations/index.ts), so a new stores
    // migration (0011) may arrive after content's 0042 has run: that order is expected, not corrupt.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = await migrator.getMigrations();
  return applied.filter((m) => m.executedAt).at(-1)?.name ?? results?.at(-1)?.migrationName;
}
