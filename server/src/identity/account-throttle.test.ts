import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { FREE_FAILURES } from './credential-throttle';
import { DEMO_PASSWORD } from './identity.seed';
import { latestResetToken, TestBrowser } from './test-browser';

/**
 * ASVS 6.3: password guesses are counted per account across every route that checks a password
 * and every address they come from; past FREE_FAILURES the account waits longer after each one,
 * while its owner can still sign in from a device they used before, or through a reset link.
 */
describe.each(testDatabases())('the per-account throttle on $name', ({ url }) => {
  let server: TestServer;
  let address = 0;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  /** A new client address per request: the per-address rate limit never gets a say. */
  function elsewhere() {
    address += 1;
    return { remoteAddress: `198.51.100.${address % 250}` };
  }

  async function newCustomer(password = 'Melograno-Rosso-2026'): Promise<string> {
    const email = `tentativi.${Date.now()}.${address++}@example.it`;
    const browser = await new TestBrowser(server.app).open();
    const response = await browser.request('POST', '/api/identity/register', {
      email,
      password,
      name: 'Teresa',
      lastName: 'Bruno',
    });
    expect(response.statusCode).toBe(201);
    return email;
  }

  async function failLogins(email: string, count: number) {
    for (let i = 0; i < count; i += 1) {
      const attacker = await new TestBrowser(server.app).open();
      const response = await attacker.request(
        'POST',
        '/api/identity/login',
        { email, password: `indovina-${i}` },
        elsewhere(),
      );
      expect(response.statusCode).toBe(401);
    }
  }

  it('makes the account wait once guesses from many addresses use up the free failures, without checking the password', async () => {
    const email = await newCustomer();
    await failLogins(email, FREE_FAILURES);
    const attacker = await new TestBrowser(server.app).open();
    const refused = await attacker.request(
      'POST',
      '/api/identity/login',
      { email, password: 'Melograno-Rosso-2026' },
      elsewhere(),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Troppi tentativi per questo account\. Riprova tra \d+ second[oi]\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.cookies.find((cookie) => cookie.name === 'iper.session_token')).toBeUndefined();
  });

  it('counts the unauthenticated password change and account deletion in the same budget as the login', async () => {
    const email = await newCustomer();
    const owner = await new TestBrowser(server.app).open();
    expect((await owner.login(email, 'Melograno-Rosso-2026')).statusCode).toBe(200);
    const stolenSession = new TestBrowser(server.app);
    for (const [name, value] of owner.cookies)
      if (name !== 'iper.device') stolenSession.cookies.set(name, value);

    for (let i = 0; i < 2; i += 1) {
      const visitor = await new TestBrowser(server.app).open();
      const change = await visitor.request(
        'POST',
        '/api/identity/password/change',
        { email, currentPassword: `vecchia-${i}`, newPassword: 'Altra-Mela-Verde-9' },
        elsewhere(),
      );
      expect(change.statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i += 1) {
      const deletion = await stolenSession.request(
        'POST',
        '/api/account/deletion',
        { password: `forse-${i}`, confirm: true },
        elsewhere(),
      );
      expect(deletion.statusCode).toBe(403);
    }
    await failLogins(email, FREE_FAILURES - 4);
    const visitor = await new TestBrowser(server.app).open();
    const change = await visitor.request(
      'POST',
      '/api/identity/password/change',
      { email, currentPassword: 'Melograno-Rosso-2026', newPassword: 'Altra-Mela-Verde-9' },
      elsewhere(),
    );
    expect(change.statusCode).toBe(429);
    const deletion = await stolenSession.request(
      'POST',
      '/api/account/deletion',
      { password: 'Melograno-Rosso-2026', confirm: true },
      elsewhere(),
    );
    expect(deletion.statusCode).toBe(429);
  });

  it('treats an unknown email like a known one (the wait reveals no account)', async () => {
    const email = `nessuno.${Date.now()}@example.it`;
    await failLogins(email, FREE_FAILURES);
    const attacker = await new TestBrowser(server.app).open();
    expect((await attacker.login(email, 'qualsiasi')).statusCode).toBe(429);
  });

  it('lets the customer sign in from a device they used before while the account waits', async () => {
    const email = await newCustomer();
    const customer = await new TestBrowser(server.app).open();
    expect((await customer.login(email, 'Melograno-Rosso-2026')).statusCode).toBe(200);
    expect(customer.cookies.get('iper.device')).toMatch(/^[\w-]{22}\.[\w-]+$/);
    await customer.request('POST', '/api/identity/logout');

    await failLogins(email, FREE_FAILURES);
    const stranger = await new TestBrowser(server.app).open();
    expect((await stranger.login(email, 'Melograno-Rosso-2026')).statusCode).toBe(429);
    expect((await customer.login(email, 'Melograno-Rosso-2026')).statusCode).toBe(200);
  });

  it('a forged or another account’s device cookie does not open a bucket of its own', async () => {
    const email = await newCustomer();
    const other = await new TestBrowser(server.app).open();
    await other.login('giulia.bianchi@example.it', DEMO_PASSWORD);
    await failLogins(email, FREE_FAILURES);
    other.cookies.set('iper.device', other.cookies.get('iper.device')!);
    expect((await other.login(email, 'Melograno-Rosso-2026')).statusCode).toBe(429);
    other.cookies.set('iper.device', `${'a'.repeat(22)}.${'b'.repeat(43)}`);
    expect((await other.login(email, 'Melograno-Rosso-2026')).statusCode).toBe(429);
  });

  it('lets the customer back in through the emailed reset link', async () => {
    const email = await newCustomer();
    await failLogins(email, FREE_FAILURES);
    const customer = await new TestBrowser(server.app).open();
    expect((await customer.login(email, 'Melograno-Rosso-2026')).statusCode).toBe(429);
    await customer.request('POST', '/api/identity/password/forgot', { email });
    const token = await latestResetToken(server.database.db, email);
    expect(
      (
        await customer.request('POST', '/api/identity/password/reset', {
          token,
          password: 'Ciliegia-Nera-2027',
        })
      ).statusCode,
    ).toBe(200);
    expect((await customer.login(email, 'Ciliegia-Nera-2027')).statusCode).toBe(200);
  });
});
