import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { cspViolations, watchCspViolations } from '../support/csp';
import { buildRemote } from '../support/remote-builds';
import { startServerOnDeployFolder, type ServerOnDeployFolder } from '../support/deploy-folder';
import {
  freePort,
  startServer,
  type RunningServer,
  startsServersOfItsOwn,
} from '../support/server';
import { startStaticOrigin, type StaticOrigin } from '../support/static-origin';
import { startApp } from '../support/app-start';

/**
 * The README's recipe for deploying one remote alone, as written: publish its build on another
 * origin with CORS, point REMOTE_LOYALTY_ENTRY at it, switch the entry at run time.
 */
test.describe('a remote published on another origin (a CDN)', () => {
  startsServersOfItsOwn();
  const TOKEN = 'e2e-platform-admin-token-0123456789';
  let cdnDir: string;
  let cdn: StaticOrigin;
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cdnDir = await mkdtemp(path.join(os.tmpdir(), 'iper-cdn-'));
    for (const version of ['v1', 'v2']) {
      buildRemote('loyalty', path.join(cdnDir, 'loyalty', version), `cdn-${version}`, {
        browserOnly: true,
      });
    }
    cdn = await startStaticOrigin(cdnDir);
    server = await startServer(await freePort(), {
      REMOTE_LOYALTY_ENTRY: `${cdn.origin}/loyalty/v1/mf-manifest.json`,
      PLATFORM_ADMIN_TOKEN: TOKEN,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await cdn?.stop();
    await rm(cdnDir, { recursive: true, force: true });
  });

  test("renders the remote's pages from there, within the site's Content-Security-Policy", async ({
    page,
  }) => {
    await watchCspViolations(page);
    const response = await page.goto(`${server.baseURL}/gift-card`);
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toContain(`script-src 'self' ${cdn.origin}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Card Iper' })).toBeVisible();
    await expect(page.locator('[data-build-id="cdn-v1"]')).toBeVisible();
    // No axe scan here: axe reads a cross-origin stylesheet by copying it into a <style> of its
    // own, which the policy rightly refuses (the pages' accessibility is the loyalty journey's).

    // Other pages of the remote, nested ones too: their chunks come from the CDN.
    await page.goto(`${server.baseURL}/virtual-card`);
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual Card Iper' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Virtual Card' })
      .getByRole('link', { name: 'Dove trovarla' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Virtual Card negli altri negozi' }),
    ).toBeVisible();
    await page.goto(`${server.baseURL}/carta-vantaggi/coupon`);
    await expect(page.getByRole('region', { name: 'Accedi per vedere i coupon' })).toBeVisible();

    expect(
      cdn.requests.filter((request) => request.startsWith('/loyalty/v1/')).length,
    ).toBeGreaterThan(3);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('switches to another build on the next page load, with no restart', async ({
    page,
    request,
  }) => {
    await watchCspViolations(page);
    await page.goto(`${server.baseURL}/gift-card`);
    await expect(page.locator('[data-build-id="cdn-v1"]')).toBeVisible();

    const switched = await request.put(`${server.baseURL}/api/platform/remotes/loyalty`, {
      headers: { authorization: `Bearer ${TOKEN}` },
      data: { entry: `${cdn.origin}/loyalty/v2/mf-manifest.json` },
    });
    expect(switched.status()).toBe(200);

    await page.reload();
    await expect(page.locator('[data-build-id="cdn-v2"]')).toBeVisible();
    expect(cdn.requests).toContain('/loyalty/v2/remoteEntry.js');
    expect(await cspViolations(page)).toEqual([]);

    // Rolling back is the same switch, back to the configured entry.
    const reset = await request.delete(`${server.baseURL}/api/platform/remotes/loyalty`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(reset.status()).toBe(200);
    await page.reload();
    await expect(page.locator('[data-build-id="cdn-v1"]')).toBeVisible();
  });
});

test.describe('a remote rebuilt in place', () => {
  startsServersOfItsOwn();
  let server: ServerOnDeployFolder;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The server's remotes folder as a deploy target.
    server = await startServerOnDeployFolder('iper-deploy-');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('keeps the files of the previous build: a page opened before the deploy goes on working', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const loyaltyDir = path.join(server.deployDir, 'loyalty');
    await page.goto(`${server.baseURL}/virtual-card`);
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual Card Iper' })).toBeVisible();
    // The visitor has reached for the page: its app runs (a page only read has no app to keep).
    await startApp(page);
    const before = await readdir(loyaltyDir);

    buildRemote('loyalty', loyaltyDir, `in-place-${Date.now()}`);

    const after = new Set(await readdir(loyaltyDir));
    expect(before.filter((file) => !after.has(file))).toEqual([]);
    // The tab opened before the deploy navigates to another page of the remote: no reload.
    await page.evaluate(() => ((window as { beforeDeploy?: boolean }).beforeDeploy = true));
    await page
      .getByRole('navigation', { name: 'Virtual Card' })
      .getByRole('link', { name: 'Per le aziende' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('258,23 €').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { beforeDeploy?: boolean }).beforeDeploy)).toBe(
      true,
    );
  });

  test("shows the section's error panel, after one reload, when a page's code is really gone", async ({
    page,
  }) => {
    const loyaltyDir = path.join(server.deployDir, 'loyalty');
    const documents: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'document' && documents.push(request.url()),
    );
    await page.goto(`${server.baseURL}/virtual-card`);
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual Card Iper' })).toBeVisible();
    // The server's HTML shows before its scripts run: the link must be the app's (a client-side
    // navigation), not the HTML's (a page load of its own, which would be a second document).
    await startApp(page);

    // Every JavaScript chunk of the remote is gone, but its container (a deploy gone wrong).
    for (const file of await readdir(loyaltyDir)) {
      if (/^\d+\.[0-9a-f]{10}\.js(\.br)?$/.test(file)) await rm(path.join(loyaltyDir, file));
    }
    await page
      .getByRole('navigation', { name: 'Virtual Card' })
      .getByRole('link', { name: 'Dove trovarla' })
      .click();
    // The one reload lands on the server's page, which works as HTML; the visitor's reach for its
    // app finds the page's code gone.
    await expect(page).toHaveURL(/\/virtual-card\/altri-negozi$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await startApp(page);

    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Questa sezione non è disponibile al momento');
    await expect(panel.getByRole('button', { name: 'Riprova' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/virtual-card\/altri-negozi$/);
    // The first page, then the one reload of SPEC §9 at the target, and no more.
    expect(documents).toEqual([
      `${server.baseURL}/virtual-card`,
      `${server.baseURL}/virtual-card/altri-negozi`,
    ]);
  });
});
