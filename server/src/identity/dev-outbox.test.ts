import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { withEnv } from '../testing/with-env';
import { readIdentityConfig } from '../config/identity';
import { TestBrowser } from './test-browser';

const MARIO = 'mario.rossi@example.it';
const OUTBOX = `/api/dev/outbox?to=${encodeURIComponent(MARIO)}`;
const HTTPS_SITE = {
  PUBLIC_URL: 'https://www.iper.example',
  AUTH_SECRET: 'a-long-production-secret-for-the-tests-0123456789',
};

/**
 * The development outbox shows password-reset links: it is a backdoor into every account, so it
 * exists only when DEV_OUTBOX=true says so, never because a request looks local (a reverse proxy
 * on the same machine makes every request look local).
 */
describe.each(testDatabases())('the development outbox on $name', ({ url }) => {
  describe('without DEV_OUTBOX', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(url);
    });
    afterAll(async () => server?.close());

    it('does not exist, even for a local request forwarded by a proxy on the same machine', async () => {
      const browser = await new TestBrowser(server.app).open();
      await browser.request('POST', '/api/identity/password/forgot', { email: MARIO });
      const proxied = await server.app.inject({
        method: 'GET',
        url: OUTBOX,
        remoteAddress: '127.0.0.1',
        headers: {
          'x-forwarded-for': '198.51.100.23',
          'x-forwarded-proto': 'http',
          host: 'www.iper.example',
        },
      });
      expect(proxied.statusCode).toBe(404);
      expect(proxied.body).not.toContain('reimposta-password');
    });
  });

  describe('with DEV_OUTBOX=true', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await withEnv({ DEV_OUTBOX: 'true' }, () => startTestServer(url));
    });
    afterAll(async () => server?.close());

    it('lists the mails sent to an address to a developer on this machine', async () => {
      const browser = await new TestBrowser(server.app).open();
      await browser.request('POST', '/api/identity/password/forgot', { email: MARIO });
      const response = await browser.request('GET', OUTBOX);
      expect(response.statusCode).toBe(200);
      expect(response.json().mails[0]).toMatchObject({ to: MARIO, kind: 'password-reset' });
      expect(response.json().mails[0].text).toContain('/reimposta-password#token=');
    });
  });

  it('refuses to start with DEV_OUTBOX=true on an https site or in production mode', () => {
    expect(() => readIdentityConfig({ ...HTTPS_SITE, DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX/);
    expect(() => readIdentityConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(
      /DEV_OUTBOX/,
    );
  });

  it('is off by default, also on a plain http site', () => {
    expect(readIdentityConfig({}).devOutbox).toBe(false);
    expect(readIdentityConfig({ MAIL_OUTBOX_ENDPOINT: 'true' }).devOutbox).toBe(false);
  });
});
