import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { cspViolations, watchCspViolations } from '../support/csp';
import { buildRemote } from '../support/remote-builds';
import {
  freePort,
  startServer,
  type RunningServer,
  startsServersOfItsOwn,
} from '../support/server';
import { startStaticOrigin, type StaticOrigin } from '../support/static-origin';

/**
 * A developer or tester loads one remote from another build in their own browser only
 * (docs/qa.md, "Pin a remote for a session"), here loyalty from a pull request's build on a CDN.
 */
test.describe('a remote overridden for one browser', () => {
  startsServersOfItsOwn();
  let cdnDir: string;
  let cdn: StaticOrigin;
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cdnDir = await mkdtemp(path.join(os.tmpdir(), 'iper-preview-'));
    buildRemote('loyalty', path.join(cdnDir, 'loyalty', 'pr-123'), 'pr-123', { browserOnly: true });
    cdn = await startStaticOrigin(cdnDir);
    server = await startServer(await freePort(), { REMOTE_OVERRIDE_ORIGINS: cdn.origin });
  });
  test.afterAll(async () => {
    await server?.stop();
    await cdn?.stop();
    await rm(cdnDir, { recursive: true, force: true });
  });

  test('loads it from the other build in that browser, not in a second one at the same time', async ({
    browser,
  }) => {
    // Two browsers at the same time: a tester's and a shopper's.
    const tester = await (await browser.newContext()).newPage();
    const shopper = await (await browser.newContext()).newPage();
    await watchCspViolations(tester);
    const preview = `${cdn.origin}/loyalty/pr-123/mf-manifest.json`;
    // The link asks first (another site's link alone must not pin a remote): the button confirms.
    await tester.goto(
      `${server.baseURL}/api/platform/remote-override?loyalty=${encodeURIComponent(preview)}&return=/gift-card`,
    );
    await expect(
      tester.getByRole('heading', { level: 1, name: 'Usare una versione di prova?' }),
    ).toBeVisible();
    await expect(tester.getByRole('listitem')).toContainText(`loyalty da ${preview}`);
    await tester.getByRole('button', { name: 'Usa questa versione' }).click();
    await expect(tester).toHaveURL(`${server.baseURL}/gift-card`);
    await expect(tester.getByRole('heading', { level: 1, name: 'Gift Card Iper' })).toBeVisible();
    await expect(tester.locator('[data-build-id="pr-123"]')).toBeVisible();
    const banner = tester.getByRole('complementary', { name: 'Versione di prova' });
    await expect(banner).toContainText(
      `Questo browser usa una versione di prova di: loyalty (${preview}).`,
    );
    await expectNoAxeViolations(tester);

    // Meanwhile another visitor gets the site's own loyalty, and no banner.
    await shopper.goto(`${server.baseURL}/gift-card`);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Gift Card Iper' })).toBeVisible();
    await expect(shopper.locator('[data-build-id]')).toHaveCount(0);
    await expect(shopper.getByRole('complementary', { name: 'Versione di prova' })).toHaveCount(0);

    // The tester's other pages keep the override; "back to the site's version" ends it.
    await tester.goto(`${server.baseURL}/virtual-card`);
    await expect(
      tester.getByRole('heading', { level: 1, name: 'Virtual Card Iper' }),
    ).toBeVisible();
    await expect(banner).toBeVisible();
    expect(
      cdn.requests.filter((request) => request.startsWith('/loyalty/pr-123/')).length,
    ).toBeGreaterThan(3);
    expect(await cspViolations(tester)).toEqual([]);
    await banner.getByRole('link', { name: 'Torna alla versione del sito' }).click();
    await expect(tester).toHaveURL(`${server.baseURL}/virtual-card`);
    await expect(
      tester.getByRole('heading', { level: 1, name: 'Virtual Card Iper' }),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);
    await tester.goto(`${server.baseURL}/gift-card`);
    await expect(tester.getByRole('heading', { level: 1, name: 'Gift Card Iper' })).toBeVisible();
    await expect(tester.locator('[data-build-id]')).toHaveCount(0);
  });

  test('refuses an origin off the allow-list, saying which and why', async ({ page }) => {
    const response = await page.goto(
      `${server.baseURL}/api/platform/remote-override?loyalty=${encodeURIComponent('http://127.0.0.1:9/mf-manifest.json')}`,
    );
    expect(response!.status()).toBe(400);
    expect(await response!.json()).toEqual(
      expect.objectContaining({
        message: `L'origine http://127.0.0.1:9 non è tra quelle ammesse per sostituire un remote (REMOTE_OVERRIDE_ORIGINS: ${cdn.origin}).`,
      }),
    );
    await page.goto(`${server.baseURL}/gift-card`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Card Iper' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Versione di prova' })).toHaveCount(0);
  });
});
