import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations';

/** Brings the schema up to date; throws (and changes nothing more) if a migration fails. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string | undefined> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Each domain numbers its migrations in its own range (migrations/index.ts), so a new stores
    // migration (0011) may arrive after content's 0042 has run: that order is expected, not corrupt.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = await migrator.getMigrations();
  return applied.filter((m) => m.executedAt).at(-1)?.name ?? results?.at(-1)?.migrationName;
}
