import type { DataExport } from '@iper/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dataExportOf } from './data-export-format';
import { readExportRows } from './data-export.queries';

/**
 * Everything the site holds about one customer (GDPR art. 15 and 20), across every module,
 * read by the session's user id only. Never included: password hashes, session and OAuth
 * tokens, reset tokens, other people's rows.
 */
export async function collectDataExport(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<DataExport | undefined> {
  const rows = await readExportRows(db, userId, now);
  return rows && dataExportOf(rows, now);
}
