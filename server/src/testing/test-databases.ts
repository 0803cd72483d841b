import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { databaseTemplate } from './database-template';

/**
 * The name of the run's migrated, seeded PostgreSQL database (jest's global setup makes it when
 * DATABASE_URL is set): every test database on PostgreSQL is a copy of it.
 */
export const POSTGRES_TEMPLATE_VARIABLE = 'IPER_TEST_POSTGRES_TEMPLATE';

/** Test databases are named after the jest worker that made them, so a dead run's can be found. */
const NAME_PREFIX = 'iper_test_';

/** The address of database `name` on the server of `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to the server's DATABASE_URL database. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let created = 0;

/**
 * A new PostgreSQL database beside DATABASE_URL's: a copy of `template` (PostgreSQL copies its
 * files: ~0.1 s, where migrating and seeding a new one took ~1 s and had to wait for the other
 * test files' migrations), or empty. `drop` removes it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${NAME_PREFIX}${process.pid}_${Date.now().toString(36)}_${created++}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, (client) => dropDatabase(client, name)),
  };
}

/**
 * Drops a database. Plain DROP DATABASE first: it also stops an autovacuum worker busy there,
 * which `WITH (FORCE)` may not (terminating it needs rights a test role lacks). FORCE only for
 * sessions a test left open.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
  } catch {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/**
 * Drops the test databases of runs that are no longer running (a killed run left them), and with
 * `includingOwn` this run's too (its end).
 */
export async function dropAbandonedPostgresDatabases(
  serverUrl: string,
  { includingOwn = false }: { includingOwn?: boolean } = {},
): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${NAME_PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(NAME_PREFIX.length).split('_')[0]);
      if (Number.isInteger(pid) && isRunning(pid) && !(includingOwn && pid === process.pid))
        continue;
      await dropDatabase(client, datname);
    }
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A test's database, and how to open more handles on it (two server instances on one database). */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** Another handle on the same database: a second instance's pool (PostgreSQL only). */
  connect(): Promise<DatabaseHandle>;
  /** Closes every handle and removes the database. */
  close(): Promise<void>;
}

/**
 * A database of a test's own, migrated and seeded with the demo data unless `empty`: on the
 * embedded PGlite (no `url`) a copy of the run's template (database-template.ts) or a new cluster;
 * on PostgreSQL (`url`, DATABASE_URL) a database copied from the run's template or a new one.
 */
export async function openTestDatabase(
  url: string | undefined,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (!url) {
    const handle = await openDatabase({
      dataDir: 'memory://',
      ...(empty ? {} : { from: await databaseTemplate() }),
    });
    return {
      handle,
      connect: () => Promise.reject(new Error('PGlite is one connection: it has no second handle')),
      close: () => handle.close(),
    };
  }
  const template = empty ? undefined : process.env[POSTGRES_TEMPLATE_VARIABLE];
  const database = await createPostgresDatabase(url, template);
  const handles: DatabaseHandle[] = [];
  const connect = async () => {
    const handle = await openDatabase({ url: database.url });
    handles.push(handle);
    return handle;
  };
  const handle = await connect();
  return {
    handle,
    connect,
    async close() {
      for (const open of handles) await open.close();
      await database.drop();
    },
  };
}
