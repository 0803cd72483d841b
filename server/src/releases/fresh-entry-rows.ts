import type { RemoteName } from '@iper/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EntryRow } from '../remotes/remote-entries';

/** A remote's row read now (not the snapshot an instance keeps for pages). */
export async function freshEntryRow(
  db: Kysely<Database>,
  remote: RemoteName,
): Promise<EntryRow | undefined> {
  return db
    .selectFrom('remote_entries')
    .selectAll()
    .where('remote', '=', remote)
    .executeTakeFirst();
}

/** Every remote's row read now, by remote. */
export async function freshEntryRows(db: Kysely<Database>): Promise<Map<string, EntryRow>> {
  const rows = await db.selectFrom('remote_entries').selectAll().execute();
  return new Map(rows.map((row) => [row.remote, row]));
}
