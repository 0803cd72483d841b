import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { shellDocument, writeShellDocument } from '../testing/shell-build';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The render worker replaced: a store's page renders, any other store's address fails. */
jest.mock('./render/page-renderer', () => ({
  PageRenderer: class {
    readonly available = true;
    version() {
      return 'gen-1';
    }
    async render(_route: string, request: { url: string }) {
      if (new URL(request.url).pathname !== '/punti-vendita')
        return { kind: 'skip', reason: 'the remote threw' };
      return {
        kind: 'html',
        status: 200,
        html: '<h1>Punti vendita</h1>',
        hydration: { remote: 'store_locator', state: { loaderData: {} }, queries: {} },
        pageModules: [],
      };
    }
    openBreakers() {
      return { routes: 0, addresses: 2 };
    }
    dataChanged() {}
    async close() {}
  },
}));

async function fakeBuiltSite() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'iper-page-metrics-'));
  await mkdir(path.join(root, 'shell'), { recursive: true });
  await mkdir(path.join(root, 'shell-server'), { recursive: true });
  await writeShellDocument(path.join(root, 'shell'), shellDocument());
  await writeFile(path.join(root, 'shell-server/main.cjs'), 'module.exports = {};');
  for (const folder of ['store-locator', 'content', 'loyalty', 'account', 'careers'])
    await mkdir(path.join(root, 'remotes', folder), { recursive: true });
  return root;
}

function seriesOf(text: string, metric: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`))
    .map((line) => line.split(' ')[0] ?? line);
}

describe('the page pipeline’s metrics, in the site', () => {
  let server: TestServer;
  let siteRoot: string;
  const scrape = async () =>
    (
      await server.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).body;

  beforeAll(async () => {
    siteRoot = await fakeBuiltSite();
    server = await startTestServer(singleTestDatabase(), {
      SERVE_SITE: 'true',
      SHELL_DIST: path.join(siteRoot, 'shell'),
      REMOTES_DIR: path.join(siteRoot, 'remotes'),
      REMOTES_LAYOUT: 'flat',
      METRICS_TOKEN: TOKEN,
    });
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await rm(siteRoot, { recursive: true, force: true });
  });

  it('times a server render by route, remote and version, and counts the HTML cache', async () => {
    expect((await server.app.inject('/punti-vendita')).headers['x-html-cache']).toBe('miss');
    expect((await server.app.inject('/punti-vendita')).headers['x-html-cache']).toBe('hit');
    const text = await scrape();
    expect(text).toContain(
      'page_render_duration_seconds_count{route="/punti-vendita",remote="store_locator",remote_version="local"} 1',
    );
    expect(text).toContain('page_cache_requests_total{outcome="miss"} 1');
    expect(text).toContain('page_cache_requests_total{outcome="hit"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/punti-vendita",status_code="200"} 2',
    );
    expect(text).toContain('page_render_breakers_open{scope="address"} 2');
  });

  it('counts a page the server could not render under its route pattern, with the reason', async () => {
    const response = await server.app.inject('/punti-vendita/negozio-rotto');
    expect(response.statusCode).toBe(200);
    const text = await scrape();
    const fallbacks = text
      .split('\n')
      .filter((line) => line.startsWith('page_render_fallbacks_total{'));
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(
      /remote="store_locator",remote_version="local",reason="failed"} 1$/,
    );
    expect(fallbacks[0]).not.toContain('negozio-rotto');
  });

  it('adds no series for a flood of made-up page addresses', async () => {
    const flood = () =>
      Promise.all(
        Array.from({ length: 100 }, () =>
          server.app.inject(`/${randomBytes(5).toString('hex')}/${randomBytes(5).toString('hex')}`),
        ),
      );
    await flood();
    const before = await scrape();
    await flood();
    await flood();
    const after = await scrape();
    for (const metric of [
      'http_request_duration_seconds_count',
      'page_render_duration_seconds_count',
      'page_render_fallbacks_total',
    ])
      expect(seriesOf(after, metric)).toEqual(seriesOf(before, metric));
  });
});
