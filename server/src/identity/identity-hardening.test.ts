import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { withEnv } from '../testing/with-env';
import { readIdentityConfig } from '../config/identity';
import { DEMO_PASSWORD } from './identity.seed';
import { captureLogs, TestBrowser } from './test-browser';

describe.each(testDatabases())('identity hardening on $name', ({ url }) => {
  describe('rate limits', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await withEnv({ AUTH_RATE_LIMIT_MAX: '3' }, () => startTestServer(url));
    });
    afterAll(async () => server?.close());

    it.each([
      ['login', '/api/identity/login', { email: 'mario.rossi@example.it', password: 'tentativo' }],
      [
        'registration',
        '/api/identity/register',
        { email: 'x@example.it', password: 'corta', name: 'A', lastName: 'B' },
      ],
      ['forgotten password', '/api/identity/password/forgot', { email: 'mario.rossi@example.it' }],
      [
        'reset',
        '/api/identity/password/reset',
        { token: 'token-inventato-1234', password: 'Qualsiasi-2026' },
      ],
    ])('answers 429 once the %s attempts run out', async (_name, path, body) => {
      const browser = await new TestBrowser(server.app).open();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await browser.request('POST', path, body)).statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
      const refused = await browser.request('POST', path, body);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(refused.json().message).toMatch(/^Troppi tentativi\. Riprova tra \d+ minut[oi]\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });

  describe("the session's address", () => {
    let direct: TestServer;
    let behindProxy: TestServer;
    beforeAll(async () => {
      direct = await startTestServer(url);
      behindProxy = await startTestServer(url, { TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(async () => {
      await direct?.close();
      await behindProxy?.close();
    });

    async function sessionAddressAfterLogin(
      server: TestServer,
      forwardedFor: string,
    ): Promise<string | null> {
      const browser = await new TestBrowser(server.app).open();
      const login = await browser.request(
        'POST',
        '/api/identity/login',
        { email: 'chiara.colombo@example.it', password: DEMO_PASSWORD },
        { headers: { 'x-forwarded-for': forwardedFor } },
      );
      expect(login.statusCode).toBe(200);
      const row = await server.database.db
        .selectFrom('auth_sessions')
        .select('ip_address')
        .where('user_id', '=', login.json().uid)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return row.ip_address;
    }

    it('is the connection address when TRUST_PROXY is off, whatever X-Forwarded-For claims', async () => {
      expect(await sessionAddressAfterLogin(direct, '203.0.113.66')).toBe('127.0.0.1');
    });

    it('is the client named by the trusted proxy when TRUST_PROXY names it', async () => {
      expect(await sessionAddressAfterLogin(behindProxy, '203.0.113.67')).toBe('203.0.113.67');
    });
  });

  describe('caching', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(url);
    });
    afterAll(async () => server?.close());

    it('forbids storing the CSRF token and login answers (Cache-Control: no-store)', async () => {
      const browser = new TestBrowser(server.app);
      const csrf = await browser.request('GET', '/api/identity/csrf');
      expect(csrf.headers['cache-control']).toBe('no-store');
      const failed = await browser.login('mario.rossi@example.it', 'password-sbagliata');
      expect(failed.statusCode).toBe(401);
      expect(failed.headers['cache-control']).toBe('no-store');
      const login = await browser.login('mario.rossi@example.it', DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
    });
  });

  describe('on an https site', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await withEnv(
        {
          PUBLIC_URL: 'https://www.iper.example',
          AUTH_SECRET: 'a-long-production-secret-for-the-tests-0123456789',
        },
        () => startTestServer(url),
      );
    });
    afterAll(async () => server?.close());

    it('names the cookies __Host- and marks them Secure', async () => {
      const browser = await new TestBrowser(server.app, '__Host-iper.csrf').open();
      expect([...browser.cookies.keys()]).toEqual(['__Host-iper.csrf']);
      const login = await browser.login('mario.rossi@example.it', DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      const session = login.cookies.find((cookie) => cookie.name === '__Host-iper.session_token');
      expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session).not.toHaveProperty('domain');
      const setCookies = [login.headers['set-cookie']].flat().join('\n');
      expect(setCookies).not.toMatch(/^iper\./m);
    });

    it('keeps the development outbox closed', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?to=mario.rossi@example.it',
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses to start without a secret of its own', () => {
      expect(() => readIdentityConfig({ PUBLIC_URL: 'https://www.iper.example' })).toThrow(
        /AUTH_SECRET/,
      );
    });
  });

  describe('logs', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(url, { LOG_LEVEL: 'trace' });
    });
    afterAll(async () => server?.close());

    it('never contain a password, a session token or a reset token', async () => {
      const lines = captureLogs(server.app);
      const secrets: string[] = [
        DEMO_PASSWORD,
        'Registrazione-Segreta-9',
        'Dimenticata-Nuova-7',
        'password-sbagliata-42',
      ];

      const browser = await new TestBrowser(server.app).open();
      await browser.login('mario.rossi@example.it', 'password-sbagliata-42');
      await browser.login('mario.rossi@example.it', DEMO_PASSWORD);
      secrets.push(browser.cookies.get('iper.session_token')!, browser.cookies.get('iper.csrf')!);
      await browser.request('GET', '/api/account/info');
      await browser.request('POST', '/api/identity/logout');

      const newcomer = await new TestBrowser(server.app).open();
      await newcomer.request('POST', '/api/identity/register', {
        email: 'log.test@example.it',
        password: 'Registrazione-Segreta-9',
        name: 'Log',
        lastName: 'Test',
      });
      await newcomer.request('POST', '/api/identity/password/forgot', {
        email: 'log.test@example.it',
      });
      const mail = await server.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', 'log.test@example.it')
        .executeTakeFirstOrThrow();
      const token = decodeURIComponent(/#token=([\w%-]+)/.exec(mail.text_body)![1]!);
      secrets.push(token);
      await newcomer.request('POST', '/api/identity/password/reset', {
        token,
        password: 'Dimenticata-Nuova-7',
      });
      // A token in a query string (as an OAuth callback carries its code) is cut from the log too.
      await newcomer.request('GET', `/api/auth/callback/google?code=${token}&state=${token}`);

      expect(lines.length).toBeGreaterThan(10);
      const log = lines.join('\n');
      expect(log).toContain('/api/identity/login');
      for (const secret of secrets) expect(log).not.toContain(secret);
    });
  });
});
