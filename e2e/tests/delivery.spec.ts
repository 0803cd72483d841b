import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { ROOT, buildRelease } from '../support/remote-builds';
import {
  freePort,
  startServer,
  type RunningServer,
  startsServersOfItsOwn,
} from '../support/server';
import { startApp } from '../support/app-start';

const run = promisify(execFile);

/**
 * Independent delivery (issue 19), as a team does it with `npm run remote`: publish releases of
 * loyalty, canary one to half the visitors, promote it, roll back in one command, and see a
 * release the shell cannot run refused — all on a running server, with no restart.
 */
test.describe('delivering one remote alone with npm run remote', () => {
  startsServersOfItsOwn();
  const TOKEN = 'e2e-delivery-admin-token-0123456789';
  let work: string;
  let server: RunningServer;

  /** `npm run remote -- <args>` against the test's server; resolves with its output or rejects. */
  async function remote(args: string[], env: Record<string, string> = {}) {
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, 'tools/remote.mjs'), ...args, '--url', server.baseURL, '--actor', 'e2e'],
      {
        cwd: ROOT,
        env: { ...process.env, PLATFORM_ADMIN_TOKEN: TOKEN, ...env },
        timeout: 300_000,
      },
    );
    return stdout;
  }

  /** The build of loyalty a context's gift card page shows, and the one its server HTML had. */
  async function giftCardBuild(context: BrowserContext) {
    const page = context.pages()[0] ?? (await context.newPage());
    const response = await page.goto(`${server.baseURL}/gift-card`);
    const html = (await response?.text()) ?? '';
    const served = /data-build-id="([^"]+)"/.exec(html)?.[1];
    // The browser's code has taken the page over (hydrated with the release it loaded).
    await startApp(page);
    const shown = await page.locator('[data-build-id]').getAttribute('data-build-id');
    return { served, shown };
  }

  /** A copy of a build whose manifest says it is `version` (and whatever `change` makes it say). */
  async function copyAsVersion(
    build: string,
    version: string,
    change: (manifest: {
      shared: Array<{ name: string }>;
      metaData: { release: Record<string, unknown> };
    }) => void = () => undefined,
  ) {
    const copy = path.join(work, `loyalty-${version}`);
    await cp(build, copy, { recursive: true });
    // The server build lies beside the browser one (<folder>-server), never inside it.
    await cp(`${build}-server`, `${copy}-server`, { recursive: true });
    const manifestFile = path.join(copy, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = version;
    manifest.metaData.release.version = version;
    change(manifest);
    await writeFile(manifestFile, JSON.stringify(manifest));
    return copy;
  }

  async function newVisitor(browser: Browser) {
    return browser.newContext();
  }

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    work = await mkdtemp(path.join(os.tmpdir(), 'iper-delivery-'));
    server = await startServer(await freePort(), {
      PLATFORM_ADMIN_TOKEN: TOKEN,
      RELEASES_DIR: path.join(work, 'releases'),
    });
    // Release 1.0.1: built here (as CI would) and published from its folder.
    const v1 = path.join(work, 'loyalty-1.0.1');
    buildRelease('loyalty', v1, { version: '1.0.1', buildId: 'release-1.0.1' });
    expect(await remote(['publish', 'loyalty', '--dist', v1])).toContain('Published loyalty 1.0.1');
    expect(await remote(['deploy', 'loyalty', '1.0.1'])).toContain('active   1.0.1');

    // A release built against a design system newer than the shell's: the build of 1.0.1 with
    // its manifest saying what such a build says (@iper/design-system 1.4.0, required ^1.4.0).
    const newer = await copyAsVersion(v1, '1.2.0', (manifest) => {
      for (const shared of manifest.shared)
        if (shared.name.startsWith('@iper/design-system'))
          Object.assign(shared, { version: '1.4.0', requiredVersion: '^1.4.0' });
    });
    await remote(['publish', 'loyalty', '--dist', newer]);

    // A release built with another Module Federation runtime than the shell's (issue 36).
    const otherRuntime = await copyAsVersion(v1, '1.5.0', (manifest) => {
      manifest.metaData.release.runtime = { federation: '9.9.0' };
    });
    await remote(['publish', 'loyalty', '--dist', otherRuntime]);

    // A release whose server build is sound but whose browser code throws: the server's gate
    // renders its pages, only a browser finds it broken.
    const broken = await copyAsVersion(v1, '1.3.0');
    // The entry and its precompressed copy, which is what a browser gets.
    const brokenEntry = "throw new Error('loyalty 1.3.0 does not start in a browser');";
    await writeFile(path.join(broken, 'remoteEntry.js'), brokenEntry);
    await writeFile(path.join(broken, 'remoteEntry.js.br'), brotliCompressSync(brokenEntry));
    await remote(['publish', 'loyalty', '--dist', broken]);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  test('publish v2, canary at 50 %, promote, roll back in one command, no restart', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    // Release 1.1.0: `publish` builds it (browser and server) and uploads it.
    const published = await remote(['publish', 'loyalty'], {
      IPER_RELEASE_VERSION: '1.1.0',
      IPER_BUILD_ID: 'release-1.1.0',
    });
    expect(published).toContain('Published loyalty 1.1.0');
    expect(await remote(['canary', 'loyalty', '1.1.0', '50'])).toContain('canary   1.1.0 to 50%');

    // Visitors until one of each kind: each is in or out of the canary by its cookie.
    const visitors = new Map<string, BrowserContext>();
    for (let attempt = 0; attempt < 24 && visitors.size < 2; attempt += 1) {
      const context = await newVisitor(browser);
      const { served, shown } = await giftCardBuild(context);
      // The server rendered the page with the same release the browser then runs.
      expect(served).toBe(shown);
      if (shown && !visitors.has(shown)) visitors.set(shown, context);
      else await context.close();
    }
    expect([...visitors.keys()].sort()).toEqual(['release-1.0.1', 'release-1.1.0']);

    // Sticky, page after page (a navigation in the app and a new document both).
    for (const [build, context] of visitors) {
      const page = context.pages()[0]!;
      await page.goto(`${server.baseURL}/virtual-card`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Virtual Card Iper' }),
      ).toBeVisible();
      // The page is only read: its release's code comes when the app starts (its stylesheets are
      // inlined, their links disabled, so nothing of the release is downloaded before).
      await startApp(page);
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.startsWith('/releases/loyalty/')),
      );
      const version = build.replace('release-', '');
      expect(entries.length).toBeGreaterThan(0);
      expect(
        entries.every((pathname) => pathname.startsWith(`/releases/loyalty/${version}/`)),
      ).toBe(true);
      for (let again = 0; again < 2; again += 1)
        expect(await giftCardBuild(context)).toEqual({ served: build, shown: build });
    }

    const status = await remote(['status']);
    expect(status).toMatch(/active {3}1\.0\.1 errors: 0/);
    expect(status).toMatch(/canary {3}1\.1\.0 to 50% errors: 0/);

    // Promote: everyone gets 1.1.0 on the next page load.
    await remote(['promote', 'loyalty']);
    for (const context of visitors.values())
      expect(await giftCardBuild(context)).toEqual({
        served: 'release-1.1.0',
        shown: 'release-1.1.0',
      });

    // Roll back: one command, seen on the next page load.
    expect(await remote(['rollback', 'loyalty'])).toContain('active   1.0.1');
    for (const context of visitors.values())
      expect(await giftCardBuild(context)).toEqual({
        served: 'release-1.0.1',
        shown: 'release-1.0.1',
      });

    const live = JSON.parse(await remote(['live', '--json']));
    expect(live.remotes.find((entry: { name: string }) => entry.name === 'loyalty')).toMatchObject({
      version: '1.0.1',
      entry: '/releases/loyalty/1.0.1/mf-manifest.json',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      canary: null,
    });
    for (const context of visitors.values()) await context.close();
  });

  test('refuses a release whose pages fail in a browser, before anyone gets it; the site is untouched', async ({
    page,
  }) => {
    const refused = remote(['deploy', 'loyalty', '1.3.0']);
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /Refused: Il deploy di loyalty 1\.3\.0 è rifiutato dal test nel browser: \/[a-z-]+: /,
      ),
    });
    await page.goto(`${server.baseURL}/gift-card`);
    await expect(page.locator('[data-build-id="release-1.0.1"]')).toBeVisible();
    expect(await remote(['status'])).toMatch(/loyalty\n {2}active {3}1\.0\.1/);
  });

  test('refuses a release built against a design system the shell does not provide; the site is untouched', async ({
    page,
  }) => {
    const refused = remote(['deploy', 'loyalty', '1.2.0']);
    // Both entry points of the design system it shares (the package and its /forms subpath).
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^Refused: 422: Il deploy di loyalty 1\.2\.0 è rifiutato: .*@iper\/design-system: la release richiede \^1\.4\.0, la shell attiva fornisce 1\.0\.0/,
      ),
    });
    await page.goto(`${server.baseURL}/gift-card`);
    await expect(page.locator('[data-build-id="release-1.0.1"]')).toBeVisible();
    expect(await remote(['status'])).toMatch(/loyalty\n {2}active {3}1\.0\.1/);
  });

  test('refuses a release built with another Module Federation runtime, naming both; status shows each release’s runtime', async () => {
    await expect(remote(['deploy', 'loyalty', '1.5.0'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /Il deploy di loyalty 1\.5\.0 è rifiutato: runtime di Module Federation: la release è compilata con 9\.9\.0, la shell attiva con \d+\.\d+\.\d+/,
      ),
    });
    const status = await remote(['status']);
    expect(status).toMatch(/loyalty\n {2}active {3}1\.0\.1/);
    expect(status).toMatch(
      /1\.0\.1 \([0-9a-f]{7}[^)]*; MF runtime \d+\.\d+\.\d+, React 19\.\d+\.\d+, react-router \d+\.\d+\.\d+\)/,
    );
  });

  test('checks a shell build against the running releases before it goes live', async () => {
    // The shell as built: it provides what loyalty 1.0.1 was built against.
    expect(await remote(['check-shell'])).toMatch(
      /^compatible: La nuova shell [\d.]+ fornisce le versioni condivise richieste dalle release in corso: loyalty 1\.0\.1 \(attiva\)/,
    );
    // The same build saying it provides an older design system than 1.0.1 requires.
    const older = path.join(work, 'shell-older-design-system');
    await mkdir(older, { recursive: true });
    const manifest = JSON.parse(
      await readFile(path.join(ROOT, 'shell/dist/mf-manifest.json'), 'utf8'),
    );
    for (const shared of manifest.shared)
      if (shared.name.startsWith('@iper/design-system'))
        Object.assign(shared, { version: '0.9.0', requiredVersion: '^0.9.0' });
    await writeFile(path.join(older, 'mf-manifest.json'), JSON.stringify(manifest));
    await expect(remote(['check-shell', '--dist', older])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^incompatible: La nuova shell [\d.]+ non può servire le release in corso: .*loyalty 1\.0\.1 \(attiva\): @iper\/design-system: la release richiede \^1\.\d+\.\d+, la nuova shell fornisce 0\.9\.0/,
      ),
    });
    // Only a check: the site still runs 1.0.1 with its shell.
    expect(await remote(['status'])).toMatch(/loyalty\n {2}active {3}1\.0\.1/);
  });
});
