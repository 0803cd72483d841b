// Lighthouse 12 (mobile, simulated throttling) on any list of pages, by default the site's key
// pages, on the production build served by the real server, with Debian's chromium and no network
// beyond this machine. A benchmark, not a test: it prints figures and fails only if a page cannot
// be measured.
//
//   npm run bench:lighthouse -- --start                                    # the key pages
//   node tools/bench/lighthouse.mjs --start /volantino?id=... /iper-mag   # given paths
//   node tools/bench/lighthouse.mjs --start --flyer                        # the current flyer's view
//   node tools/bench/lighthouse.mjs --compare-ssr                          # the key pages, SSR on and off
//   BASE_URL=http://127.0.0.1:3000 node tools/bench/lighthouse.mjs /      # against a running server
//   node tools/bench/lighthouse.mjs --start --compare-without-app          # the key pages, the app
//     and, in turns, the same documents with the shell's entry blocked: the floor of the document
//
// --start starts server/dist/main.js (PORT, default 3195) on a fresh data directory and stops it
// afterwards. --flyer adds /volantino?id=<current flyer of the first store that has one> (the id
// depends on the week, so it is asked from the server). Each page is measured --runs=N times (3 by
// default) as a first-time visitor (empty cache, no cookies: the consent banner shows) and the
// median run, as Lighthouse picks it, is printed: the four category scores and LCP, TBT, CLS, with
// the spread of the performance score over the runs; --json prints JSON. CHROME_PATH (default
// /usr/bin/chromium) picks the browser. SEO is capped by the shell's `robots: noindex` (SPEC §9).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { startServer } from './lib.mjs';

/** The key pages of the issues "Hardening" and "Server-side rendering". */
export const KEY_PAGES = [
  { name: 'home', path: '/' },
  { name: 'store locator', path: '/punti-vendita' },
  { name: 'store page', path: '/punti-vendita/iper-arese' },
  { name: 'flyer list', path: '/lista-volantini' },
  { name: 'flyer', path: '/volantino' },
  { name: 'loyalty card', path: '/carta-vantaggi' },
  { name: 'careers', path: '/lavora-con-noi' },
  { name: 'magazine article', path: '/iper-mag/ricette/risotto-alla-zucca' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function pick(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? NaN),
    tbtMs: Math.round(audit('total-blocking-time') ?? NaN),
    cls: Number((audit('cumulative-layout-shift') ?? NaN).toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint') ?? NaN),
    speedIndexMs: Math.round(audit('speed-index') ?? NaN),
    transferKb: Math.round((audit('total-byte-weight') ?? 0) / 1024),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === 'binary',
      )
      .map((entry) => entry.id),
  };
}

/** The view of the first current flyer the server lists, for the first store that has one. */
export async function currentFlyerPath(baseUrl) {
  const stores = await (
    await fetch(`${baseUrl}/api/stores-yext`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json();
  for (const store of stores) {
    const response = await fetch(
      `${baseUrl}/api/flyers?${new URLSearchParams({ storeId: store.id })}`,
    );
    if (!response.ok) continue;
    const { flyers } = await response.json();
    const flyer = flyers.find((candidate) => candidate.status === 'current') ?? flyers[0];
    if (flyer) return `/volantino?${new URLSearchParams({ id: flyer.id })}`;
  }
  throw new Error('no store has a flyer');
}

/** One Lighthouse run of a page in the chromium at `port`: its report (a lost trace is run again, once). */
export async function lighthouseRun(port, url, { withoutApp = false } = {}) {
  const options = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The server's HTML, stylesheets and images with the boot loader, and no app.
    ...(withoutApp ? { blockedUrlPatterns: ['*/main.*.js'] } : {}),
  };
  let runner = await lighthouse(url, options);
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART): that run is made again, once.
  if (runner?.lhr?.runtimeError) runner = await lighthouse(url, options);
  if (!runner?.lhr) throw new Error(`Lighthouse did not return a report for ${url}`);
  if (runner.lhr.runtimeError) throw new Error(`${url}: ${runner.lhr.runtimeError.message}`);
  return runner.lhr;
}

/** The median run of a page's reports, as Lighthouse picks it, with the spread of the score. */
export function medianOf(reports) {
  const median = computeMedianRun(reports);
  const performances = reports.map((lhr) =>
    Math.round((lhr.categories.performance?.score ?? 0) * 100),
  );
  return {
    lighthouse: median.lighthouseVersion,
    formFactor: median.configSettings.formFactor,
    runs: reports.length,
    performanceRange: [Math.min(...performances), Math.max(...performances)],
    ...pick(median),
  };
}

async function measure(port, url, runs, compareWithoutApp) {
  const reports = [];
  const withoutApp = [];
  // In turns, so that a busy moment of the machine weighs on both alike.
  for (let run = 0; run < runs; run += 1) {
    reports.push(await lighthouseRun(port, url));
    if (compareWithoutApp) withoutApp.push(await lighthouseRun(port, url, { withoutApp: true }));
  }
  return {
    ...medianOf(reports),
    ...(compareWithoutApp ? { withoutApp: medianOf(withoutApp) } : {}),
  };
}

/**
 * Runs Lighthouse `runs` times on each page ({ name, path }) in one chromium and keeps the median
 * run. `start` starts a server of its own; `pages` may also be a function of the base URL (for ids
 * only the server knows).
 */
export async function runLighthouse({
  pages,
  start = false,
  port = Number(process.env.PORT ?? 3195),
  runs = 3,
  env = {},
  compareWithoutApp = false,
}) {
  const server = start ? await startServer({ port, env }) : undefined;
  const baseUrl = (server?.url ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(
    /\/$/,
    '',
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    const list = typeof pages === 'function' ? await pages(baseUrl) : pages;
    for (const page of list) {
      const url = `${baseUrl}${page.path}`;
      // One unmeasured visit first, so the server's caches are warm, as for a real shopper.
      await fetch(url).catch(() => undefined);
      results.push({
        page: page.name,
        url,
        ...(await measure(chrome.port, url, runs, compareWithoutApp)),
      });
    }
  } finally {
    await chrome.kill();
    await server?.stop();
  }
  return results;
}

export function printResults(results, { json = false } = {}) {
  if (json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  for (const result of results) {
    const [low, high] = result.performanceRange ?? [result.performance, result.performance];
    console.log(
      `${result.page} (${result.url}, Lighthouse ${result.lighthouse}, ${result.formFactor}, median of ${result.runs ?? 1}): ` +
        `performance ${result.performance}${low !== high ? ` (runs ${low}–${high})` : ''}, accessibility ${result.accessibility}, ` +
        `best practices ${result.bestPractices}, SEO ${result.seo}; ` +
        `LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls} (FCP ${result.fcpMs} ms, SI ${result.speedIndexMs} ms, ${result.transferKb} KB)` +
        (result.lcpElement ? `\n  LCP element: ${result.lcpElement}` : '') +
        (result.failedAudits.length
          ? `\n  audits below 90: ${result.failedAudits.join(', ')}`
          : ''),
    );
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const runsFlag = argv.find((arg) => arg.startsWith('--runs='));
  const runs = runsFlag ? Number(runsFlag.slice('--runs='.length)) : 3;
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('--runs takes a whole number of runs, 1 or more');
    process.exit(2);
  }
  const paths = argv.filter((arg) => !arg.startsWith('--'));
  // /volantino alone is the 'flyer not found' page: the flyer key page is the current flyer's view.
  const withFlyer = async (page, baseUrl) =>
    page.path === '/volantino' ? { ...page, path: await currentFlyerPath(baseUrl) } : page;
  const pages = async (baseUrl) =>
    Promise.all(
      [
        ...(paths.length === 0 && !flags.has('--flyer')
          ? KEY_PAGES
          : paths.map(
              (path) => KEY_PAGES.find((page) => page.path === path) ?? { name: path, path },
            )),
        ...(flags.has('--flyer') ? [{ name: 'flyer view', path: '/volantino' }] : []),
      ].map((page) => withFlyer(page, baseUrl)),
    );
  if (flags.has('--compare-ssr')) {
    // Side by side in one run: the same build served with server-side rendering on, then off.
    for (const ssr of ['on', 'off']) {
      console.log(`\n== SSR=${ssr}`);
      printResults(await runLighthouse({ pages, start: true, runs, env: { SSR: ssr } }), {
        json: flags.has('--json'),
      });
    }
    return;
  }
  const compareWithoutApp = flags.has('--compare-without-app');
  const results = await runLighthouse({
    pages,
    start: flags.has('--start'),
    runs,
    compareWithoutApp,
  });
  printResults(results, { json: flags.has('--json') });
  if (compareWithoutApp && !flags.has('--json')) {
    console.log('\nThe same documents with the shell entry blocked (no app):');
    printResults(
      results.map((result) => ({ page: result.page, url: result.url, ...result.withoutApp })),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
