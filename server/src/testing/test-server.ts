import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { openTestDatabase } from './test-databases';

/**
 * The databases a describe block's integration tests run against (`describe.each(testDatabases())`).
 * Once, on `singleTestDatabase()`: PostgreSQL, production's database, when DATABASE_URL is set (CI),
 * else the embedded PGlite. The same SQL runs on both, and the end-to-end journeys run the whole
 * site on PGlite; `'both'` is for the files whose SQL can behave differently on the two (full-text
 * search, row locks and races, migrations and seeds, statistics functions, durability), which run
 * on PGlite always and on PostgreSQL too when it is there.
 */
export function testDatabases(
  drivers: 'one' | 'both' = 'one',
): { name: string; url: string | undefined }[] {
  const url = singleTestDatabase();
  if (drivers === 'one') return [{ name: url ? 'PostgreSQL' : 'PGlite', url }];
  return [{ name: 'PGlite', url: undefined }, ...(url ? [{ name: 'PostgreSQL', url }] : [])];
}

/**
 * The one database a test runs against: PostgreSQL when DATABASE_URL is set (a test database there
 * is a copy made in a tenth of the time a PGlite one takes to start), else the embedded PGlite.
 */
export function singleTestDatabase(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A migrated, seeded app on a database of its own: a copy of the run's template, on PGlite or on
 * PostgreSQL (test-databases.ts).
 */
export async function startTestServer(
  url: string | undefined,
  env: NodeJS.ProcessEnv = {},
  options: {
    onRoute?: (route: RouteOptions) => void;
    /** Where the app logs (with LOG_LEVEL in `env`): a test reads its lines. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestServer> {
  const testDatabase = await openTestDatabase(url);
  const database = testDatabase.handle;
  // On the template both find their work done (and say so quickly): the same calls either way.
  const migration = await migrateToLatest(database.db);
  await seedDemoData(database.db);
  // The environment as the server would see it (tests set variables with withEnv), then the test's own.
  const config = readConfig({ ...process.env, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({
    config,
    db: database.db,
    dbDriver: database.driver,
    dbMigration: migration,
    serveSite: env.SERVE_SITE === 'true',
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await testDatabase.close();
    },
  };
}
