import { buildApp } from './app';
import { readConfig } from './config';
import { withAdvisoryLockIfFree } from './db/advisory-lock';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { prepareFlyerPdfs } from './flyers/flyers.seed';

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
// Several instances starting together take turns (advisory locks in migrate.ts and seed.ts).
const migration = await migrateToLatest(database.db);
if (config.seedDemoData) await seedDemoData(database.db);

const app = await buildApp({
  config,
  db: database.db,
  dbDriver: database.driver,
  dbMigration: migration,
});

/**
 * Graceful stop (SIGTERM from the orchestrator, SIGINT from a terminal): readiness fails at once
 * (the balancer stops sending new requests) and, after SHUTDOWN_DRAIN_MS for the balancer to
 * notice, Fastify stops accepting connections and waits for the requests in flight to finish;
 * then the database closes. A stop that takes longer than SHUTDOWN_TIMEOUT_MS exits anyway.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.draining = true;
  app.log.info({ signal, drainMs: config.shutdown.drainMs }, 'shutting down');
  setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdown.timeoutMs }, 'requests still running: exiting');
    process.exit(1);
  }, config.shutdown.timeoutMs).unref();
  if (config.shutdown.drainMs > 0)
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

// After listening: the flyer PDFs of this week and the next are rendered in the background, by
// one instance at a time (the others find them stored, or render a missing one on request).
withAdvisoryLockIfFree(database.db, 'flyer-pdfs', async () => {
  const rendered = await prepareFlyerPdfs(database.db);
  app.log.info({ rendered }, 'flyer PDFs ready');
}).catch((err: unknown) =>
  app.log.warn({ err }, 'flyer PDFs not prepared; they will be rendered on request'),
);
