import { sql } from 'kysely';
import { withAdvisoryLock, withAdvisoryLockIfFree } from './advisory-lock';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { seedDemoData } from './seed';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** Two server instances on one PostgreSQL: two pools on one new, empty database. */
onPostgres('work that must happen once, with several instances on PostgreSQL', () => {
  let database: TestDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(url, { empty: true });
    first = database.handle;
    second = await database.connect();
  });
  afterAll(async () => database?.close());

  it('migrates and seeds once when two instances start together', async () => {
    // The two instances race each other.
    const [a, b] = await Promise.all([migrateToLatest(first.db), migrateToLatest(second.db)]);
    expect(a).toBe(b);
    await Promise.all([seedDemoData(first.db), seedDemoData(second.db)]);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from auth_users where email = 'mario.rossi@example.it'`.execute(
      first.db,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('runs locked work one instance at a time', async () => {
    const timeline: string[] = [];
    const work = (name: string) => async () => {
      timeline.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      timeline.push(`${name} out`);
    };
    await Promise.all([
      withAdvisoryLock(first.db, 'test-work', work('a')),
      withAdvisoryLock(second.db, 'test-work', work('b')),
    ]);
    // One finished before the other began: a in, a out, b in, b out (or b first).
    expect(timeline).toHaveLength(4);
    expect(timeline[1]).toBe(timeline[0]?.replace(' in', ' out'));
    expect(timeline[3]).toBe(timeline[2]?.replace(' in', ' out'));
  });

  it('skips scheduled work another instance is doing, and runs it once that is done', async () => {
    let release: () => void = () => undefined;
    const holding = withAdvisoryLock(
      first.db,
      'orphan-sweep:test',
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    let ran = false;
    expect(
      await withAdvisoryLockIfFree(second.db, 'orphan-sweep:test', async () => {
        ran = true;
      }),
    ).toBe(false);
    expect(ran).toBe(false);
    release();
    await holding;
    expect(
      await withAdvisoryLockIfFree(second.db, 'orphan-sweep:test', async () => {
        ran = true;
      }),
    ).toBe(true);
    expect(ran).toBe(true);
  });
});

describe('the same calls on the embedded PGlite (one process)', () => {
  it('simply runs the work', async () => {
    const database = await openTestDatabase(undefined);
    try {
      expect(await withAdvisoryLock(database.handle.db, 'x', async () => 42)).toBe(42);
      expect(await withAdvisoryLockIfFree(database.handle.db, 'x', async () => undefined)).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  });
});
