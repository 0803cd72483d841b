import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { writeShellDocument } from '../testing/shell-build';

/** A built site in miniature: a shell's document and one remote with its manifest. */
async function fakeBuiltSite() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'iper-site-'));
  await mkdir(path.join(root, 'shell'), { recursive: true });
  await writeShellDocument(path.join(root, 'shell'));
  await writeFile(path.join(root, 'shell/main.0123456789.js'), 'console.log(1)');
  // The build's brotli copy (tools/rspack/precompress-plugin.mjs).
  await writeFile(
    path.join(root, 'shell/main.0123456789.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  const remote = path.join(root, 'remotes/store-locator');
  await mkdir(remote, { recursive: true });
  await writeFile(
    path.join(remote, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './routes',
          assets: { js: { sync: ['__federation_expose_routes.abcdef0123.js'] }, css: { sync: [] } },
        },
      ],
    }),
  );
  await writeFile(path.join(remote, 'remoteEntry.js'), 'var store_locator;');
  return root;
}

describe.each(testDatabases())('platform on $name', ({ url }) => {
  let server: TestServer;
  let siteRoot: string;
  beforeAll(async () => {
    siteRoot = await fakeBuiltSite();
    server = await startTestServer(url, {
      SERVE_SITE: 'true',
      SHELL_DIST: path.join(siteRoot, 'shell'),
      REMOTES_DIR: path.join(siteRoot, 'remotes'),
      REMOTES_LAYOUT: 'flat',
      REMOTE_CAREERS_ENTRY: 'http://127.0.0.1:9/mf-manifest.json',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(siteRoot, { recursive: true, force: true });
  });

  it('reports database status and version on /api/health', async () => {
    const response = await server.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: {
        status: 'up',
        version: expect.stringMatching(/^PostgreSQL \d+/),
        migration: expect.stringMatching(/^\d{4}-/),
      },
    });
  });

  it('serves the remotes manifest with its overrides, never cached', async () => {
    const response = await server.app.inject('/api/platform/remotes');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().remotes).toEqual(
      expect.arrayContaining([
        { name: 'store_locator', entry: '/remotes/store-locator/mf-manifest.json' },
        { name: 'careers', entry: 'http://127.0.0.1:9/mf-manifest.json' },
      ]),
    );
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await server.app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/stores-yext',
      headers: { 'content-type': 'application/json' },
      payload: '{"provincia":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
  });

  it("serves a page's document, with the manifest inlined and the remote preloaded", async () => {
    const response = await server.app.inject('/punti-vendita');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('id="iper-remotes-manifest"');
    expect(response.body).toContain(
      '<link rel="preload" href="/remotes/store-locator/remoteEntry.js" as="script">',
    );
    expect(response.body).toContain(
      '/remotes/store-locator/__federation_expose_routes.abcdef0123.js',
    );
  });

  it('serves the home page at /', async () => {
    const response = await server.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers 404 with the page for a path no route can match', async () => {
    const response = await server.app.inject('/punti-vendita/a/b/c');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves English pages under /en with the page language set', async () => {
    const response = await server.app.inject('/en/punti-vendita');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    expect((await server.app.inject('/en/a/b/c/d')).statusCode).toBe(404);
  });

  it('sends a visitor who chose English from the root to /en', async () => {
    const response = await server.app.inject({
      url: '/',
      headers: { cookie: 'i18n_redirected=en' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en');
    expect(
      (await server.app.inject({ url: '/', headers: { cookie: 'i18n_redirected=it' } })).statusCode,
    ).toBe(200);
  });

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const response = await server.app.inject('/punti-vendita/?vicino=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/punti-vendita?vicino=1');
  });

  it('caches hashed assets for a year and the remote entry not at all', async () => {
    const hashed = await server.app.inject('/main.0123456789.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await server.app.inject('/remotes/store-locator/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli copy to a browser that accepts it, cached for a year all the same", async () => {
    const brotli = await server.app.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const plain = await server.app.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const response = await server.app.inject('/remotes/store-locator/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });
});
