import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { prepareFlyerPdfs } from './flyers/flyers.seed';

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const migration = await migrateToLatest(database.db);
if (config.seedDemoData) await seedDemoData(database.db);

const app = await buildApp({
  config,
  db: database.db,
  dbDriver: database.driver,
  dbMigration: migration,
});

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

// After listening: the flyer PDFs of this week and the next are rendered in the background.
prepareFlyerPdfs(database.db).then(
  (rendered) => app.log.info({ rendered }, 'flyer PDFs ready'),
  (err: unknown) =>
    app.log.warn({ err }, 'flyer PDFs not prepared; they will be rendered on request'),
);
