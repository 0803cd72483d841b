import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../../config';
import { parseCsp } from '../../testing/observatory';
import { startTestServer, type TestServer } from '../../testing/test-server';

const INDEX_HTML =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Iper</title></head>' +
  '<body><div id="root"></div></body></html>';
const PREVIEW = 'http://127.0.0.1:4999/loyalty/pr-123/mf-manifest.json';

function hosts(response: { headers: Record<string, unknown> }): string[] {
  const policy = parseCsp(String(response.headers['content-security-policy'])) ?? new Map();
  return [
    ...new Set(
      [...policy.values()].flat().filter((s) => !s.startsWith("'") && !/^[a-z]+:$/.test(s)),
    ),
  ];
}

function inlinedManifest(html: string) {
  const json = /<script type="application\/json" id="iper-remotes-manifest">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? 'null') as {
    remotes: { name: string; entry: string; override?: true }[];
  };
}

describe('per-session remote override', () => {
  let shellDist: string;
  let server: TestServer;
  beforeAll(async () => {
    shellDist = await mkdtemp(path.join(tmpdir(), 'iper-shell-'));
    await writeFile(path.join(shellDist, 'index.html'), INDEX_HTML);
    server = await startTestServer(undefined, {
      SERVE_SITE: 'true',
      SSR: 'off',
      SHELL_DIST: shellDist,
      REMOTES_DIR: shellDist,
      REMOTES_LAYOUT: 'flat',
      REMOTE_OVERRIDE_ORIGINS: 'http://127.0.0.1:*, https://preview.iper.example',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(shellDist, { recursive: true, force: true });
  });

  const override = (query: string) =>
    server.app.inject({ method: 'GET', url: `/api/platform/remote-override?${query}` });

  it('sets one remote for this browser only, with exactly its origin more in the policy', async () => {
    const set = await override(`loyalty=${encodeURIComponent(PREVIEW)}&return=/gift-card`);
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/gift-card');
    const cookie = String(set.headers['set-cookie']);
    expect(cookie).toMatch(/^iper_remote_overrides=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);

    const overridden = await server.app.inject({
      method: 'GET',
      url: '/gift-card',
      headers: { cookie: cookie.split(';')[0]! },
    });
    // A loopback origin is a developer's dev server: its reload socket (ws:) comes with it.
    expect(hosts(overridden)).toEqual(['http://127.0.0.1:4999', 'ws://127.0.0.1:4999']);
    expect(inlinedManifest(overridden.body).remotes).toContainEqual({
      name: 'loyalty',
      entry: PREVIEW,
      override: true,
    });

    // Another browser, at the same time: the site's own remote, no other origin.
    const other = await server.app.inject({ method: 'GET', url: '/gift-card' });
    expect(hosts(other)).toEqual([]);
    expect(inlinedManifest(other.body).remotes).toContainEqual({
      name: 'loyalty',
      entry: '/remotes/loyalty/mf-manifest.json',
    });
  });

  it('refuses an origin off the allow-list with a message that says why', async () => {
    const refused = await override(
      `loyalty=${encodeURIComponent('https://evil.example/mf-manifest.json')}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "L'origine https://evil.example non è tra quelle ammesse per sostituire un remote (REMOTE_OVERRIDE_ORIGINS: http://127.0.0.1:*, https://preview.iper.example).",
    );
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await override('checkout=http://127.0.0.1:4999/x.json')).statusCode).toBe(400);
    expect((await override('return=/')).statusCode).toBe(400);
  });

  it('ignores a cookie naming an origin off the list, and returns only to paths of this site', async () => {
    const forged = `iper_remote_overrides=${encodeURIComponent('loyalty=https://evil.example/mf-manifest.json')}`;
    const page = await server.app.inject({ method: 'GET', url: '/', headers: { cookie: forged } });
    expect(hosts(page)).toEqual([]);
    const elsewhere = await override(
      `loyalty=${encodeURIComponent(PREVIEW)}&return=//evil.example/`,
    );
    expect(elsewhere.headers.location).toBe('/');
  });

  it('clears the override', async () => {
    const clear = await override('clear&return=/carta-vantaggi');
    expect(clear.statusCode).toBe(303);
    expect(clear.headers.location).toBe('/carta-vantaggi');
    expect(String(clear.headers['set-cookie'])).toMatch(/^iper_remote_overrides=; .*Max-Age=0$/);
  });
});

describe('the allow-list by default', () => {
  it('is this machine in development and empty in production', () => {
    expect(readConfig({}).remoteOverrideOrigins).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    expect(readConfig({ NODE_ENV: 'production' }).remoteOverrideOrigins).toEqual([]);
    expect(
      readConfig({ PUBLIC_URL: 'https://www.iper.example', AUTH_SECRET: 'x'.repeat(40) })
        .remoteOverrideOrigins,
    ).toEqual([]);
  });
});
