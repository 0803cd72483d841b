import { DEMO_PASSWORD } from '../identity/identity.seed';
import { TestBrowser } from '../identity/test-browser';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * A test server whose rate limits leave room for a test file's many logins and requests (each
 * limit has its own test); `env` sets more variables for the server's start.
 */
export async function startLoyaltyTestServer(
  url: string | undefined,
  env: Record<string, string> = {},
): Promise<TestServer> {
  return startTestServer(url, {
    AUTH_RATE_LIMIT_MAX: '1000',
    GIFT_CARD_RATE_LIMIT_MAX: '1000',
    VOUCHER_REQUEST_RATE_LIMIT_MAX: '1000',
    ...env,
  });
}

/** A browser signed in as a demo customer (the loyalty and identity seeds share the password). */
export async function signedIn(server: TestServer, email: string): Promise<TestBrowser> {
  const browser = await new TestBrowser(server.app).open();
  const login = await browser.login(email, DEMO_PASSWORD);
  if (login.statusCode !== 200) throw new Error(`login of ${email} failed: ${login.body}`);
  return browser;
}

export async function visitor(server: TestServer): Promise<TestBrowser> {
  return new TestBrowser(server.app).open();
}
