import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type * as Routes from '@iper/routes';
import fc from 'fast-check';
import type * as Renderer from './render/page-renderer';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { writeShellDocument } from '../testing/shell-build';

/**
 * Issue 32, point 8: bad addresses are the visitor's fault, never the server's. `/x%2500` reached
 * the CMS as a NUL, its loader failed, and three of them paused server rendering of every
 * /:generic page for everyone. Here the site runs with the real page renderer (its breaker
 * included) and a render worker that fails the way the real one did: a slug that is still encoded
 * after the router decoded it is decoded again by the CMS, and a NUL or a malformed escape there
 * is the CMS's 400, which the loader throws. Generated malformed addresses must answer 4xx (or a
 * redirect to the canonical address) before any render, never a 5xx, and never pause rendering.
 */

const mockWorker = { renders: [] as string[] };

jest.mock('./render/page-renderer', () => {
  const actual = jest.requireActual<typeof Renderer>('./render/page-renderer');
  const routes = jest.requireActual<typeof Routes>('@iper/routes');
  const refused = (text: string) => {
    try {
      return /\p{Cc}/u.test(decodeURIComponent(text));
    } catch {
      return true;
    }
  };
  class WorkerLikeTheRealOne extends actual.PageRenderer {
    override get available() {
      return true;
    }
    override version() {
      return 'gen-1';
    }
    protected override async renderInWorker(request: { url: string }) {
      mockWorker.renders.push(request.url);
      const url = new URL(request.url);
      const match = routes.matchSiteRoute(url.pathname);
      if (!match) return { kind: 'skip' as const, reason: 'no remote owns the path' };
      const slugs = Object.values(match.params).filter((slug): slug is string => !!slug);
      const values = [...url.searchParams.values()];
      if (slugs.some(refused) || values.some((value) => /\p{Cc}/u.test(value)))
        return {
          kind: 'skip' as const,
          reason: 'a loader failed: content delivery failed: Bad Request',
        };
      return {
        kind: 'html' as const,
        status: 200,
        html: `<h1>${url.pathname}</h1><p>server-rendered</p>`,
        hydration: { remote: match.definition.remote, state: { loaderData: {} } },
        pageModules: [],
      };
    }
  }
  return { PageRenderer: WorkerLikeTheRealOne };
});

async function fakeBuiltSite() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'iper-bad-paths-'));
  const shell = path.join(root, 'shell');
  await mkdir(path.join(shell, 'server'), { recursive: true });
  await writeShellDocument(shell);
  await writeFile(path.join(shell, 'server/main.cjs'), 'module.exports = {};');
  for (const folder of ['store-locator', 'content', 'loyalty', 'account', 'careers'])
    await mkdir(path.join(root, 'remotes', folder), { recursive: true });
  return root;
}

// --- Generators ---------------------------------------------------------------------------------

const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
const hex = (min: number, max: number) =>
  fc.integer({ min, max }).map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`);
/** What makes a segment no slug's: each class that reached a loader, or could. */
const badPart = fc.oneof(
  // Encoded twice: the router decodes once, the CMS again (`%2500` is a NUL there).
  fc.tuple(hex(0, 255)).map(([escape]) => `%25${escape.slice(1)}`),
  // Control characters, NUL first.
  hex(0, 31),
  hex(127, 127),
  // Not UTF-8: a lone continuation byte, a truncated sequence, an overlong NUL, a broken escape.
  hex(128, 191),
  fc.constantFrom(
    '%C3%28',
    '%E0%A4%A-',
    '%C0%80',
    '%ED%A0%80',
    '%F8%88%80%80%80',
    '%',
    '%G1',
    '%2-',
  ),
  // Another path hidden in one segment.
  fc.constantFrom('%2F', '%5C', '%2f..%2f', '%5C%5Cevil.example'),
);
const badSegment = fc
  .tuple(slug, badPart, fc.oneof(slug, fc.constant('')))
  .map(([before, bad, after]) => `${before}${bad}${after}`);
const prefix = fc.constantFrom('', '/en', '/punti-vendita', '/iper-mag/ricette', '/servizi');
const overlong = fc.integer({ min: 1025, max: 4000 }).map((length) => `/${'a'.repeat(length)}`);
const badPath = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(prefix, badSegment).map(([head, bad]) => `${head}/${bad}`) },
  { weight: 1, arbitrary: overlong },
);
/** Made-up and malformed query strings on pages that read their query. */
const badQuery = fc
  .tuple(
    fc.constantFrom('/cerca', '/volantino', '/iper-mag/ricette', '/punti-vendita', '/chi-siamo'),
    fc.constantFrom('q', 'id', 'page', 'tipo', 'utm_source', 'x'),
    fc.oneof(badPart, slug),
  )
  .map(([page, name, value]) => `${page}?${name}=${value}`);

const RUNS = 60;
const visitors = ['203.0.113.7', '203.0.113.8', '198.51.100.20', '2001:db8::1', '2001:db8:5::9'];

describe('malformed page addresses (issue 32, point 8)', () => {
  let server: TestServer;
  let siteRoot: string;
  const get = (url: string, remoteAddress = '192.0.2.1') =>
    server.app.inject({ method: 'GET', url, remoteAddress });

  beforeAll(async () => {
    siteRoot = await fakeBuiltSite();
    server = await startTestServer(singleTestDatabase(), {
      SERVE_SITE: 'true',
      SHELL_DIST: path.join(siteRoot, 'shell'),
      REMOTES_DIR: path.join(siteRoot, 'remotes'),
      REMOTES_LAYOUT: 'flat',
      // Every render reaches the worker: nothing is answered from the HTML cache.
      SSR_CACHE_MB: '0',
    });
  }, 90_000);
  afterAll(async () => {
    await server.close();
    await rm(siteRoot, { recursive: true, force: true });
  });
  beforeEach(() => {
    mockWorker.renders.length = 0;
  });

  /** A normal visitor's page is rendered on the server (not the browser's fallback). */
  async function expectServerRendered(url: string) {
    const response = await get(url, '192.0.2.99');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('server-rendered');
  }

  it('answers /x%2500 without a render, and /chi-siamo is still rendered after many of them', async () => {
    await expectServerRendered('/chi-siamo');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await get('/x%2500', visitors[attempt % visitors.length]);
      // No page (404), or the canonical address without what no address holds (301).
      expect([301, 404]).toContain(response.statusCode);
    }
    expect(mockWorker.renders.filter((url) => url.includes('%25'))).toEqual([]);
    await expectServerRendered('/chi-siamo');
    await expectServerRendered('/chi-siamo/storia');
  });

  it('answers generated malformed addresses 4xx or a redirect, never 5xx, before any render', async () => {
    await fc.assert(
      fc.asyncProperty(badPath, fc.constantFrom(...visitors), async (address, visitor) => {
        mockWorker.renders.length = 0;
        // Three times each: the breaker's count.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const response = await get(address, visitor);
          expect(response.statusCode).toBeLessThan(500);
          expect([301, 308, 400, 404]).toContain(response.statusCode);
        }
        expect(mockWorker.renders).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    await expectServerRendered('/chi-siamo');
    await expectServerRendered('/punti-vendita/iper-arese');
    await expectServerRendered('/iper-mag/ricette');
  });

  it('never pauses rendering for others on malformed queries, even those that reach a loader', async () => {
    // Each page has rendered once since the start: the breaker knows a good address of each route.
    for (const page of [
      '/cerca?q=latte',
      '/volantino?id=f-1',
      '/iper-mag/ricette',
      '/punti-vendita',
    ])
      await expectServerRendered(page);
    await fc.assert(
      fc.asyncProperty(badQuery, fc.constantFrom(...visitors), async (address, visitor) => {
        for (let attempt = 0; attempt < 3; attempt += 1)
          expect((await get(address, visitor)).statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    await expectServerRendered('/cerca?q=latte');
    await expectServerRendered('/cerca?q=pane');
    await expectServerRendered('/chi-siamo');
    await expectServerRendered('/volantino?id=f-1');
  });
});
