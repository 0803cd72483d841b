import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations';

/** Brings the schema up to date; throws (and changes nothing more) if a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string | undefined> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = await migrator.getMigrations();
  return applied.filter((m) => m.executedAt).at(-1)?.name ?? results?.at(-1)?.migrationName;
}
