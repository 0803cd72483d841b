import { PGlite } from '@electric-sql/pglite';
import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Kysely } from 'kysely';
import { markSingleProcess } from '../db/advisory-lock';
import { migrateToLatest } from '../db/migrate';
import { PGliteDialect } from '../db/pglite-dialect';
import type { Database } from '../db/schema';
import { seedDemoData } from '../db/seed';

/**
 * One migrated, seeded embedded database for a whole test run. A new PGlite cluster costs 4–5 s
 * (initdb inside WebAssembly) and the migrations and demo data ~1.5 s more, for each of the ~70
 * servers the integration tests start; a copy of this template starts in ~2 s. jest's global
 * setup makes it once per run (so it always matches the code under test) and names the file in
 * this variable; the test files' workers inherit it.
 */
export const TEMPLATE_VARIABLE = 'IPER_TEST_PGLITE_TEMPLATE';

export async function writeDatabaseTemplate(file: string): Promise<void> {
  const client = await PGlite.create('memory://');
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  markSingleProcess(db);
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
    if (!client.closed) await client.close();
  }
}

/** The run's template, when the global setup made one (a test file run alone by other means: none). */
export async function databaseTemplate(): Promise<Blob | undefined> {
  const file = process.env[TEMPLATE_VARIABLE];
  return file ? openAsBlob(file) : undefined;
}
