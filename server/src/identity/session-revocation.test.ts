import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { TestBrowser } from './test-browser';

/**
 * The signed-in user is remembered in memory between requests (session-cache.ts), so these
 * journeys first use the session (it is then cached) and check that every way of ending a session
 * ends it on the very next request, on this server, for every device holding the cookie.
 */
describe.each(testDatabases())('session revocation on $name', ({ url }) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  // Not built on the customer's name (Rita Revoca): the password policy would refuse it.
  const PASSWORD = 'Sessione-Chiusa-2026';

  /** A new customer, signed in, whose session has been used twice (so it is cached). */
  async function customer(): Promise<{ browser: TestBrowser; email: string; replay: TestBrowser }> {
    counter += 1;
    const email = `revoca.${counter}.${Date.now()}@example.it`;
    const browser = await new TestBrowser(server.app).open();
    const registered = await browser.request('POST', '/api/identity/register', {
      email,
      password: PASSWORD,
      name: 'Rita',
      lastName: 'Revoca',
    });
    expect(registered.statusCode).toBe(201);
    for (let i = 0; i < 2; i += 1)
      expect((await browser.request('GET', '/api/account/info')).statusCode).toBe(200);
    // The same cookies on another tab: it keeps them whatever the first one is told to forget.
    const replay = new TestBrowser(server.app);
    for (const [name, value] of browser.cookies) replay.cookies.set(name, value);
    expect((await replay.request('GET', '/api/account/info')).statusCode).toBe(200);
    expect((await replay.request('GET', '/api/coupons')).statusCode).toBe(200);
    return { browser, email, replay };
  }

  it('logout ends the session at once', async () => {
    const { browser, replay } = await customer();
    expect((await browser.request('POST', '/api/identity/logout')).statusCode).toBe(200);
    expect((await replay.request('GET', '/api/account/info')).statusCode).toBe(401);
  });

  it('a password change signs out every device at once', async () => {
    const { browser, email, replay } = await customer();
    const changed = await browser.request('POST', '/api/identity/password/change', {
      email,
      currentPassword: PASSWORD,
      newPassword: 'Nuova-Password-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await replay.request('GET', '/api/account/info')).statusCode).toBe(401);
  });

  it('deleting the account ends its sessions at once', async () => {
    const { browser, replay } = await customer();
    const deleted = await browser.request('POST', '/api/account/deletion', {
      password: PASSWORD,
      confirm: true,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await replay.request('GET', '/api/coupons')).statusCode).toBe(401);
    expect((await replay.request('GET', '/api/account/info')).statusCode).toBe(401);
  });

  it('a password reset signs out every device at once', async () => {
    const { browser, email, replay } = await customer();
    await browser.request('POST', '/api/identity/password/forgot', { email });
    const mail = await server.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(/#token=([\w%-]+)/.exec(mail.text_body)![1]!);
    const reset = await browser.request('POST', '/api/identity/password/reset', {
      token,
      password: 'Reimpostata-2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await replay.request('GET', '/api/coupons')).statusCode).toBe(401);
  });
});
