import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { startServerOnDeployFolder, type ServerOnDeployFolder } from '../support/deploy-folder';
import { ROOT, buildRemote } from '../support/remote-builds';
import { freePort, startServer, startsServersOfItsOwn } from '../support/server';
import { openSiteMenu } from '../support/site-menu';

/** One page of each remote, as a shopper reaches it. */
const A_PAGE_OF_EACH_REMOTE = [
  { remote: 'content', path: '/', heading: 'La spesa grande, i prezzi piccoli' },
  { remote: 'store_locator', path: '/punti-vendita', heading: 'Punti vendita' },
  { remote: 'loyalty', path: '/gift-card', heading: 'Gift Card Iper' },
  { remote: 'careers', path: '/lavora-con-noi', heading: 'Lavora con noi' },
  { remote: 'account', path: '/accedi', heading: 'Accedi' },
];

test.describe('the platform', () => {
  for (const { remote, path: pagePath, heading } of A_PAGE_OF_EACH_REMOTE) {
    test(`renders a page of the ${remote} remote inside the shell's layout`, async ({
      site,
      page,
    }) => {
      await site.visit(pagePath);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('answers a path no route can match with a 404 status and the error page', async ({
    site,
    page,
  }) => {
    const response = await page.request.get('/punti-vendita/a/b/c');
    expect(response.status()).toBe(404);
    await site.visit('/punti-vendita/a/b/c');
    await expect(page.getByText('Page Not Found: /punti-vendita/a/b/c')).toBeVisible();
    await page.getByRole('link', { name: 'Torna alla homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('makes a query cached by one remote a cache hit in another', async ({ site, page }) => {
    const storeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/stores-yext')) storeRequests.push(request.url());
    });
    await site.visit('/punti-vendita');
    await expect(page.getByRole('heading', { name: 'Iper Arese' })).toBeVisible();
    // Client-side navigation to the home page, owned by the content remote.
    await page.getByRole('link', { name: 'Iper La grande i, pagina iniziale' }).click();
    await expect(page.getByRole('heading', { name: 'I nostri ipermercati' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Tutti i 27 punti vendita/ })).toBeVisible();
    await site.expectAccessible();
    // The store list came with the server-rendered page (the store locator's query, handed to the
    // browser's store), and the content remote's home page read it from there: not one request.
    expect(storeRequests).toHaveLength(0);
  });
});

test.describe('a remote that is down', () => {
  startsServersOfItsOwn();
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer(await freePort(), {
      REMOTE_LOYALTY_ENTRY: 'http://127.0.0.1:9/mf-manifest.json',
    });
  });
  test.afterAll(() => server?.stop());

  test('shows its error panel while the rest of the site keeps working', async ({ page, site }) => {
    const consoleErrors: string[] = [];
    page.on(
      'console',
      (message) => message.type() === 'error' && consoleErrors.push(message.text()),
    );
    await page.goto(`${server.baseURL}/gift-card`);
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Questa sezione non è disponibile al momento');
    await expect(panel.getByRole('button', { name: 'Riprova' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
    await site.expectAccessible();
    expect(consoleErrors.join('\n')).toContain('loyalty');

    const menu = await openSiteMenu(page);
    await menu.getByText('Punti vendita', { exact: true }).click();
    await menu.getByRole('link', { name: 'Trova il punto vendita' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Punti vendita' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Iper Arese' })).toBeVisible();
  });
});

test.describe('a remote redeployed alone', () => {
  startsServersOfItsOwn();
  let server: ServerOnDeployFolder;
  test.beforeAll(async () => {
    server = await startServerOnDeployFolder('iper-deploy-');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('is picked up by a reload, with no shell rebuild', async ({ page }) => {
    const shellDocumentBefore = await readFile(path.join(ROOT, 'shell/dist/document.json'), 'utf8');
    await page.goto(`${server.baseURL}/lavora-con-noi`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lavora con noi' })).toBeVisible();
    const buildBefore = await page.locator('[data-build-id]').count();

    const buildId = `redeploy-${Date.now()}`;
    buildRemote('careers', path.join(server.deployDir, 'careers'), buildId);

    await page.reload();
    await expect(page.locator(`[data-build-id="${buildId}"]`)).toBeVisible();
    expect(buildBefore).toBe(0);
    expect(await readFile(path.join(ROOT, 'shell/dist/document.json'), 'utf8')).toBe(
      shellDocumentBefore,
    );
  });
});
