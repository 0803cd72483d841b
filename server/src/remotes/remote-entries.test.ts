import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { parseCsp } from '../testing/observatory';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { writeShellDocument } from '../testing/shell-build';

const TOKEN = 'a-platform-admin-token-for-the-tests';
const CDN_V7 = 'https://cdn.example/loyalty/7/mf-manifest.json';
const CDN_V8 = 'https://cdn-2.example:8443/loyalty/8/mf-manifest.json';
/** The directives a remote's files are loaded through. */
const REMOTE_DIRECTIVES = [
  'script-src',
  'style-src',
  'connect-src',
  'img-src',
  'font-src',
  'media-src',
];

let shellDist: string;
beforeAll(async () => {
  shellDist = await mkdtemp(path.join(tmpdir(), 'iper-shell-'));
  await writeShellDocument(shellDist);
});
afterAll(() => rm(shellDist, { recursive: true, force: true }));

function siteEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    SERVE_SITE: 'true',
    SSR: 'off',
    SHELL_DIST: shellDist,
    REMOTES_DIR: shellDist,
    REMOTES_LAYOUT: 'flat',
    ...extra,
  };
}

function csp(response: { headers: Record<string, unknown> }): Record<string, string[]> {
  return Object.fromEntries(parseCsp(String(response.headers['content-security-policy'])) ?? []);
}

/** Every host source of the policy (what is not a keyword or a scheme). */
function hosts(policy: Record<string, string[]>): string[] {
  return [
    ...new Set(
      Object.values(policy)
        .flat()
        .filter((source) => !source.startsWith("'") && !/^[a-z]+:$/.test(source)),
    ),
  ].sort();
}

function inlinedManifest(html: string): { remotes: { name: string; entry: string }[] } {
  const json = /<script type="application\/json" id="iper-remotes-manifest">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? 'null');
}

describe.each(testDatabases('both'))('remote entries on $name', ({ url }) => {
  describe('configured through REMOTE_<NAME>_ENTRY', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(
        url,
        siteEnv({ REMOTE_LOYALTY_ENTRY: CDN_V7, PLATFORM_ADMIN_TOKEN: TOKEN }),
      );
    });
    afterAll(() => server.close());

    it("lets the page load a remote from its entry's origin, and from no other", async () => {
      const home = await server.app.inject({ method: 'GET', url: '/' });
      const policy = csp(home);
      for (const directive of REMOTE_DIRECTIVES)
        expect(policy[directive]).toContain('https://cdn.example');
      expect(hosts(policy)).toEqual(['https://cdn.example']);
      expect(inlinedManifest(home.body).remotes).toContainEqual({ name: 'loyalty', entry: CDN_V7 });
    });

    it('switches an entry for the next page load, without a restart', async () => {
      const switched = await server.app.inject({
        method: 'PUT',
        url: '/api/platform/remotes/loyalty',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { entry: CDN_V8 },
      });
      expect(switched.statusCode).toBe(200);
      expect(switched.json().remotes).toContainEqual({ name: 'loyalty', entry: CDN_V8 });

      const page = await server.app.inject({ method: 'GET', url: '/gift-card' });
      expect(hosts(csp(page))).toEqual(['https://cdn-2.example:8443']);
      expect(inlinedManifest(page.body).remotes).toContainEqual({ name: 'loyalty', entry: CDN_V8 });
      const manifest = await server.app.inject({ method: 'GET', url: '/api/platform/remotes' });
      expect(manifest.json().remotes).toContainEqual({ name: 'loyalty', entry: CDN_V8 });

      // Back to what the environment says.
      const reset = await server.app.inject({
        method: 'DELETE',
        url: '/api/platform/remotes/loyalty',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().remotes).toContainEqual({ name: 'loyalty', entry: CDN_V7 });
      expect(hosts(csp(await server.app.inject({ method: 'GET', url: '/' })))).toEqual([
        'https://cdn.example',
      ]);
    });

    it('keeps a log of who switched what and when', async () => {
      await server.app.inject({
        method: 'PUT',
        url: '/api/platform/remotes/careers',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { entry: '/remotes/careers/mf-manifest.json' },
      });
      const rows = await server.database.db
        .selectFrom('platform_audit_log')
        .selectAll()
        .where('remote', '=', 'careers')
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({
          action: 'remote-entry-switch',
          remote: 'careers',
          entry: '/remotes/careers/mf-manifest.json',
          actor_ip: '127.0.0.1',
        }),
      ]);
    });

    it('refuses a switch without the token, with a wrong one, or to an entry that is no address', async () => {
      const put = (headers: Record<string, string>, payload: unknown, remote = 'loyalty') =>
        server.app.inject({
          method: 'PUT',
          url: `/api/platform/remotes/${remote}`,
          headers,
          payload: payload as object,
        });
      expect((await put({}, { entry: CDN_V8 })).statusCode).toBe(401);
      expect(
        (await put({ authorization: 'Bearer not-the-token' }, { entry: CDN_V8 })).statusCode,
      ).toBe(401);
      expect((await put({ authorization: TOKEN }, { entry: CDN_V8 })).statusCode).toBe(401);
      const auth = { authorization: `Bearer ${TOKEN}` };
      for (const entry of [
        'javascript:alert(1)',
        'cdn.example/x.json',
        '//cdn.example/x.json',
        'https://cdn.example/a b.json',
        '',
      ]) {
        const response = await put(auth, { entry });
        expect(response.statusCode).toBe(400);
      }
      const unknown = await put(auth, { entry: CDN_V8 }, 'checkout');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/checkout/);
      // Nothing of the above took effect.
      const manifest = await server.app.inject({ method: 'GET', url: '/api/platform/remotes' });
      expect(manifest.json().remotes).toContainEqual({ name: 'loyalty', entry: CDN_V7 });
    });
  });

  it('has no admin API at all when no token is configured', async () => {
    const server = await startTestServer(url, siteEnv());
    try {
      const put = await server.app.inject({
        method: 'PUT',
        url: '/api/platform/remotes/loyalty',
        headers: { authorization: 'Bearer anything' },
        payload: { entry: CDN_V8 },
      });
      expect(put.statusCode).toBe(404);
      // The default entries are this server's own: the policy names no other host.
      expect(hosts(csp(await server.app.inject({ method: 'GET', url: '/' })))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('reaches every server on the same database within the refresh interval', async () => {
    const first = await startTestServer(
      url,
      siteEnv({ PLATFORM_ADMIN_TOKEN: TOKEN, REMOTES_REFRESH_MS: '50' }),
    );
    const second = await buildApp({
      config: readConfig({ LOG_LEVEL: 'silent', ...siteEnv({ REMOTES_REFRESH_MS: '50' }) }),
      db: first.database.db,
      dbDriver: first.database.driver,
      serveSite: true,
    });
    try {
      expect(
        (await second.inject({ method: 'GET', url: '/api/platform/remotes' })).json().remotes,
      ).toContainEqual({
        name: 'content',
        entry: '/remotes/content/mf-manifest.json',
      });
      await first.app.inject({
        method: 'PUT',
        url: '/api/platform/remotes/content',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { entry: 'https://cdn.example/content/3/mf-manifest.json' },
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const page = await second.inject({ method: 'GET', url: '/' });
      expect(inlinedManifest(page.body).remotes).toContainEqual({
        name: 'content',
        entry: 'https://cdn.example/content/3/mf-manifest.json',
      });
      expect(hosts(csp(page))).toEqual(['https://cdn.example']);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
