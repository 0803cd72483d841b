import { rm } from 'node:fs/promises';
import { TEMPLATE_VARIABLE } from './database-template';
import { dropAbandonedPostgresDatabases } from './test-databases';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_VARIABLE];
  if (file) await rm(file, { force: true });
  // The template, and any database a test file that failed mid-way did not remove.
  if (process.env.DATABASE_URL)
    await dropAbandonedPostgresDatabases(process.env.DATABASE_URL, { includingOwn: true });
}
