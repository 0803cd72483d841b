import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { ROOT, buildRelease } from '../support/remote-builds';
import {
  freePort,
  startServer,
  startsServersOfItsOwn,
  type RunningServer,
} from '../support/server';
import { syntheticVisit } from '../support/synthetic-visitors';

const run = promisify(execFile);

/**
 * Releases decided by field data (issue 35): browsers report web vitals and failures per remote
 * version, and a canary's guard rails decide it without anyone. A canary of loyalty whose gift
 * card page throws in the browser is stopped by the platform itself; a healthy one is promoted by
 * itself; both verdicts are in the audit log with their figures and on the admin page.
 */
test.describe('canaries decided by field data', () => {
  startsServersOfItsOwn();
  const TOKEN = 'e2e-field-data-admin-token-0123456789';
  const AUTH = { authorization: `Bearer ${TOKEN}` };
  /** Small samples for a test: six page views on each side decide. */
  const GUARD_RAILS = ['--min-views', '6', '--max-lcp-ms', '5000', '--max-inp-ms', '1000'];
  const HEALTHY_GUARD_RAILS = [
    '--min-views',
    '6',
    '--max-lcp-ms',
    '60000',
    '--max-inp-ms',
    '60000',
  ];
  let work: string;
  let server: RunningServer;

  async function remote(args: string[], env: Record<string, string> = {}) {
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, 'tools/remote.mjs'), ...args, '--url', server.baseURL, '--actor', 'e2e'],
      { cwd: ROOT, env: { ...process.env, PLATFORM_ADMIN_TOKEN: TOKEN, ...env }, timeout: 300_000 },
    );
    return stdout;
  }

  /** A copy of a build that says it is `version`, its browser container changed by `change`. */
  async function copyAsVersion(build: string, version: string, change = (entry: string) => entry) {
    const copy = path.join(work, `loyalty-${version}`);
    await cp(build, copy, { recursive: true });
    await cp(`${build}-server`, `${copy}-server`, { recursive: true });
    const manifestFile = path.join(copy, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = version;
    manifest.metaData.release.version = version;
    await writeFile(manifestFile, JSON.stringify(manifest));
    const entry = change(await readFile(path.join(copy, 'remoteEntry.js'), 'utf8'));
    // The entry and its precompressed copy, which is what a browser gets.
    await writeFile(path.join(copy, 'remoteEntry.js'), entry);
    await writeFile(path.join(copy, 'remoteEntry.js.br'), brotliCompressSync(entry));
    return copy;
  }

  async function loyaltyStatus() {
    const status = JSON.parse(await remote(['status', '--json']));
    return status.find((entry: { remote: string }) => entry.remote === 'loyalty');
  }

  async function adminPage() {
    const response = await fetch(`${server.baseURL}/api/platform/admin`, { headers: AUTH });
    expect(response.status).toBe(200);
    return response.text();
  }

  /**
   * Synthetic visitors on /gift-card until the platform has decided the canary by itself (it
   * judges every second here); returns how many page views each side had.
   */
  async function visitUntilDecided(browser: Parameters<typeof syntheticVisit>[0], canary: string) {
    const seen = { canary: 0, active: 0 };
    for (let visit = 0; visit < 60; visit += 1) {
      const { loyalty, canary: inCanary } = await syntheticVisit(
        browser,
        `${server.baseURL}/gift-card`,
      );
      if (inCanary) {
        expect(loyalty).toBe(canary);
        seen.canary += 1;
      } else seen.active += 1;
      if (seen.canary >= 6 && seen.active >= 6 && !(await loyaltyStatus()).canary) return seen;
    }
    await expect.poll(async () => (await loyaltyStatus()).canary, { timeout: 15_000 }).toBeNull();
    return seen;
  }

  /** The admin page at 1280 px, whole (FIELD_DATA_SHOTS: where to keep it; else the test's output). */
  async function screenshotAdminPage(
    browser: Parameters<typeof syntheticVisit>[0],
    name: string,
    folder = process.env.FIELD_DATA_SHOTS,
  ) {
    if (!folder) return;
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: AUTH,
    });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/api/platform/admin`);
    await mkdir(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, name), fullPage: true });
    await context.close();
  }

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    work = await mkdtemp(path.join(os.tmpdir(), 'iper-field-data-'));
    server = await startServer(await freePort(), {
      PLATFORM_ADMIN_TOKEN: TOKEN,
      RELEASES_DIR: path.join(work, 'releases'),
      FIELD_DATA_SAMPLE_RATE: '1',
      // Every synthetic visitor comes from 127.0.0.1.
      FIELD_DATA_RATE_LIMIT_MAX: '10000',
      CANARY_VERDICT_INTERVAL_SECONDS: '1',
    });
    const v1 = path.join(work, 'loyalty-1.0.1');
    buildRelease('loyalty', v1, { version: '1.0.1', buildId: 'release-1.0.1' });
    await remote(['publish', 'loyalty', '--dist', v1]);
    expect(await remote(['deploy', 'loyalty', '1.0.1', '--skip-browser-smoke'])).toContain(
      'active   1.0.1',
    );
    // 1.1.0: the gift card page throws in the browser, once loyalty's code runs there. The
    // server renders it well: only field data can tell.
    const broken = await copyAsVersion(
      v1,
      '1.1.0',
      (entry) =>
        `${entry}\n;if(location.pathname==='/gift-card')setTimeout(function(){throw new Error('loyalty 1.1.0: injected failure')},0);`,
    );
    await remote(['publish', 'loyalty', '--dist', broken]);
    // 1.2.0: the same code as 1.0.1.
    await remote(['publish', 'loyalty', '--dist', await copyAsVersion(v1, '1.2.0')]);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  test('a canary whose page throws in browsers is stopped by the platform itself, with the audit row', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const started = await remote([
      'canary',
      'loyalty',
      '1.1.0',
      '50',
      '--skip-browser-smoke',
      ...GUARD_RAILS,
    ]);
    expect(started).toContain('canary   1.1.0 to 50%');
    expect(started).toContain('rails    6 views each, errors at alpha 0.05');

    const seen = await visitUntilDecided(browser, '1.1.0');
    expect(seen.canary).toBeGreaterThanOrEqual(6);
    const status = await loyaltyStatus();
    expect(status).toMatchObject({ version: '1.0.1', canary: null });
    // The figures that decided it: every canary page view failed, no active one did.
    const figures = status.fieldData.versions;
    const canary = figures.find((entry: { version: string }) => entry.version === '1.1.0');
    const active = figures.find((entry: { version: string }) => entry.version === '1.0.1');
    expect(canary.errors).toBe(canary.pageViews);
    expect(active.errors).toBe(0);
    expect(active.p75.LCP).toBeGreaterThan(0);
    expect(active.p75.TTFB).toBeGreaterThan(0);

    const admin = await adminPage();
    expect(admin).toMatch(
      /<td>canary-verdict<\/td><td>loyalty<\/td><td>1\.1\.0<\/td><td>verdetto automatico<\/td><td>rollback: Il tasso di errore del canary \(100\.00%\)/,
    );
    expect(admin).toMatch(
      /<td>release-canary-stop<\/td><td>loyalty<\/td><td>1\.1\.0<\/td><td>verdetto automatico/,
    );
    expect(await remote(['status'])).toMatch(/field {4}1\.1\.0: \d+ views, errors 100\.00%/);
  });

  test('a healthy canary is promoted by itself; the CLI can hold the verdict', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    // Its vitals margins are wide: on a shared machine a throttled visitor's LCP moves by seconds
    // from one minute to the next, and this journey is about promoting and holding, not margins
    // (the broken canary above and the statistics' unit tests cover the judgement itself).
    await remote([
      'canary',
      'loyalty',
      '1.2.0',
      '50',
      '--skip-browser-smoke',
      ...HEALTHY_GUARD_RAILS,
    ]);
    // Held: the verdict is shown, nobody acts on it.
    expect(await remote(['hold', 'loyalty'])).toContain('held');
    // Visitors until the platform has the minimum sample on both sides, whatever ran before (a
    // retry starts afresh). Counted by the server, not here: on a loaded machine a beacon can
    // still be on its way when its visitor has gone, so six visits are not always six page views.
    const verdict = async () => (await loyaltyStatus()).fieldData.canary?.verdict.decision;
    for (let visit = 0; visit < 40 && (await verdict()) === 'wait'; visit += 1)
      await syntheticVisit(browser, `${server.baseURL}/gift-card`);
    await expect
      .poll(async () => (await loyaltyStatus()).fieldData.canary?.verdict.decision, {
        timeout: 15_000,
      })
      .toBe('promote');
    expect((await loyaltyStatus()).canary).toMatchObject({ version: '1.2.0' });
    await screenshotAdminPage(browser, 'admin-1280-canary-held.png');
    expect(await remote(['status'])).toMatch(/verdict {2}promote \(held\)/);
    // Let go: the platform promotes it within its next round.
    await remote(['resume', 'loyalty']);
    await expect
      .poll(async () => (await loyaltyStatus()).version, { timeout: 15_000 })
      .toBe('1.2.0');
    expect(await loyaltyStatus()).toMatchObject({ canary: null, previous: { version: '1.0.1' } });
    expect(await adminPage()).toMatch(
      /<td>canary-verdict<\/td><td>loyalty<\/td><td>1\.2\.0<\/td><td>verdetto automatico<\/td><td>promote: Il canary rispetta i suoi guard rail\./,
    );
  });

  test('the admin page shows the releases and their field data, CSP-clean and accessible', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: AUTH,
    });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    await page.goto(`${server.baseURL}/api/platform/admin`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Release e dati di campo' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'loyalty' })).toBeVisible();
    // The stylesheet applied (no inline style is allowed): the header has the brand's red.
    expect(
      await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(196, 0, 13)');
    expect(violations).toEqual([]);
    await expectNoAxeViolations(page);
    const shots = process.env.FIELD_DATA_SHOTS ?? testInfo.outputPath();
    await mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'admin-1280-top.png') });
    await page.screenshot({ path: path.join(shots, 'admin-1280-full.png'), fullPage: true });
    await context.close();
  });

  test('the reporter is a chunk of its own, loaded after the page, small, and runs in no long task', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Long animation frames name the scripts that ran in them: a long task of React's hydration
    // next to the reporter's arrival is not the reporter's.
    await page.addInitScript(() => {
      const scripts: { url: string; invoker: string; start: number; duration: number }[] = [];
      (window as unknown as { longScripts: typeof scripts }).longScripts = scripts;
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries() as unknown as {
          scripts: {
            sourceURL: string;
            invokerType: string;
            startTime: number;
            duration: number;
          }[];
        }[])
          for (const script of frame.scripts)
            scripts.push({
              url: script.sourceURL,
              invoker: script.invokerType,
              start: script.startTime,
              duration: script.duration,
            });
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const chunk = page.waitForResponse((response) =>
      /\/field-data\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname),
    );
    await page.goto(`${server.baseURL}/`);
    const body = await (await chunk).body();
    // web-vitals 5 (LCP, INP, CLS, FCP, TTFB: 2.4 KiB) and the reporter.
    expect(gzipSync(body, { level: 9 }).length).toBeLessThan(3 * 1024);
    const timing = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) =>
          /\/field-data\.[0-9a-f]+\.js$/.test(resource.name),
        ) as PerformanceResourceTiming;
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      return {
        fetchStart: entry.fetchStart,
        loaded: entry.responseEnd,
        loadEvent: navigation.loadEventEnd,
      };
    });
    // Off the critical path: asked for after the page's load event.
    expect(timing.fetchStart).toBeGreaterThanOrEqual(timing.loadEvent);
    await page.waitForTimeout(500);
    // The chunk's own evaluation, and the shell's promise that runs the reporter's start.
    const reporterScripts = await page.evaluate(
      (loaded) =>
        (
          window as unknown as {
            longScripts: { url: string; invoker: string; start: number; duration: number }[];
          }
        ).longScripts.filter(
          (script) =>
            script.start >= loaded - 1 &&
            (/\/field-data\./.test(script.url) ||
              (/\/main\./.test(script.url) && script.invoker === 'resolve-promise')),
        ),
      timing.loaded,
    );
    expect(reporterScripts.filter((script) => script.duration >= 50)).toEqual([]);
    await context.close();
  });
});
