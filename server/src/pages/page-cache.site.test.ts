import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { inlineHash as styleHash } from './document/stylesheets';
import { PageCache } from './page-cache';
import { shellDocument, writeShellDocument } from '../testing/shell-build';

/**
 * The HTML cache as the site uses it (pages.plugin.ts), with the render worker replaced by a
 * counter: each render draws its number, so a page served from the cache shows an old number.
 */
const mockRenderer = {
  renders: [] as Array<{ url: string; consentDecided: unknown }>,
  generation: 'gen-1',
};

jest.mock('./render/page-renderer', () => ({
  PageRenderer: class {
    readonly available = true;
    version() {
      return mockRenderer.generation;
    }
    async render(_route: string, request: { url: string; consentDecided: unknown }) {
      mockRenderer.renders.push({ url: request.url, consentDecided: request.consentDecided });
      const missing = request.url.includes('non-esiste');
      return {
        kind: 'html',
        status: missing ? 404 : 200,
        html: `<h1>${missing ? 'Punto vendita non trovato' : 'Punti vendita'}</h1><p>render ${mockRenderer.renders.length}</p>`,
        hydration: { remote: 'store_locator', state: { loaderData: {} }, queries: {} },
        pageModules: [],
      };
    }
    dataChanged() {}
    async close() {}
  },
}));

const SHELL_CSS = 'body{margin:0}';

async function fakeBuiltSite() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'iper-html-cache-'));
  const shell = path.join(root, 'shell');
  await mkdir(shell, { recursive: true });
  await mkdir(path.join(root, 'shell-server'), { recursive: true });
  await writeShellDocument(shell, shellDocument({ css: ['/app.0123456789.css'] }));
  await writeFile(path.join(shell, 'app.0123456789.css'), SHELL_CSS);
  // The shell's server build, beside its browser build (dist-server/).
  await writeFile(path.join(root, 'shell-server/main.cjs'), 'module.exports = {};');
  for (const folder of ['store-locator', 'content', 'loyalty', 'account', 'careers'])
    await mkdir(path.join(root, 'remotes', folder), { recursive: true });
  return root;
}

const renderNumber = (response: LightMyRequestResponse) => /render (\d+)/.exec(response.body)?.[1];

describe('the HTML cache of server-rendered pages, in the site', () => {
  let server: TestServer;
  let siteRoot: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

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
    await server.close();
    await rm(siteRoot, { recursive: true, force: true });
  });
  beforeEach(() => {
    server.app.responseCache.invalidate();
    mockRenderer.renders.length = 0;
    mockRenderer.generation = 'gen-1';
  });

  it('fills the cache from an anonymous request and answers the next one from it', async () => {
    const first = await get('/punti-vendita');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-html-cache']).toBe('miss');
    const second = await get('/punti-vendita');
    expect(second.headers['x-html-cache']).toBe('hit');
    expect(mockRenderer.renders).toHaveLength(1);
    expect(second.body).toBe(first.body);
    expect(renderNumber(second)).toBe('1');
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // The inline stylesheet's hash is in the policy of a cached answer too.
      expect(String(response.headers['content-security-policy'])).toContain(styleHash(SHELL_CSS));
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get('/punti-vendita', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const compressed = await get('/punti-vendita', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(mockRenderer.renders).toHaveLength(1);
  });

  it('makes one page per request: a rendered page is not followed by the browser-rendered one', async () => {
    const keep = jest.spyOn(PageCache.prototype, 'keep');
    try {
      await get('/punti-vendita');
      await get('/punti-vendita');
      expect(keep).toHaveBeenCalledTimes(1);
      expect(keep.mock.calls[0]?.[2]).toMatchObject({ kind: 'html', status: 200 });
    } finally {
      keep.mockRestore();
    }
  });

  it('never gives a signed-in visitor a shared page, nor keeps the page rendered for one', async () => {
    await get('/punti-vendita');
    const signedIn = await get('/punti-vendita', {
      cookie: 'iper.csrf=t; iper.session_token=secret.token',
    });
    expect(signedIn.headers['x-html-cache']).toBe('bypass');
    expect(renderNumber(signedIn)).toBe('2');
    // A signed-in visitor first: nothing is kept, the next anonymous visitor gets a fresh render.
    const first = await get('/punti-vendita/punti-ristorazione', {
      cookie: '__Host-iper.session_token=x',
    });
    expect(first.headers['x-html-cache']).toBe('bypass');
    const anonymous = await get('/punti-vendita/punti-ristorazione');
    expect(anonymous.headers['x-html-cache']).toBe('miss');
    expect(renderNumber(anonymous)).toBe('4');
    expect(
      (await get('/punti-vendita', { authorization: 'Bearer abc' })).headers['x-html-cache'],
    ).toBe('bypass');
    expect(mockRenderer.renders).toHaveLength(5);
  });

  it('keeps one page per declared query string and consent state', async () => {
    await get('/punti-vendita');
    const other = await get('/punti-vendita?tipo=ristorazione');
    expect(other.headers['x-html-cache']).toBe('miss');
    const consent = encodeURIComponent(
      JSON.stringify({ analytics: false, marketing: false, decidedAt: '2026-11-01T10:00:00.000Z' }),
    );
    const decided = await get('/punti-vendita', { cookie: `iper_consent=${consent}` });
    expect(decided.headers['x-html-cache']).toBe('miss');
    expect(mockRenderer.renders.map((render) => render.consentDecided)).toEqual([
      false,
      false,
      true,
    ]);
    expect(
      (await get('/punti-vendita', { cookie: `iper_consent=${consent}` })).headers['x-html-cache'],
    ).toBe('hit');
    expect((await get('/punti-vendita')).headers['x-html-cache']).toBe('hit');
  });

  it('neither renders nor keeps a page for made-up parameters, which never push out a popular page', async () => {
    const first = await get('/punti-vendita');
    expect((await get('/punti-vendita')).headers['x-html-cache']).toBe('hit');
    for (let index = 0; index < 500; index += 1) {
      const junk = `${Math.random().toString(36).slice(2)}=${index}`;
      const response = await get(`/punti-vendita?${junk}&nocache=${Date.now()}`);
      expect(response.headers['x-html-cache']).toBe('hit');
      expect(response.body).toBe(first.body);
    }
    // One render in all: no new page was rendered, so none was kept.
    expect(mockRenderer.renders).toHaveLength(1);
    // The render is given the page's own address, without them.
    await get('/chi-siamo?utm_source=newsletter&tipo=x');
    expect(mockRenderer.renders[1]!.url).toMatch(/\/chi-siamo$/);
  });

  it('renders and keeps a page per value of a parameter the page declares', async () => {
    const milk = await get('/cerca?q=latte&utm_campaign=x');
    expect(milk.headers['x-html-cache']).toBe('miss');
    expect(mockRenderer.renders.at(-1)!.url).toMatch(/\/cerca\?q=latte$/);
    const bread = await get('/cerca?q=pane');
    expect(bread.headers['x-html-cache']).toBe('miss');
    expect(renderNumber(bread)).toBe('2');
    expect((await get('/cerca?utm_campaign=y&q=latte')).headers['x-html-cache']).toBe('hit');
    const flyer = await get('/volantino?id=f-1&categoria=pasta');
    expect(flyer.headers['x-html-cache']).toBe('miss');
    expect(mockRenderer.renders.at(-1)!.url).toMatch(/\/volantino\?id=f-1&categoria=pasta$/);
  });

  it('renders again on a new generation of server code (a remote redeployed)', async () => {
    await get('/punti-vendita');
    mockRenderer.generation = 'gen-2';
    const after = await get('/punti-vendita');
    expect(after.headers['x-html-cache']).toBe('miss');
    expect(renderNumber(after)).toBe('2');
  });

  it('drops the pages when a CMS publish or a store change invalidates the data they show', async () => {
    await get('/punti-vendita');
    for (const tag of ['content', 'stores', 'flyers']) {
      const rendersBefore = mockRenderer.renders.length;
      expect((await get('/punti-vendita')).headers['x-html-cache']).toBe('hit');
      server.app.responseCache.invalidate(tag);
      const after = await get('/punti-vendita');
      expect(after.headers['x-html-cache']).toBe('miss');
      expect(renderNumber(after)).toBe(String(rendersBefore + 1));
    }
  });

  it('keeps a missing store as a real 404', async () => {
    const first = await get('/punti-vendita/non-esiste');
    const second = await get('/punti-vendita/non-esiste');
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(second.headers['x-html-cache']).toBe('hit');
    expect(second.body).toContain('Punto vendita non trovato');
  });
});
