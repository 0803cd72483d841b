import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { currentFlyerUrl, DEMO_FLYER_STORE_ID } from '../support/flyers';
import { EXTERNAL_SITE } from '../support/environment';
import { freePort, startServer, startsServersOfItsOwn } from '../support/server';
import { startServerOnDeployFolder, type ServerOnDeployFolder } from '../support/deploy-folder';
import { ROOT } from '../support/remote-builds';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { registerFreshAccount } from '../support/accounts';
import { startApp } from '../support/app-start';

/** Key public pages and what a person (or a crawler) must find in their HTML before any script. */
const KEY_PAGES: Array<{
  path: string | ((page: Page) => Promise<string>);
  h1: string | RegExp;
  content: string[];
}> = [
  { path: '/', h1: 'La spesa grande, i prezzi piccoli', content: ['Il volantino della settimana'] },
  { path: '/punti-vendita', h1: 'Punti vendita', content: ['Iper Arese', 'Iper Verona'] },
  {
    path: '/punti-vendita/iper-arese',
    h1: 'Iper Arese',
    content: ['Via Giuseppe Eugenio Luraghi 11', 'Orari di apertura', 'Immacolata Concezione'],
  },
  { path: '/lista-volantini', h1: 'Volantini', content: [] },
  { path: currentFlyerUrl, h1: /Volantino/, content: [] },
  { path: '/carta-vantaggi', h1: 'Carta Vantaggi', content: [] },
  {
    path: '/lavora-con-noi/posizioni-sede',
    h1: 'Posizioni in sede',
    content: ['Sviluppatore/trice software'],
  },
  { path: '/iper-mag/ricette/risotto-alla-zucca', h1: 'Risotto alla zucca', content: ['zucca'] },
];

async function withoutScripts<T>(
  browser: Browser,
  baseURL: string,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('server-side rendering', () => {
  test('public pages arrive as HTML with their heading and content, before any script runs', async ({
    browser,
    baseURL,
    page,
  }) => {
    for (const entry of KEY_PAGES) {
      const pagePath = typeof entry.path === 'string' ? entry.path : await entry.path(page);
      await withoutScripts(browser, baseURL!, async (noScript) => {
        const response = await noScript.goto(pagePath);
        expect(response?.status(), pagePath).toBe(200);
        await expect(noScript.getByRole('heading', { level: 1 }).first(), pagePath).toHaveText(
          entry.h1,
        );
        await expect(
          noScript
            .getByRole('banner')
            .getByRole('link', { name: 'Iper La grande i, pagina iniziale' }),
        ).toBeVisible();
        await expect(noScript.getByRole('contentinfo')).toBeVisible();
        for (const text of entry.content)
          await expect(noScript.getByText(text).first(), `${pagePath}: ${text}`).toBeAttached();
      });
    }
  });

  test('the same pages hydrate in the browser without a mismatch, and keep working', async ({
    site,
    page,
  }) => {
    // Every key page in one test: on a machine running two shards side by side it needs more
    // than one test's minute.
    test.slow();
    // The fixture fails the test on any "[ssr]" hydration error the shell reports.
    for (const entry of KEY_PAGES) {
      const pagePath = typeof entry.path === 'string' ? entry.path : await entry.path(page);
      await site.visit(pagePath);
      await page.waitForLoadState('networkidle');
    }
    // Hydrated: a client navigation from a server-rendered page works.
    await site.visit('/iper-mag');
    await page
      .getByRole('link', { name: /Risotto alla zucca/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Risotto alla zucca' })).toBeVisible();
  });

  test.describe('in another time zone', () => {
    test.use({ timezoneId: 'America/New_York' });
    test('dates drawn on the server are the ones the browser draws', async ({ site, page }) => {
      for (const pagePath of [
        '/',
        '/lista-volantini',
        await currentFlyerUrl(page),
        '/lavora-con-noi/posizioni-sede',
        '/punti-vendita/iper-arese',
      ]) {
        await site.visit(pagePath);
        await page.waitForLoadState('networkidle');
      }
    });
  });

  test("a store's status hydrates as the server drew it, then follows the browser's clock", async ({
    site,
    page,
    browser,
    baseURL,
  }) => {
    // The server draws the page now; the browser's clock stands on the other side of an opening
    // or closing minute (as a page from the cache, or one hydrated just after 21:00, would be).
    const storePath = '/punti-vendita/iper-arese';
    const drawn = await withoutScripts(browser, baseURL!, async (noScript) => {
      await noScript.goto(storePath);
      return noScript.getByText(/^(Aperto ora|Oggi apre alle|Chiuso ora|Oggi chiuso)/).innerText();
    });
    // Wednesday 2 December 2026, an ordinary day (Arese: 08:30-21:00).
    const [browserTime, browserStatus] = drawn.startsWith('Aperto ora')
      ? ['2026-12-02T03:30:00+01:00', /^Oggi apre alle 08:30/]
      : ['2026-12-02T11:00:00+01:00', /^Aperto ora · chiude alle 21:00/];
    await page.clock.setFixedTime(new Date(browserTime));

    // The fixture fails the test on any hydration mismatch the shell reports. The page works as
    // HTML: the app starts when the visitor reaches for it, and then follows the clock.
    await site.visit(storePath);
    await startApp(page);
    await expect(page.getByText(browserStatus)).toBeVisible();
  });

  test('missing things are a 404 with the error page in the HTML', async ({ request }) => {
    for (const pagePath of [
      '/iper-mag/non-esiste',
      '/iper-mag/ricette/non-esiste',
      '/non-esiste-proprio',
      '/servizi/in-negozio/non-esiste',
      '/lavora-con-noi/posizioni-sede/non-esiste',
      '/volantino?id=non-esiste',
    ]) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(404);
      // The error page ('pagina non disponibile o non esiste') or a page's own not-found view.
      expect((await response.text()).toLowerCase(), pagePath).toContain('non esiste');
    }
  });

  test('pages behind a session stay rendered in the browser', async ({ request }) => {
    const html = await (await request.get('/account')).text();
    expect(html).toContain('<div id="root"></div>');
  });
});

test.describe('a remote whose server build cannot render', () => {
  startsServersOfItsOwn();
  let server: ServerOnDeployFolder;
  test.beforeAll(async () => {
    // The site's remotes, with content's server build broken: its pages must still be served.
    server = await startServerOnDeployFolder('iper-ssr-remotes-', (remotesDir) =>
      cp(
        path.join(ROOT, 'e2e/support/fixtures.ts'),
        path.join(remotesDir, 'content-server/remoteEntry.js'),
      ),
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('serves the page rendered in the browser instead, never an error', async ({
    page,
    site,
  }) => {
    const response = await page.request.get(`${server.baseURL}/iper-mag`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    await page.goto(`${server.baseURL}/iper-mag`);
    await expect(page.getByRole('heading', { level: 1, name: 'Iper Mag' })).toBeVisible();
    await site.expectAccessible();
    // Another remote's pages are still rendered on the server.
    expect(await (await page.request.get(`${server.baseURL}/punti-vendita`)).text()).toContain(
      'Iper Arese',
    );
  });
});

test.describe('the data of a server render', () => {
  startsServersOfItsOwn();
  const TOKEN = 'e2e-metrics-token-0123456789abcdef';
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer(await freePort(), { METRICS_TOKEN: TOKEN });
  });
  test.afterAll(() => server?.stop());

  /** Requests answered so far, by route pattern, as the server's own metrics count them. */
  async function requestsByRoute(request: APIRequestContext): Promise<Map<string, number>> {
    const response = await request.get(`${server.baseURL}/api/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.ok()).toBe(true);
    const counts = new Map<string, number>();
    for (const [, route, count] of (await response.text()).matchAll(
      /^http_request_duration_seconds_count\{[^}]*route="([^"]*)"[^}]*\} (\d+)$/gm,
    ))
      counts.set(route!, (counts.get(route!) ?? 0) + Number(count));
    return counts;
  }

  test('reaches the server by no request of its own: each key page is its one request', async ({
    request,
  }) => {
    const flyers = (await (
      await request.get(`${server.baseURL}/api/flyers?storeId=${DEMO_FLYER_STORE_ID}`)
    ).json()) as { flyers: { id: string; status: string }[] };
    const flyer = flyers.flyers.find((each) => each.status === 'current')!;
    const pages = [
      '/',
      '/punti-vendita',
      '/punti-vendita/iper-arese',
      `/lista-volantini?storeId=${DEMO_FLYER_STORE_ID}`,
      `/volantino?id=${encodeURIComponent(flyer.id)}`,
      '/lavora-con-noi/posizioni-sede',
      '/iper-mag/ricette/risotto-alla-zucca',
      '/cerca?q=pasta',
    ];
    const before = await requestsByRoute(request);
    for (const pagePath of pages) {
      const response = await request.get(`${server.baseURL}${pagePath}`);
      expect(response.status(), pagePath).toBe(200);
      // Drawn on the server with its data (not the page the browser would draw).
      expect(await response.text(), pagePath).toMatch(/<main[^>]*>[\s\S]*<h1/);
    }
    const after = await requestsByRoute(request);
    const grown = [...after]
      .filter(([route, count]) => count > (before.get(route) ?? 0))
      .map(([route, count]) => `${route} +${count - (before.get(route) ?? 0)}`)
      .filter((line) => !line.startsWith('/api/metrics '));
    // Only the pages themselves: no API, CMS or search request made by their renders.
    expect(
      grown.every((line) => !/^\/(api|v2|1)\//.test(line)),
      grown.join(', '),
    ).toBe(true);
    expect(grown.length, grown.join(', ')).toBeGreaterThan(0);
  });
});

test.describe('a remote redeployed alone, rendered on the server', () => {
  startsServersOfItsOwn();
  const HEADING = 'Ultimi articoli';
  let server: ServerOnDeployFolder;
  /** The content remote's server build as it was built, file by file. */
  const built = new Map<string, string>();
  const serverBuild = () => path.join(server.deployDir, 'content-server');
  const residentMiB = async () =>
    Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${server.pid}/status`, 'utf8'))?.[1]) / 1024;

  test.beforeAll(async () => {
    server = await startServerOnDeployFolder('iper-ssr-redeploy-');
    for (const file of await readdir(serverBuild()))
      built.set(file, await readFile(path.join(serverBuild(), file), 'utf8'));
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** Deploys version `n` of content's server build, whose magazine heading says so. */
  async function deploy(n: number) {
    for (const [file, source] of built)
      await writeFile(
        path.join(serverBuild(), file),
        source.replaceAll(HEADING, `${HEADING} (v${n})`),
      );
  }

  test('shows the new version in the server HTML within 10 s, 20 times, with no restart and no leak', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const html = async () => (await request.get(`${server.baseURL}/iper-mag`)).text();
    for (let warm = 0; warm < 5; warm += 1) expect(await html()).toContain(HEADING);
    const before = await residentMiB();

    for (let n = 1; n <= 20; n += 1) {
      await deploy(n);
      await expect
        .poll(html, { timeout: 10_000, intervals: [100] })
        .toContain(`${HEADING} (v${n})`);
    }
    // A retired render worker ends 10 s after its successor takes over.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    for (let render = 0; render < 5; render += 1) expect(await html()).toContain('(v20)');
    expect(await residentMiB()).toBeLessThanOrEqual(before * 1.2);
  });

  test("a remote's server code gets no secret, reads no file beyond its build, and its page still renders", async ({
    request,
  }) => {
    // A file of the server's outside the remote's server build, as the data folder is.
    const secretFile = path.join(server.deployDir, 'secret.txt');
    await writeFile(secretFile, 'segreto');
    const probe = `(function () {
      var attempt = function (action) { try { return action(); } catch (error) { return error.code; } };
      return 'probe:' + JSON.stringify({
        env: Object.keys(process.env).sort(),
        read: attempt(function () { return require('fs').readFileSync(${JSON.stringify(secretFile)}, 'utf8'); }),
        write: attempt(function () { require('fs').writeFileSync(${JSON.stringify(secretFile)}, 'x'); return 'written'; }),
        spawn: attempt(function () { return String(require('child_process').execFileSync('id')); }),
      }) + ':probe';
    })()`;
    for (const [file, source] of built)
      await writeFile(path.join(serverBuild(), file), source.replaceAll(`"${HEADING}"`, probe));
    const page = async () => (await request.get(`${server.baseURL}/iper-mag`)).text();
    await expect.poll(page, { timeout: 10_000, intervals: [200] }).toContain('probe:');
    const html = await page();
    const seen = JSON.parse(
      /probe:(.*?):probe/
        .exec(html)![1]!
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'")
        .replaceAll('&amp;', '&'),
    ) as { env: string[]; read: string; write: string; spawn: string };
    expect(
      seen.env.every((name) =>
        ['LANG', 'LC_ALL', 'NODE_ENV', 'NODE_ICU_DATA', 'TZ'].includes(name),
      ),
    ).toBe(true);
    expect(seen).toMatchObject({
      read: 'ERR_ACCESS_DENIED',
      write: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
    });
    expect(await readFile(secretFile, 'utf8')).toBe('segreto');
    // The page itself was drawn on the server as usual around the probe.
    expect(html).toContain('<h1');
  });
});

test.describe('missing stores and restaurants', () => {
  test('are a 404 from the server with their not-found view, found ones are there in full', async ({
    request,
  }) => {
    // A store is looked for among the hypermarkets, then the other lists; a restaurant among the
    // store's, then its brand's: known missing only after a second round of queries.
    for (const [pagePath, heading] of [
      ['/punti-vendita/non-esiste', 'Punto vendita non trovato'],
      ['/punti-vendita/iper-arese/non-esiste', 'Punto ristorazione non trovato'],
      ['/punti-vendita/non-esiste/risto', 'Punto ristorazione non trovato'],
    ] as const) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(404);
      const html = await response.text();
      expect(html, pagePath).toContain(`<h1>${heading}</h1>`);
      expect(html.toLowerCase(), pagePath).toContain('non esiste');
    }
    const restaurant = await request.get('/punti-vendita/iper-arese/risto');
    expect(restaurant.status()).toBe(200);
    const html = await restaurant.text();
    expect(html).toContain('Risto Arese</h1>');
    expect(html).toContain('Menu</h2>');
    const store = await (await request.get('/punti-vendita/iper-arese')).text();
    // Sections whose queries start only once the store is known.
    expect(store).toContain('Distributore Iper Station');
    expect(store).toContain('Servizi</h2>');
  });
});

test.describe('the HTML cache of server-rendered pages', () => {
  /**
   * An address no other journey asked for: its first answer is a render. A parameter the page
   * does not declare is no part of the cache's key (the route table's `query`): a search is.
   */
  const fresh = () => `/cerca?q=${encodeURIComponent(`cache ${Date.now()} ${Math.random()}`)}`;

  test('serves an anonymous visitor from the cache, with its ETag', async ({ request }) => {
    const pagePath = fresh();
    const first = await request.get(pagePath);
    expect(first.headers()['x-html-cache']).toBe('miss');
    const second = await request.get(pagePath);
    expect(second.headers()['x-html-cache']).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()['cache-control']).toBe('no-cache');
    expect(second.headers().vary).toBe('Accept-Encoding, Cookie');
    const etag = second.headers().etag!;
    expect(etag).toBe(first.headers().etag);
    const revalidated = await request.get(pagePath, { headers: { 'if-none-match': etag } });
    expect(revalidated.status()).toBe(304);
  });

  test('never answers a signed-in visitor from it, nor keeps what was rendered for one', async ({
    page,
    request,
  }) => {
    await registerFreshAccount(page, `cache.${Date.now()}@example.it`, 'Pagine-Condivise-2026');
    const shared = fresh();
    await request.get(shared);
    expect((await request.get(shared)).headers()['x-html-cache']).toBe('hit');
    const signedIn = await page.request.get(shared);
    expect(signedIn.headers()['x-html-cache']).toBe('bypass');
    const first = fresh();
    expect((await page.request.get(first)).headers()['x-html-cache']).toBe('bypass');
    expect((await request.get(first)).headers()['x-html-cache']).toBe('miss');
  });
});

/**
 * The CSS-module class names (`<remote>-<hash>`) and the remote's asset URLs in a page's main,
 * as addresses (the browser writes them absolute, with the public path its runtime found; the
 * server root-relative: the same file).
 */
function pageNames(html: string, remote: { federationName: string; folder: string }, base: string) {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  const classes = new Set<string>();
  for (const [, value] of main.matchAll(/class="([^"]*)"/g))
    for (const name of value!.split(/\s+/))
      if (name.startsWith(`${remote.federationName}-`)) classes.add(name);
  const assets = new Set(
    [
      ...main.matchAll(
        new RegExp(`="((?:https?://[^"/]+)?/remotes/${remote.folder}/assets/[^"]+)"`, 'g'),
      ),
    ].map((match) => new URL(match[1]!, base).href),
  );
  return { classes, assets };
}

/**
 * What of a page's server HTML the browser build does not have: class names its stylesheets do
 * not define (the CSS modules of the two builds would be named differently) and asset URLs it
 * does not serve.
 */
async function namesMissingFromBrowserBuild(
  request: APIRequestContext,
  baseURL: string,
  names: { classes: Set<string>; assets: Set<string> },
  browserBuildDir: string,
): Promise<string[]> {
  const files = (await readdir(browserBuildDir)).filter((file) => file.endsWith('.css'));
  const css = (
    await Promise.all(files.map((file) => readFile(path.join(browserBuildDir, file), 'utf8')))
  ).join('\n');
  const missing = [...names.classes].filter(
    (name) => !new RegExp(`\\.${name.replace(/[-\\^$*+?.()|[\]{}]/g, '\\$&')}(?![\\w-])`).test(css),
  );
  for (const asset of names.assets) {
    const { pathname } = new URL(asset);
    if ((await request.get(`${baseURL}${pathname}`)).status() !== 200) missing.push(pathname);
  }
  return missing;
}

test.describe('the server and browser builds of a remote', () => {
  test.skip(EXTERNAL_SITE, 'reads the builds of this checkout and starts a server from them');
  const STORE_LOCATOR = { federationName: 'store_locator', folder: 'store-locator' };
  const STORE_PAGE = '/punti-vendita/iper-arese';

  test("name CSS-module classes and assets the same: the server HTML has the browser build's", async ({
    request,
    page,
    baseURL,
  }) => {
    const server = pageNames(await (await request.get(STORE_PAGE)).text(), STORE_LOCATOR, baseURL!);
    expect(server.classes.size).toBeGreaterThan(10);
    expect(server.assets.size).toBeGreaterThan(0); // the fuel icons
    expect(
      await namesMissingFromBrowserBuild(
        request,
        baseURL!,
        server,
        path.join(ROOT, 'remotes/store-locator/dist'),
      ),
    ).toEqual([]);

    // The same page drawn by the browser build (a client-side navigation from the store list).
    await page.goto('/punti-vendita');
    await page.locator(`a[href="${STORE_PAGE}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iper Arese' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Distributore Iper Station' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Servizi', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const browser = pageNames(await page.content(), STORE_LOCATOR, page.url());
    expect([...browser.classes].sort()).toEqual([...server.classes].sort());
    expect([...browser.assets].sort()).toEqual([...server.assets].sort());
  });

  test.describe('when they differ', () => {
    // Its tests share the servers it starts: one group, never split across workers or shards.
    test.describe.configure({ mode: 'default' });
    let server: ServerOnDeployFolder;
    test.beforeAll(async () => {
      // The site's remotes, with store-locator's server build naming its classes and one asset
      // differently from its browser build: the comparison above must see it.
      server = await startServerOnDeployFolder('iper-ssr-parity-', async (remotesDir) => {
        const serverDir = path.join(remotesDir, 'store-locator-server');
        for (const file of (await readdir(serverDir)).filter((name) => name.endsWith('.cjs'))) {
          const code = await readFile(path.join(serverDir, file), 'utf8');
          await writeFile(
            path.join(serverDir, file),
            code
              .replaceAll('"store_locator-', '"store_locator-x')
              .replaceAll('assets/benzina.', 'assets/benzina-x.'),
          );
        }
      });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('the comparison finds the differences', async ({ request }) => {
      // A fresh server's first renders can miss their time limit on a busy machine, and the page
      // is then the browser's to draw (no server markup): ask until the server has drawn it.
      let names = pageNames('', STORE_LOCATOR, server.baseURL);
      await expect
        .poll(
          async () => {
            const html = await (await request.get(`${server.baseURL}${STORE_PAGE}`)).text();
            names = pageNames(html, STORE_LOCATOR, server.baseURL);
            return names.classes.size;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(10);
      const missing = await namesMissingFromBrowserBuild(
        request,
        server.baseURL,
        names,
        path.join(server.deployDir, 'store-locator'),
      );
      expect(missing.filter((name) => name.startsWith('store_locator-x')).length).toBe(
        names.classes.size,
      );
      expect(missing.some((name) => name.includes('/assets/benzina-x.'))).toBe(true);
    });
  });
});
