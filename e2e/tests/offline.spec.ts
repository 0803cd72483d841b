import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { currentFlyerUrl } from '../support/flyers';
import { registerFreshAccount } from '../support/accounts';
import { ROOT, buildRelease } from '../support/remote-builds';
import {
  freePort,
  startServer,
  startsServersOfItsOwn,
  type RunningServer,
} from '../support/server';
import { appOwnsPage, startApp } from '../support/app-start';

/**
 * At the till with no signal (issue 33, docs/offline.md): after one online visit the card with its
 * barcode, the saved coupons, the shopping list and the flyer open with the network off; a tick
 * made offline reaches the server once; personal pages are gone after logout and never shown to
 * the next customer; a page never visited shows the site's offline page; a new release reaches an
 * installed site without a page mixing versions. The service worker is allowed here only
 * (playwright.config.ts blocks it for the other journeys).
 */
test.use({ serviceWorkers: 'allow' });

const run = promisify(execFile);
const DEMO_PASSWORD = 'Spesa2026!';

async function logIn(page: Page, email: string, redirect = '/') {
  await page.goto(`/accedi?redirect=${encodeURIComponent(redirect)}`);
  const form = page.getByRole('form', { name: 'Accedi con email e password' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

/** Waits until the site's service worker is installed and active (it registers once the page is idle). */
async function workerActive(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}

/** The URLs in one of the worker's caches. */
function cachedUrls(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

const barcode = (page: Page) =>
  page.getByRole('img', { name: /^Codice a barre della carta numero/ });

async function offlinePageShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Disponibili senza rete' }).getByRole('link', {
      name: 'Carta Vantaggi',
    }),
  ).toBeVisible();
}

test('Chromium finds the site installable: manifest, icons, standalone, worker', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await workerActive(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // A Playwright context is off the record, which Chromium never installs from: that one is the
  // test's condition, not the site's.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
  };
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
});

test.describe('offline after one online visit', () => {
  test('the card with the same barcode, the saved coupons, the list and the flyer open with no network', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'mario.rossi@example.it', '/carta-vantaggi');
    await workerActive(page);
    // One online visit of each, now under the worker.
    await page.goto('/carta-vantaggi');
    await expect(barcode(page)).toBeVisible();
    const cardLabel = await barcode(page).getAttribute('aria-label');
    const cardBars = await barcode(page).innerHTML();
    await page.goto('/carta-vantaggi/coupon');
    await expect(page.locator('h1').first()).toBeVisible();
    const couponsHeading = await page.locator('h1').first().innerText();
    // The coupons come after the heading (a personal list the app asks for): read them once drawn.
    await expect(page.locator('main h3').first()).toBeVisible();
    const couponTitles = await page.locator('main h3').allInnerTexts();
    await page.goto('/account/lista-spesa');
    const items = page.getByRole('list', { name: 'Prodotti da comprare' });
    await expect(items.getByRole('checkbox').first()).toBeVisible();
    const labels = await items.locator('li').allTextContents();
    const flyer = await currentFlyerUrl(page);
    await page.goto(flyer);
    await expect(page.locator('h1').first()).toBeVisible();
    const flyerHeading = await page.locator('h1').first().innerText();

    await context.setOffline(true);
    await page.goto('/carta-vantaggi');
    await expect(barcode(page)).toBeVisible();
    expect(await barcode(page).getAttribute('aria-label')).toBe(cardLabel);
    expect(await barcode(page).innerHTML()).toBe(cardBars);

    await page.goto('/carta-vantaggi/coupon');
    await expect(page.locator('h1').first()).toHaveText(couponsHeading);
    await expect(page.locator('main h3')).toHaveText(couponTitles);

    await page.goto('/account/lista-spesa');
    await expect(page.getByText(/^Sei offline: puoi spuntare i prodotti/)).toBeVisible();
    await expect(items.locator('li')).toHaveText(labels);

    await page.goto(flyer);
    await expect(page.locator('h1').first()).toHaveText(flyerHeading);
    await context.setOffline(false);
  });

  test('a tick made offline is on the server once the network is back, once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'luca.verdi@example.it', '/account/lista-spesa');
    // A product of its own, so the test reads its own tick.
    const list = () => page.request.get('/api/account/shopping-list');
    const { token } = (await (await page.request.get('/api/identity/csrf')).json()) as {
      token: string;
    };
    const added = await page.request.post('/api/account/shopping-list/items', {
      data: { label: 'Farina di ceci' },
      headers: { 'x-csrf-token': token },
    });
    expect(added.status()).toBe(201);
    const before = ((await (await list()).json()) as { items: unknown[] }).items.length;
    await workerActive(page);
    await page.goto('/account/lista-spesa');
    const item = page.getByRole('checkbox', { name: 'Farina di ceci' });
    await expect(item).not.toBeChecked();

    await context.setOffline(true);
    await page.reload();
    // The tick is the app's (it queues it for the network): a click while it is hydrating the page
    // drawn by the server could land on the checkbox it is about to take over.
    await appOwnsPage(page);
    await item.check();
    await expect(item).toBeChecked();
    await expect(page.getByText(/1 modifica in attesa/)).toBeVisible();
    // Still there after the page is opened again with no network.
    await page.reload();
    await expect(item).toBeChecked();

    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await context.setOffline(false);
    await expect(page.getByText(/modific[ah]e? in attesa|stiamo salvando/)).toHaveCount(0);
    await expect
      .poll(async () => {
        const { items } = (await (await list()).json()) as {
          items: { label: string; checked: boolean }[];
        };
        return items.filter((entry) => entry.label === 'Farina di ceci');
      })
      .toEqual([expect.objectContaining({ label: 'Farina di ceci', checked: true })]);
    expect(((await (await list()).json()) as { items: unknown[] }).items).toHaveLength(before);
    expect(patches).toHaveLength(1);
    await expect(item).toBeChecked();
  });

  test('logout removes the cached personal pages, and the next customer never sees them', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'mario.rossi@example.it', '/carta-vantaggi');
    await workerActive(page);
    await page.goto('/carta-vantaggi');
    await expect(barcode(page)).toBeVisible();
    const marioCard = await barcode(page).getAttribute('aria-label');
    await page.goto('/account/lista-spesa');
    await expect(page.getByRole('list', { name: 'Prodotti da comprare' })).toBeVisible();
    // The customer's pages come drawn with their data (the list, the card): the pages are kept.
    expect(await cachedUrls(page, 'iper-personal')).toEqual(
      expect.arrayContaining(['/carta-vantaggi', '/account/lista-spesa']),
    );

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Ciao / })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => cachedUrls(page, 'iper-personal')).toEqual([]);
    await context.setOffline(true);
    await page.goto('/carta-vantaggi');
    await offlinePageShown(page);
    await context.setOffline(false);

    // Another customer signs in on the same device: none of Mario's pages or data.
    await logIn(page, 'giulia.bianchi@example.it', '/account');
    const personal = await cachedUrls(page, 'iper-personal');
    expect(personal).not.toContain('/carta-vantaggi');
    expect(personal).not.toContain('/api/account/shopping-list');
    await context.setOffline(true);
    await page.goto('/carta-vantaggi');
    await offlinePageShown(page);
    await expect(page.getByRole('img', { name: marioCard ?? '' })).toHaveCount(0);
    await context.setOffline(false);
  });

  test('deleting the account removes its cached personal pages', async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = `offline-${Date.now()}@example.it`;
    await registerFreshAccount(page, email, DEMO_PASSWORD);
    await workerActive(page);
    await page.goto('/account/lista-spesa');
    await expect(page.getByRole('heading', { level: 1, name: 'Lista della spesa' })).toBeVisible();
    await expect
      .poll(() => cachedUrls(page, 'iper-personal'))
      .toEqual(expect.arrayContaining(['/account/lista-spesa']));
    // The deletion as the privacy page sends it, through the page (and so its service worker).
    const status = await page.evaluate(async (password) => {
      const { token } = (await (await fetch('/api/identity/csrf')).json()) as { token: string };
      const response = await fetch('/api/account/deletion', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({ password, confirm: true }),
      });
      return response.status;
    }, DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(await cachedUrls(page, 'iper-personal')).toEqual([]);
    await context.setOffline(true);
    await page.goto('/account/lista-spesa');
    await offlinePageShown(page);
    await context.setOffline(false);
  });

  test('a page never visited shows the site\u2019s offline page, in Italian, with what works offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await workerActive(page);
    await page.goto('/');
    await context.setOffline(true);
    await page.goto('/servizi');
    await offlinePageShown(page);
    await expect(page).toHaveTitle(/Sei offline/);
    for (const name of ['Carta Vantaggi', 'I tuoi coupon', 'Lista della spesa', 'Volantino'])
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
  });
});

test.describe('a new release reaches an installed site', () => {
  startsServersOfItsOwn();
  const TOKEN = 'e2e-offline-admin-token-0123456789';
  let work: string;
  let server: RunningServer;

  async function remote(args: string[]) {
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, 'tools/remote.mjs'), ...args, '--url', server.baseURL, '--actor', 'e2e'],
      { cwd: ROOT, env: { ...process.env, PLATFORM_ADMIN_TOKEN: TOKEN }, timeout: 300_000 },
    );
    return stdout;
  }

  /**
   * A release action through the gate; its server smoke test renders the remote's pages under a
   * time limit, which a machine busy with other suites can miss: tried again then.
   */
  async function gated(args: string[]) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await remote(args);
      } catch (error) {
        if (attempt >= 3 || !/no answer within/.test(String(error))) throw error;
      }
    }
  }

  /** loyalty's release build (built once, Nx's cache shared with the other release journeys), copied as release `version` (its manifest says so). */
  async function loyaltyAs(version: string) {
    const release = path.join(work, 'loyalty-release');
    if (!existsSync(release))
      buildRelease('loyalty', release, { version: '1.0.1', buildId: 'release-1.0.1' });
    const copy = path.join(work, `loyalty-${version}`);
    await cp(release, copy, { recursive: true });
    await cp(`${release}-server`, `${copy}-server`, { recursive: true });
    const file = path.join(copy, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = version;
    manifest.metaData.release.version = version;
    await writeFile(file, JSON.stringify(manifest));
    return copy;
  }

  /** The loyalty release the page names (its inlined manifest) and the ones it loaded files of. */
  async function loyaltyVersions(page: Page) {
    return page.evaluate(() => {
      const manifest = JSON.parse(
        document.getElementById('iper-remotes-manifest')?.textContent ?? '{"remotes":[]}',
      ) as { remotes: { name: string; version?: string }[] };
      const named = manifest.remotes.find((entry) => entry.name === 'loyalty')?.version;
      const loaded = new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => /\/releases\/loyalty\/([^/]+)\//.exec(entry.name)?.[1])
          .filter(Boolean),
      );
      return { named, loaded: [...loaded] };
    });
  }

  async function giftCard(page: Page) {
    await page.goto(`${server.baseURL}/gift-card`);
    await startApp(page);
    await expect(page.locator('h1').first()).toBeVisible();
  }

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    work = await mkdtemp(path.join(os.tmpdir(), 'iper-offline-'));
    server = await startServer(await freePort(), {
      PLATFORM_ADMIN_TOKEN: TOKEN,
      RELEASES_DIR: path.join(work, 'releases'),
    });
    for (const version of ['1.0.1', '1.0.2'])
      await remote(['publish', 'loyalty', '--dist', await loyaltyAs(version)]);
    await gated(['deploy', 'loyalty', '1.0.1', '--skip-browser-smoke']);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  test('a deploy and a rollback are offered as "Nuova versione disponibile" and never mix versions in a page', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context: BrowserContext = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    try {
      await giftCard(page);
      await workerActive(page);
      await giftCard(page);
      expect(await loyaltyVersions(page)).toEqual({ named: '1.0.1', loaded: ['1.0.1'] });

      await gated(['deploy', 'loyalty', '1.0.2', '--skip-browser-smoke']);
      // The server's page names the new release at once, and the page runs it alone.
      await giftCard(page);
      expect(await loyaltyVersions(page)).toEqual({ named: '1.0.2', loaded: ['1.0.2'] });
      // The worker written for 1.0.2 is installed and offered.
      const prompt = page.getByRole('status').filter({ hasText: 'Nuova versione disponibile' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      // "Aggiorna" reloads the page once the new worker has taken over: wait for that load, not
      // for the current page's (already done, which raced the reload).
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Aggiorna' }).click();
      await reloaded;
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await loyaltyVersions(page)).toEqual({ named: '1.0.2', loaded: ['1.0.2'] });

      // Offline, the installed site is 1.0.2 throughout.
      await context.setOffline(true);
      await giftCard(page);
      expect(await loyaltyVersions(page)).toEqual({ named: '1.0.2', loaded: ['1.0.2'] });
      await context.setOffline(false);

      // A rollback reaches it the same way; the next navigation applies it.
      await gated(['rollback', 'loyalty']);
      await giftCard(page);
      expect(await loyaltyVersions(page)).toEqual({ named: '1.0.1', loaded: ['1.0.1'] });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await prompt.getByRole('button', { name: 'Più tardi' }).click();
      await expect(prompt).toHaveCount(0);
      await page.evaluate(() => {
        // A client-side navigation: the waiting version is loaded as a whole page instead.
        const link = document.querySelector<HTMLAnchorElement>('a[href="/carta-vantaggi"]');
        link?.click();
      });
      await expect(page).toHaveURL(/\/carta-vantaggi$/);
      await page.waitForLoadState('load');
      await expect
        .poll(() =>
          page
            .evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              return registration?.waiting ? 'waiting' : 'none';
            })
            // The page is being replaced by the new version's: ask again once it is there.
            .catch(() => 'navigating'),
        )
        .toBe('none');
      await expect(page.locator('h1').first()).toBeVisible();
      await context.setOffline(true);
      await giftCard(page);
      expect(await loyaltyVersions(page)).toEqual({ named: '1.0.1', loaded: ['1.0.1'] });
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });
});
