import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startAppInPassing } from '../support/app-start';
import { currentFlyerUrl } from '../support/flyers';

/**
 * JavaScript budgets of the key pages (issue "Hardening"): the gzip size of every script a first
 * visit downloads (empty cache), compressed here at level 9 so the figure does not depend on the
 * server's compression. Two figures per page since issue 47 (the app starts where the page needs
 * it): what runs before the visitor reaches for anything (the page script: page view, field data,
 * the offline site), and everything once the app has started (the shell, the Module Federation
 * runtime, the shared libraries, the page's remote). A budget is what the page weighs today plus
 * a small margin: a change that adds weight must either pay for it elsewhere or raise the budget
 * here, in review, with the reason. docs/performance.md explains the figures and the floor.
 */
const KIB = 1024;
/**
 * Issue 35 (field data): a sampled page view (FIELD_DATA_SAMPLE_RATE, every view by default and
 * here) loads the field-data reporter after its load event, when the browser is idle: web-vitals
 * 5.3 (LCP, INP, CLS, FCP, TTFB: 2.4 KiB of it) and the beacon code, 2.7 KiB in a chunk of its own,
 * plus 0.4 KiB of start-up code that samples and listens for failures. Measured with and without
 * the change: / 233.2 → 236.6, /carta-vantaggi 232.0 → 235.5; every budget is raised by that 3.5.
 * A view that is not sampled downloads the 0.4 KiB only. docs/performance.md, "Field data".
 */
const FIELD_DATA_KIB = 3.5;
/**
 * Issue 47, first step: the forms and the menu that work before the app (the cookie banner's form
 * and its back path, the menu as a native dialog with its command buttons, Button's name, value and
 * command, the GET search fields): +0.8–1.0 KiB on every page (/ 237.2 → 238.1, /lavora-con-noi
 * 230.1 → 230.9), +1.4 on /punti-vendita with its search form (246.6 → 248.0). Every budget is
 * raised by 1.
 */
const HTML_FIRST_KIB = 1;
/**
 * Issue 47, the app on need: the page script every page runs, app or not (shell/src/page-script:
 * the page view, field data's start and the language choice, the service worker's registration),
 * 3.0 KiB, of which ~1 KiB left the app's entry with it. Then the clicks on the site search's
 * results (drawn by the server, so reported before the app starts): +0.4 KiB.
 */
const PAGE_SCRIPT_KIB = 2.5;
/**
 * Issue 47, the app's side of starting on need: the tap and keys held before it are played again,
 * early input told to React, the page drawn signed out hydrates signed out, the address bar's
 * stand-in form: +0.2–1.6 KiB (/ 240.5 → 241.5, /punti-vendita 250.5 → 251.7, /volantino 242.5 →
 * 242.7, /carta-vantaggi 239.5 → 240.6, /lista-volantini 248.5 → 250.1).
 */
const APP_ON_NEED_KIB = 2;
/**
 * Issue 47, stop 58: the page script answers «Usa la mia posizione» before the app (+0.3 KiB:
 * page-script 3.8 → 4.1 KiB), and the app reads a signed-in visitor's session from their page
 * (their render's answers, the favourite store once hydrated): / 243.4, /punti-vendita 253.7
 * measured, 0.2–0.4 over the budgets before it. Every budget is raised by 1.
 */
const SIGNED_IN_PAGE_KIB = 1;
/**
 * Issue 47, stop 63: the page script turns the next page's prerender on once field data's reporter
 * has started, not beside it (+8 bytes gzip: page-script 4,319 → 4,327), and /carta-vantaggi,
 * measured 242.99 KiB before it, went over by those bytes. Measured after it: / 243.9,
 * /punti-vendita 254.2, /lista-volantini 252.3, /carta-vantaggi 243.0 (all within 0.3 of their
 * budgets). Every budget is raised by 0.5.
 */
const PRERENDER_AFTER_START_KIB = 0.5;
/**
 * Issue 47: what a first visit runs before the visitor reaches for anything on the content pages
 * (the page script and field data's reporter: 5.7 KiB measured). The issue's limit.
 */
const BEFORE_INTERACTION_KIB = 30;
/** What every page has gained since issue 38's measured weights, each step above with its reason. */
const SINCE_ISSUE_38_KIB =
  FIELD_DATA_KIB +
  HTML_FIRST_KIB +
  PAGE_SCRIPT_KIB +
  APP_ON_NEED_KIB +
  SIGNED_IN_PAGE_KIB +
  PRERENDER_AFTER_START_KIB;
const BUDGETS_KIB: Record<string, number> = {
  // Issue 38 ("Half the start-up work"): the header's widgets (store selector, profile menu) load
  // on intent, or at idle only with a saved store or a signed-in visitor, so a first visit no
  // longer downloads their remotes' containers (~22 KiB); remotes load from remoteEntry.js with no
  // snapshot handler in the runtime (-1.5); the CMS client only when the browser reads the CMS
  // (-4.8 on content pages); the address bar is watched from the first idle moment (the flyer
  // view was short until its cards were drawn: -12.6 there); the shell's English texts on demand
  // (-1.1). Measured 232.6 / 242.5 / 230.8 / 240.6 / 232.4 / 231.8 / 225.9 / 229.2 KiB, each
  // budget about 1.5 KiB over. Before it (session 12): 261.5 / 257.5 / 245.8 / 260.0 / 261.2 /
  // 256.3 / 250.3 / 258.0 KiB. Every page carries the design system's icon set (Lucide, since
  // issue 18) and react-intl's message parser (docs/performance.md, the floor).
  '/': 234 + SINCE_ISSUE_38_KIB,
  // The store locator's container is the page's own: the address bar, when near, adds 2.3 KiB.
  // The store kinds as a GET form and the form outcome (issue 47, stop 56): 253.0 KiB measured.
  '/punti-vendita': 244.5 + SINCE_ISSUE_38_KIB,
  '/punti-vendita/iper-arese': 234 + SINCE_ISSUE_38_KIB,
  // A short page: the address bar (with the store locator's container, 11.7 KiB) is on its first
  // screen, so it loads once the browser is idle.
  // The form outcome and plain forms of issue 47 (sign-in as HTML): +0.1 KiB over 251.
  '/lista-volantini': 242.5 + SINCE_ISSUE_38_KIB,
  // The current flyer's view (/volantino?id=…): product grid, filters, share bar; the PDF engine
  // must stay lazy (loaded when the viewer opens) and is not counted. Issue 33 (session 15): the
  // page also answers without an id (the chosen store's current flyer, or the list): +1.5 KiB in
  // its chunk; loading that part lazily made its first server render miss the render timeout.
  // Measured 238.1 KiB.
  '/volantino': 236 + SINCE_ISSUE_38_KIB,
  '/carta-vantaggi': 233 + SINCE_ISSUE_38_KIB,
  '/lavora-con-noi': 227 + SINCE_ISSUE_38_KIB,
  '/iper-mag/ricette/risotto-alla-zucca': 231 + SINCE_ISSUE_38_KIB,
};

interface ScriptFile {
  url: string;
  gzipBytes: number;
  /** As the server sent it (its brotli copy from the build): what the visitor downloads. */
  wireBytes: number;
}

/** Waits until no new script has arrived for a second (what loads at idle counts too). */
async function quiet(responses: Response[]): Promise<void> {
  let seen = -1;
  await expect
    .poll(
      async () => {
        const stable = responses.length === seen;
        seen = responses.length;
        return stable;
      },
      { intervals: [1_000], timeout: 15_000 },
    )
    .toBe(true);
}

async function filesOf(responses: Response[]): Promise<ScriptFile[]> {
  const files: ScriptFile[] = [];
  for (const response of responses) {
    files.push({
      url: new URL(response.url()).pathname,
      gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
      wireBytes: (await response.request().sizes()).responseBodySize,
    });
  }
  return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * Every script a first visit downloads: until the network has been quiet for a second without a
 * touch (`before`), then once the visitor has reached for the app (a pointer passing over the
 * header's store slot, so that no widget is asked for) and it owns the page (`all`).
 */
async function scriptsOfFirstVisit(
  page: Page,
  path: string,
): Promise<{ before: ScriptFile[]; all: ScriptFile[] }> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await quiet(responses);
  const before = await filesOf(responses);
  await startAppInPassing(page);
  await page.waitForLoadState('networkidle');
  await quiet(responses);
  return { before, all: await filesOf(responses) };
}

function report(files: ScriptFile[]): string {
  return files
    .map((file) => `${(file.gzipBytes / KIB).toFixed(1).padStart(7)} KiB  ${file.url}`)
    .join('\n');
}

const kib = (files: ScriptFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0) / KIB;

test.describe('JavaScript budgets of a first visit', () => {
  for (const [path, budgetKib] of Object.entries(BUDGETS_KIB)) {
    test(`${path} runs at most ${BEFORE_INTERACTION_KIB} KiB before a first interaction, ${budgetKib} KiB with its app`, async ({
      page,
    }, testInfo) => {
      const target = path === '/volantino' ? await currentFlyerUrl(page) : path;
      // The server renders the page once before the visit (a fresh server's first render of a
      // page can miss its time limit on a busy machine, and the visitor then gets the page drawn
      // in the browser, which loads more): the visit measures the server-rendered page.
      expect((await page.request.get(target)).ok()).toBe(true);
      const { before, all } = await scriptsOfFirstVisit(page, target);
      const beforeKib = kib(before);
      const totalKib = kib(all);
      const wireKib = all.reduce((sum, file) => sum + file.wireBytes, 0) / KIB;
      if (process.env.BUDGETS_REPORT)
        console.log(`before:\n${report(before)}\nall:\n${report(all)}`);
      console.log(
        `${path}: ${beforeKib.toFixed(1)} KiB of gzipped JavaScript before a first interaction (budget ${BEFORE_INTERACTION_KIB}); ${totalKib.toFixed(1)} KiB in ${all.length} files with the app (budget ${budgetKib}); ${wireKib.toFixed(1)} KiB as sent`,
      );
      await testInfo.attach('scripts', {
        body: `before a first interaction: ${beforeKib.toFixed(1)} KiB\n${report(before)}\nwith the app: ${totalKib.toFixed(1)} KiB in ${all.length} files\n${report(all)}`,
      });
      expect(all.length, 'the page loads no script at all: is the site built?').toBeGreaterThan(0);
      expect(
        beforeKib,
        `${path} runs ${beforeKib.toFixed(1)} KiB of gzipped JavaScript before a first interaction (budget ${BEFORE_INTERACTION_KIB} KiB):\n${report(before)}`,
      ).toBeLessThanOrEqual(BEFORE_INTERACTION_KIB);
      expect(
        totalKib,
        `${path} loads ${totalKib.toFixed(1)} KiB of gzipped JavaScript in ${all.length} files with its app (budget ${budgetKib} KiB):\n${report(all)}`,
      ).toBeLessThanOrEqual(budgetKib);
    });
  }
});
