import type { Kysely } from 'kysely';
import { seedStores } from '../stores/stores.seed';
import type { Database } from './schema';

/** Demo data for a new database; every seeder is idempotent, so running it again adds nothing. */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedStores(trx);
  });
}
