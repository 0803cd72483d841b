import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { markSingleProcess } from './advisory-lock';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a real PostgreSQL; otherwise the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /**
   * A PGlite data directory dumped earlier (`dumpDataDir`) to start from instead of a new cluster:
   * tests start from one migrated, seeded template (testing/database-template.ts).
   */
  from?: Blob;
}

/**
 * Opens the database: the same Kysely code runs on the embedded PGlite (default, nothing to
 * install) and on PostgreSQL (DATABASE_URL), with one set of migrations.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, driver: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, options.from ? { loadDataDir: options.from } : {});
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  markSingleProcess(db);
  return {
    db,
    driver: 'pglite',
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
