import type { Kysely } from 'kysely';
import { readConfig } from '../config';
import type { Database } from '../db/schema';
import { refreshSearchIndices } from './search-indices';

/** Builds the search indices from the seeded flyers and stories (idempotent: unchanged sources are skipped). */
export async function seedSearchIndices(
  db: Kysely<Database>,
  indices = readConfig().search.indices,
): Promise<void> {
  await refreshSearchIndices(db, indices);
}
