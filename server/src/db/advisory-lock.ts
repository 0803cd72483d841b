import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL advisory locks, so work that must happen once runs on one instance at a time when
 * several share a database: migrations and the demo seed at start (`withAdvisoryLock` waits),
 * scheduled work such as the orphan sweep (`withAdvisoryLockIfFree` skips when another instance
 * holds it). The lock is the connection's, held on a connection of its own while `work` runs on
 * the pool; a crashed holder's connection closes and its lock goes with it. Advisory locks belong
 * to one database: test databases never wait for each other. On the embedded PGlite there is one
 * process and one connection: the work simply runs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
type AnyDb = Kysely<any>;

/** Databases that are one process with one connection (the embedded PGlite): nothing to wait for. */
const singleProcess = new WeakSet<object>();

/** database.ts marks its PGlite handles: a lock held on their one connection would block `work`. */
export function markSingleProcess(db: AnyDb): void {
  singleProcess.add(db);
}

async function run<T>(
  db: AnyDb,
  name: string,
  wait: boolean,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (singleProcess.has(db)) return { ran: true, value: await work() };
  return db.connection().execute(async (connection) => {
    const key = sql`hashtextextended(${name}, 0)`;
    if (wait) {
      await sql`select pg_advisory_lock(${key})`.execute(connection);
    } else {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
      if (!rows[0]?.locked) return { ran: false as const };
    }
    try {
      return { ran: true as const, value: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** Runs `work` once no other instance holds the lock `name` (waiting for it). */
export async function withAdvisoryLock<T>(
  db: AnyDb,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const result = await run(db, name, true, work);
  if (!result.ran) throw new Error('advisory lock not taken');
  return result.value;
}

/** Runs `work` unless another instance holds the lock `name`; false when it did not run. */
export async function withAdvisoryLockIfFree(
  db: AnyDb,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  return (await run(db, name, false, work)).ran;
}
