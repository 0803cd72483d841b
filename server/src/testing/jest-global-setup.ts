import os from 'node:os';
import path from 'node:path';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/database';
import { seedDemoData } from '../db/seed';
import { TEMPLATE_VARIABLE, writeDatabaseTemplate } from './database-template';
import {
  createPostgresDatabase,
  dropAbandonedPostgresDatabases,
  POSTGRES_TEMPLATE_VARIABLE,
} from './test-databases';

/**
 * Once per jest run: the migrated, seeded databases every test database starts from, the embedded
 * one always and, when DATABASE_URL is set, a PostgreSQL one. Workers inherit their names.
 */
export default async function globalSetup(): Promise<void> {
  const file = path.join(os.tmpdir(), `iper-test-database-${process.pid}.tar`);
  await writeDatabaseTemplate(file);
  process.env[TEMPLATE_VARIABLE] = file;
  const url = process.env.DATABASE_URL;
  if (!url) return;
  await dropAbandonedPostgresDatabases(url);
  const template = await createPostgresDatabase(url);
  const database = await openDatabase({ url: template.url });
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
  } finally {
    // A database someone is connected to cannot be copied.
    await database.close();
  }
  process.env[POSTGRES_TEMPLATE_VARIABLE] = template.name;
}
