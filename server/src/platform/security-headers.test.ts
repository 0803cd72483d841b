import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestBrowser } from '../identity/test-browser';
import { gradeObservatory, parseCsp, parseSetCookie } from '../testing/observatory';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { contentSecurityDirectives, withRemoteOrigins } from './security-headers';
import { writeShellDocument } from '../testing/shell-build';

const ORIGIN = 'https://www.iper.example';
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

let shellDist: string;

beforeAll(async () => {
  shellDist = await mkdtemp(path.join(tmpdir(), 'iper-shell-'));
  await writeShellDocument(shellDist);
});
afterAll(async () => {
  await rm(shellDist, { recursive: true, force: true });
});

/** A server configured as in production behind a TLS-terminating proxy; identity reads process.env. */
async function withEnvironment<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function startSite(env: Record<string, string>): Promise<TestServer> {
  return withEnvironment(env, () =>
    startTestServer(singleTestDatabase(), {
      ...env,
      SERVE_SITE: 'true',
      SHELL_DIST: shellDist,
      REMOTES_DIR: shellDist,
      REMOTES_LAYOUT: 'flat',
    }),
  );
}

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

describe('security headers on an https site (PUBLIC_URL https, behind a proxy)', () => {
  const env = { PUBLIC_URL: ORIGIN, AUTH_SECRET: SECRET, TRUST_PROXY: 'true' };
  const https = { 'x-forwarded-proto': 'https', host: 'www.iper.example' };
  let server: TestServer;

  beforeAll(async () => {
    server = await startSite(env);
  });
  afterAll(async () => {
    await server.close();
  });

  it('scores at least 100 (A+) the way the Mozilla HTTP Observatory grades the home page', async () => {
    const home = await server.app.inject({ method: 'GET', url: '/', headers: https });
    expect(home.statusCode).toBe(200);
    const browser = new TestBrowser(server.app, '__Host-iper.csrf');
    const verify = await browser.request('GET', '/api/account/session/verify', undefined, {
      headers: https,
    });
    const login = await browser.login('mario.rossi@example.it', 'Spesa2026!');
    expect(login.statusCode).toBe(200);
    const plainHttp = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'http', host: 'www.iper.example' },
    });
    const crossOrigin = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...https, origin: 'https://attacker.example' },
    });

    const { score, results } = gradeObservatory({
      headers: home.headers as Record<string, string>,
      html: home.body,
      setCookies: [...setCookies(home), ...setCookies(verify), ...setCookies(login)],
      httpRedirect:
        plainHttp.statusCode >= 300 && plainHttp.statusCode < 400
          ? String(plainHttp.headers.location)
          : undefined,
      origin: ORIGIN,
      crossOriginHeaders: crossOrigin.headers as Record<string, string>,
    });
    const penalties = results.filter((result) => result.modifier < 0);
    expect(penalties).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it('sends a strict Content-Security-Policy: nothing by default, no inline script, no framing', async () => {
    const home = await server.app.inject({ method: 'GET', url: '/', headers: https });
    const csp = parseCsp(String(home.headers['content-security-policy']));
    expect(csp?.get('default-src')).toEqual(["'none'"]);
    expect(csp?.get('script-src')).toEqual(["'self'"]);
    expect(csp?.get('object-src')).toEqual(["'none'"]);
    expect(csp?.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp?.get('base-uri')).toEqual(["'none'"]);
    expect(csp?.has('upgrade-insecure-requests')).toBe(true);
    expect(String(home.headers['content-security-policy'])).not.toContain('unsafe');
  });

  it('sends HSTS for two years, nosniff, a private referrer policy, CORP/COOP same-origin and geolocation for this origin only', async () => {
    const home = await server.app.inject({ method: 'GET', url: '/', headers: https });
    expect(home.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(home.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(String(home.headers['permissions-policy'])).toContain('geolocation=(self)');
    expect(String(home.headers['permissions-policy'])).toContain('camera=()');
  });

  it('sends the same headers on API answers and on errors', async () => {
    const stores = await server.app.inject({
      method: 'POST',
      url: '/api/stores-yext',
      payload: {},
      headers: https,
    });
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: https,
    });
    for (const response of [stores, missing]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('sends a plain-http visit to the same page on https', async () => {
    const plainHttp = await server.app.inject({
      method: 'GET',
      url: '/punti-vendita?q=1',
      headers: { 'x-forwarded-proto': 'http', host: 'www.iper.example' },
    });
    expect(plainHttp.statusCode).toBe(301);
    expect(plainHttp.headers.location).toBe('https://www.iper.example/punti-vendita?q=1');
  });

  it('names the session cookie __Host-, httpOnly, Secure, SameSite=Lax; the CSRF cookie __Host-, Secure, SameSite=Strict', async () => {
    const browser = new TestBrowser(server.app, '__Host-iper.csrf');
    const verify = await browser.request('GET', '/api/account/session/verify', undefined, {
      headers: https,
    });
    const login = await browser.login('mario.rossi@example.it', 'Spesa2026!');
    const cookies = [...setCookies(verify), ...setCookies(login)].map((line) => ({
      line,
      ...parseSetCookie(line),
    }));
    const session = cookies.find((cookie) => cookie.name === '__Host-iper.session_token');
    const csrf = cookies.find((cookie) => cookie.name === '__Host-iper.csrf');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' });
    expect(session?.line).toMatch(/Path=\//i);
    expect(session?.line).not.toMatch(/Domain=/i);
    expect(csrf).toMatchObject({ secure: true, httpOnly: false, sameSite: 'strict' });
    for (const cookie of cookies) expect(cookie.name.startsWith('__Host-')).toBe(true);
  });
});

describe('security headers on a plain-http development site', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startSite({});
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends no HSTS, does not redirect, and still sends the CSP; cookies carry no __Host- prefix', async () => {
    const home = await server.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['strict-transport-security']).toBeUndefined();
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect(home.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const browser = new TestBrowser(server.app);
    const verify = await browser.request('GET', '/api/account/session/verify');
    expect(setCookies(verify).map((line) => parseSetCookie(line).name)).toEqual(['iper.csrf']);
  });

  it('serves the page rendered and compressed once, revalidated with its ETag (304), never a 304 for a 404', async () => {
    const first = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toContain("default-src 'none'");
    const missing = await server.app.inject({ method: 'GET', url: '/non-esiste/davvero/qui' });
    const missingAgain = await server.app.inject({
      method: 'GET',
      url: '/non-esiste/davvero/qui',
      headers: { 'if-none-match': String(missing.headers.etag) },
    });
    expect(missingAgain.statusCode).toBe(404);
  });

  it('the grader is not a rubber stamp: this http site without HSTS or redirect scores below 100', async () => {
    const home = await server.app.inject({ method: 'GET', url: '/' });
    const { score, results } = gradeObservatory({
      headers: home.headers as Record<string, string>,
      html: home.body,
      setCookies: [],
      httpRedirect: undefined,
      origin: 'http://127.0.0.1:3000',
      crossOriginHeaders: {},
    });
    expect(results.map((result) => result.result)).toEqual(
      expect.arrayContaining(['hsts-not-implemented', 'redirection-missing']),
    );
    expect(score).toBeLessThan(100);
  });
});

describe('the Content-Security-Policy opens only to third parties that are configured', () => {
  it('allows nothing outside this origin by default', () => {
    const directives = contentSecurityDirectives({ publicUrl: 'https://www.iper.example' });
    const hosts = Object.values(directives)
      .flat()
      .filter((source) => source.startsWith('https:'));
    expect(hosts).toEqual([]);
  });

  it('adds Google Maps, the tag manager, Algolia Insights and Storyblok hosts only when configured', () => {
    const directives = contentSecurityDirectives({
      publicUrl: 'https://www.iper.example',
      googleMapsApiKey: 'key',
      tagManagerId: 'GTM-ABC123',
      insights: { region: 'de' },
      storyblok: true,
    });
    expect(directives['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://maps.googleapis.com',
        'https://www.googletagmanager.com',
      ]),
    );
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(['https://insights.de.algolia.io', 'https://*.storyblok.com']),
    );
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['frame-src']).toEqual(['https://*.google.com']);
  });

  it("adds a remote's origin for its files, and a reload socket only for a development server on this machine", () => {
    const site = contentSecurityDirectives({ publicUrl: 'http://127.0.0.1:3000' });
    const directives = withRemoteOrigins(site, [
      'http://localhost:4202',
      'http://127.0.0.1:4203',
      'https://cdn.iper.example',
      'http://remotes.iper.example',
    ]);
    expect(directives['script-src']).toEqual([
      "'self'",
      'http://localhost:4202',
      'http://127.0.0.1:4203',
      'https://cdn.iper.example',
      'http://remotes.iper.example',
    ]);
    expect(directives['connect-src']?.filter((source) => source.startsWith('ws'))).toEqual([
      'ws://localhost:4202',
      'ws://127.0.0.1:4203',
    ]);
    expect(directives['script-src']?.some((source) => source.startsWith('ws'))).toBe(false);
    expect(site['connect-src']).toEqual(["'self'"]);
  });
});
