import { FORGOT_PASSWORD_MESSAGE } from '@iper/contracts';
import { sql } from 'kysely';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { afterAnswer } from './after-answer';
import { TestBrowser } from './test-browser';

/**
 * Issue 32 #11: the forgotten-password answer took longer for a known address (its token and
 * mail were written before answering). Timing statistics make flaky tests, so this checks the
 * order instead: with the accounts table locked, nobody can look an address up, and both
 * answers still arrive; the token and the mail follow once the lock is gone.
 */
describe.each(testDatabases())('the forgotten-password answer on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  it('answers before looking the address up, then writes the token and mails the owner', async () => {
    const browser = await new TestBrowser(server.app).open();
    const answer = (email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/identity/password/forgot',
        headers: {
          cookie: browser.cookieHeader(),
          'x-csrf-token': browser.cookies.get('iper.csrf') ?? '',
        },
        payload: { email },
      });
    let release!: () => void;
    const unlocked = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = server.database.db.transaction().execute(async (trx) => {
      await sql`lock table auth_users in access exclusive mode`.execute(trx);
      locked();
      await unlocked;
    });
    await isLocked;
    try {
      const waited = new Promise<'waited for the lookup'>((resolve) =>
        setTimeout(() => resolve('waited for the lookup'), 5_000).unref(),
      );
      const [known, unknown] = await Promise.all([
        Promise.race([answer('giulia.bianchi@example.it'), waited]),
        Promise.race([answer('sconosciuta@example.it'), waited]),
      ]);
      expect(known).not.toBe('waited for the lookup');
      expect(unknown).not.toBe('waited for the lookup');
      if (typeof known === 'string' || typeof unknown === 'string') return;
      expect(known.json()).toEqual({ errorCode: '0', message: FORGOT_PASSWORD_MESSAGE });
      expect(unknown.rawPayload.equals(known.rawPayload)).toBe(true);
    } finally {
      release();
      await lock;
    }
    await afterAnswer.settled();
    const mails = await server.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', 'in', ['giulia.bianchi@example.it', 'sconosciuta@example.it'])
      .execute();
    expect(mails).toEqual([{ kind: 'password-reset' }]);
  });
});
