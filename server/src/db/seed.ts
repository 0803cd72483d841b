import type { Kysely } from 'kysely';
import { seedStores } from '../stores/stores.seed';
import { seedContent } from '../content/content.seed';
import { seedDemoUsers } from '../identity/identity.seed';
import { seedAccounts } from '../account/account.seed';
import { seedLoyalty } from '../loyalty/loyalty.seed';
import { seedCareers } from '../careers/careers.seed';
import { seedFlyers } from '../flyers/flyers.seed';
import { seedSearchIndices } from '../search/search.seed';
import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './schema';

/**
 * Demo data for a new database; every seeder is idempotent, so running it again adds nothing (and
 * extends the flyer weeks ahead). Instances starting together seed one at a time, under an
 * advisory lock: the later ones find the rows there and add nothing.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  await withAdvisoryLock(db, 'demo-seed', () => seedInOneTransaction(db));
}

async function seedInOneTransaction(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedStores(trx);
    await seedContent(trx);
    await seedDemoUsers(trx);
    await seedAccounts(trx);
    await seedLoyalty(trx);
    await seedCareers(trx);
    await seedFlyers(trx);
    await seedSearchIndices(trx);
  });
}
