import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { databaseTemplate } from './database-template';
import { dropTestSchema, inTestSchemaTurn } from './test-schemas';

/**
 * The databases integration tests run against: the embedded PGlite always, and a real
 * PostgreSQL too when DATABASE_URL is set (CI). Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): { name: string; url: string | undefined }[] {
  const url = process.env.DATABASE_URL;
  return [{ name: 'PGlite', url: undefined }, ...(url ? [{ name: 'PostgreSQL', url }] : [])];
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

let schemaCounter = 0;

/**
 * A migrated, seeded app on a database of its own: a copy of the run's PGlite template
 * (database-template.ts), or a fresh PostgreSQL schema.
 */
export async function startTestServer(
  url: string | undefined,
  env: NodeJS.ProcessEnv = {},
  options: { onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestServer> {
  const schema = url ? `test_${process.pid}_${Date.now()}_${schemaCounter++}` : undefined;
  const template = url ? undefined : await databaseTemplate();
  const database = await openDatabase({ url, dataDir: 'memory://', schema, from: template });
  // On the template both find their work done (and say so quickly): the same calls either way.
  const migration = await inTestSchemaTurn(database.db, () => migrateToLatest(database.db));
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
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      if (schema) await dropTestSchema(database.db, schema);
      await database.close();
    },
  };
}
