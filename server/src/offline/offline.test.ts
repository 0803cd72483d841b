import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { shellDocument, writeShellDocument } from '../testing/shell-build';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { DEMO_PASSWORD } from '../identity/identity.seed';
import { TestBrowser } from '../identity/test-browser';
import { APP_ICONS, appIcon } from './icons';
import { ANONYMOUS_OWNER, OFFLINE_OWNER_HEADER } from './session-owner';
import { offlineWorkerConfig, workerScript, type WorkerSources } from './worker-script';

const RUNTIME = '/sw/sw-runtime.0123456789.js';

/** A built site in miniature: the shell's document, its worker note, and loyalty's build. */
async function fakeBuiltSite() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'iper-offline-'));
  const shell = path.join(root, 'shell');
  await writeShellDocument(
    shell,
    shellDocument({ css: ['/app.0123456789.css'], js: ['/1635.10be4b5b11.js'] }),
  );
  await mkdir(path.join(shell, 'sw'), { recursive: true });
  await writeFile(path.join(shell, 'sw', 'sw-runtime.json'), JSON.stringify({ file: RUNTIME }));
  for (const folder of ['store-locator', 'content', 'loyalty', 'account', 'careers'])
    await mkdir(path.join(root, 'remotes', folder), { recursive: true });
  const loyalty = path.join(root, 'remotes', 'loyalty');
  await writeFile(path.join(loyalty, 'remoteEntry.js'), 'var loyalty = 1;');
  await writeFile(
    path.join(loyalty, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.aaaaaaaaaa.js'] }, css: {} } }],
    }),
  );
  await writeFile(
    path.join(loyalty, 'page-assets.json'),
    JSON.stringify({
      'src/pages/advantage-card/advantage-card-page.tsx': {
        js: ['card.bbbbbbbbbb.js'],
        css: ['card.cccccccccc.css'],
      },
      'src/pages/gift-card/gift-card-page.tsx': { js: ['gift.dddddddddd.js'], css: [] },
    }),
  );
  return root;
}

/** The configuration /sw.js sets, read back from its text. */
function configOf(script: string) {
  const json = /self\.__IPER_OFFLINE__ = (.*);\n/.exec(script)?.[1];
  return JSON.parse(json ?? 'null') as {
    version: string;
    precache: Array<{ url: string; revision: string | null }>;
    remotes: Array<{ name: string; version: string | null }>;
  };
}

describe('installable and offline: manifest, icons, offline page, worker, owners', () => {
  let server: TestServer;
  let siteRoot: string;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    siteRoot = await fakeBuiltSite();
    server = await startTestServer(singleTestDatabase(), {
      SERVE_SITE: 'true',
      SHELL_DIST: path.join(siteRoot, 'shell'),
      REMOTES_DIR: path.join(siteRoot, 'remotes'),
      REMOTES_LAYOUT: 'flat',
    });
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await rm(siteRoot, { recursive: true, force: true });
  });

  it('serves an Italian web app manifest with standalone display, icons and the three shortcuts', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Iper, La grande i',
      short_name: 'Iper',
      lang: 'it',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c4000d',
    });
    const icons = manifest.icons as Array<{ sizes: string; purpose: string }>;
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
      '/carta-vantaggi',
      '/volantino',
      '/account/lista-spesa',
    ]);
  });

  it('draws each icon as a PNG of its declared size, red with a white "i"', async () => {
    for (const [name, { size }] of Object.entries(APP_ICONS)) {
      const response = await get(`/icons/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      // Read back by a PNG decoder, chunk checksums included (a browser refuses a bad one).
      const png = PNG.sync.read(response.rawPayload);
      expect([png.width, png.height]).toEqual([size, size]);
      const pixel = (x: number, y: number) => {
        const at = (y * size + x) * 4;
        return [png.data[at], png.data[at + 1], png.data[at + 2]];
      };
      expect(pixel(0, 0)).toEqual([0xc4, 0x00, 0x0d]);
      expect(pixel(Math.floor(size / 2), Math.floor(size * 0.6))).toEqual([255, 255, 255]);
    }
    expect((await get('/icons/other.png')).statusCode).toBe(404);
    // A name the icon table inherits is not an icon either (it answered 500).
    expect((await get('/icons/toString')).statusCode).toBe(404);
    expect((await get('/icons/__proto__')).statusCode).toBe(404);
    expect(appIcon('icon-192.png')).toBe(appIcon('icon-192.png'));
  });

  it('serves the offline page in Italian, with the header, the links that work offline and its style allowed by hash', async () => {
    const response = await get('/offline.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="it"');
    expect(response.body).toContain('<h1>Sei offline</h1>');
    for (const href of [
      '/carta-vantaggi',
      '/carta-vantaggi/coupon',
      '/account/lista-spesa',
      '/volantino',
    ])
      expect(response.body).toContain(`href="${href}"`);
    const style = /<style>(.*)<\/style>/.exec(response.body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(String(response.headers['content-security-policy'])).toContain(hash);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('links the manifest from the document of every page', async () => {
    const response = await get('/punti-vendita');
    expect(response.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(response.body).toContain('<meta name="theme-color" content="#c4000d">');
  });

  it('writes /sw.js for the live versions: the shell, the remotes\u2019 containers and the offline pages\u2019 chunks', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.body).toContain(`importScripts(${JSON.stringify(RUNTIME)});`);
    const config = configOf(response.body);
    const urls = config.precache.map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/offline.html',
        '/manifest.webmanifest',
        '/icons/icon-192.png',
        '/main.0123456789.js',
        '/1635.10be4b5b11.js',
        '/app.0123456789.css',
        '/remotes/loyalty/remoteEntry.js',
        '/remotes/loyalty/routes.aaaaaaaaaa.js',
        '/remotes/loyalty/card.bbbbbbbbbb.js',
        '/remotes/loyalty/card.cccccccccc.css',
      ]),
    );
    // Only the pages a customer needs offline: the gift card is left to the runtime caches.
    expect(urls).not.toContain('/remotes/loyalty/gift.dddddddddd.js');
    // Hashed files need no revision; the container's is its content.
    const entry = (url: string) => config.precache.find((item) => item.url === url);
    expect(entry('/main.0123456789.js')?.revision).toBeNull();
    expect(entry('/remotes/loyalty/remoteEntry.js')?.revision).toMatch(/^[0-9a-f]{16}$/);
    // The same versions, the same bytes: the browser sees no update.
    expect((await get('/sw.js')).body).toBe(response.body);
  });

  it('answers no worker for a shell built without one', async () => {
    await rm(path.join(siteRoot, 'shell', 'sw', 'sw-runtime.json'));
    try {
      // The reader trusts a file for a second before asking the disk again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await get('/sw.js')).statusCode).toBe(404);
    } finally {
      await writeFile(
        path.join(siteRoot, 'shell', 'sw', 'sw-runtime.json'),
        JSON.stringify({ file: RUNTIME }),
      );
    }
  });

  it('says whose each page and API answer is: anonymous, a tag per session, anonymous again after logout', async () => {
    const anonymous = await get('/punti-vendita');
    expect(anonymous.headers[OFFLINE_OWNER_HEADER]).toBe(ANONYMOUS_OWNER);
    expect((await get('/api/health')).headers[OFFLINE_OWNER_HEADER]).toBe(ANONYMOUS_OWNER);
    // Files are nobody's.
    expect((await get('/manifest.webmanifest')).headers[OFFLINE_OWNER_HEADER]).toBeUndefined();
    expect((await get('/icons/icon-192.png')).headers[OFFLINE_OWNER_HEADER]).toBeUndefined();

    const mario = await new TestBrowser(server.app).open();
    await mario.login('mario.rossi@example.it', DEMO_PASSWORD);
    const giulia = await new TestBrowser(server.app).open();
    await giulia.login('giulia.bianchi@example.it', DEMO_PASSWORD);
    const marioTag = (await mario.request('GET', '/api/account/shopping-list')).headers[
      OFFLINE_OWNER_HEADER
    ];
    const giuliaTag = (await giulia.request('GET', '/api/account/shopping-list')).headers[
      OFFLINE_OWNER_HEADER
    ];
    expect(marioTag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(giuliaTag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(giuliaTag).not.toBe(marioTag);
    expect((await mario.request('GET', '/carta-vantaggi')).headers[OFFLINE_OWNER_HEADER]).toBe(
      marioTag,
    );
    await mario.request('POST', '/api/identity/logout');
    expect(
      (await mario.request('GET', '/api/account/session/verify')).headers[OFFLINE_OWNER_HEADER],
    ).toBe(ANONYMOUS_OWNER);
  });
});

describe('the worker configuration', () => {
  const sources = (version: string, entryVersion = version): WorkerSources => ({
    shell: shellDocument({ js: ['/1.0123456789.js'] }),
    runtime: RUNTIME,
    manifest: {
      remotes: [
        {
          name: 'loyalty',
          entry: `/releases/loyalty/${entryVersion}/mf-manifest.json`,
          version,
        },
        {
          name: 'careers',
          entry: 'https://cdn.example/careers/mf-manifest.json',
          version: '2.0.0',
        },
      ],
    } as WorkerSources['manifest'],
    buildOf: () => undefined,
    siteFiles: [{ url: '/offline.html', revision: 'a' }],
    offlinePage: '/offline.html',
  });

  it('changes with a remote\u2019s version, and back with a rollback', async () => {
    const first = await offlineWorkerConfig(sources('1.0.0'));
    const next = await offlineWorkerConfig(sources('1.1.0'));
    const back = await offlineWorkerConfig(sources('1.0.0'));
    expect(next.version).not.toBe(first.version);
    expect(workerScript(next)).not.toBe(workerScript(first));
    expect(workerScript(back)).toBe(workerScript(first));
    expect(next.precache).toContainEqual({
      url: '/releases/loyalty/1.1.0/remoteEntry.js',
      revision: '1.1.0',
    });
  });

  it('precaches nothing from another origin (a CDN entry, an override)', async () => {
    const config = await offlineWorkerConfig(sources('1.0.0'));
    expect(config.precache.some((entry) => entry.url.includes('cdn.example'))).toBe(false);
    expect(config.remotes.map((remote) => remote.name)).toEqual(['careers', 'loyalty']);
  });

  it('changes with the shell\u2019s files', async () => {
    const first = await offlineWorkerConfig(sources('1.0.0'));
    const shell = await offlineWorkerConfig({
      ...sources('1.0.0'),
      shell: shellDocument({ js: ['/1.9876543210.js'] }),
    });
    expect(shell.version).not.toBe(first.version);
  });
});
