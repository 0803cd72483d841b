import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';

/**
 * Issue 17, point 7: a failed query is logged without the values it ran with. The server's own
 * logger (as buildApp configures it) logs a real PGlite error whose parameters hold a customer's
 * e-mail, name and message.
 */
describe('error logs without SQL values (issue 17, point 7)', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    testDatabase = await openTestDatabase(undefined);
    database = testDatabase.handle;
  });
  afterAll(() => testDatabase.close());

  /** What the server's own logger (as buildApp configures it) writes for a failed request. */
  async function loggedLine(error: unknown): Promise<string> {
    let output = '';
    const logStream = new Writable({
      write: (chunk, _encoding, done) => ((output += String(chunk)), done()),
    });
    const app = await buildApp({
      config: readConfig({ LOG_LEVEL: 'info' }),
      db: database.db,
      dbDriver: database.driver,
      serveSite: false,
      logStream,
    });
    app.log.error({ err: error }, 'request failed');
    await app.close();
    return output.split('\n').find((line) => line.includes('request failed')) ?? '';
  }

  it('keeps the error, its code and the SQL text, but no parameter values', async () => {
    const error =
      await sql`select ${'mario.rossi@example.it'}::int as n, ${'Mario Rossi'}::text, ${'Il mio messaggio privato'}::text`
        .execute(database.db)
        .catch((caught: unknown) => caught);
    expect((error as { params?: unknown[] }).params).toContain('mario.rossi@example.it');
    const line = await loggedLine(error);
    expect(line).toContain('"code":"22P02"');
    expect(line).toContain('invalid input syntax for type integer');
    expect(line).toContain('$1::int');
    for (const value of ['mario.rossi@example.it', 'Mario Rossi', 'Il mio messaggio privato'])
      expect(line).not.toContain(value);
  });
});
