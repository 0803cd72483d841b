// Lighthouse 12 (mobile) on any list of pages, on the production build served by the real server,
// with Debian's chromium and no network beyond this machine.
//
//   node tools/bench/lighthouse.mjs --start /volantino?id=... /iper-mag   # given paths
//   node tools/bench/lighthouse.mjs --start --flyer                        # the current flyer's view
//   BASE_URL=http://127.0.0.1:3000 node tools/bench/lighthouse.mjs /      # against a running server
//
// --start starts server/dist/main.js (PORT, default 3195) on a fresh data directory and stops it
// afterwards. --flyer adds /volantino?id=<current flyer of the first store that has one> (the id
// depends on the week, so it is asked from the server). Prints, per page, the four category scores
// and LCP, TBT, CLS; --json prints JSON. CHROME_PATH (default /usr/bin/chromium) picks the browser.
// The shell's index.html asks robots not to index (SPEC §9), which costs SEO points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, startServer } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function pick(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? NaN),
    tbtMs: Math.round(audit('total-blocking-time') ?? NaN),
    cls: Number((audit('cumulative-layout-shift') ?? NaN).toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint') ?? NaN),
    transferKb: Math.round((audit('total-byte-weight') ?? 0) / 1024),
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id),
  };
}

/** The view of the first current flyer the server lists, for the first store that has one. */
export async function currentFlyerPath(baseUrl) {
  const stores = await (await fetch(`${baseUrl}/api/stores-yext`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
  for (const store of stores) {
    const response = await fetch(`${baseUrl}/api/flyers?${new URLSearchParams({ storeId: store.id })}`);
    if (!response.ok) continue;
    const { flyers } = await response.json();
    const flyer = flyers.find((candidate) => candidate.status === 'current') ?? flyers[0];
    if (flyer) return `/volantino?${new URLSearchParams({ id: flyer.id })}`;
  }
  throw new Error('no store has a flyer');
}

/**
 * Runs Lighthouse on each page ({ name, path }) in one chromium. `start` starts a server of its
 * own; `paths` may also be a function of the base URL (for ids only the server knows).
 */
export async function runLighthouse({ pages, start = false, port = Number(process.env.PORT ?? 3195) }) {
  const server = start ? await startServer({ port }) : undefined;
  const baseUrl = (server?.url ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
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
      const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (!runner?.lhr) throw new Error(`Lighthouse did not return a report for ${url}`);
      if (runner.lhr.runtimeError) throw new Error(`${url}: ${runner.lhr.runtimeError.message}`);
      results.push({ page: page.name, url, lighthouse: runner.lhr.lighthouseVersion, formFactor: runner.lhr.configSettings.formFactor, ...pick(runner.lhr) });
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
    console.log(
      `${result.page} (${result.url}, Lighthouse ${result.lighthouse}, ${result.formFactor}): ` +
        `performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}; ` +
        `LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls} (FCP ${result.fcpMs} ms, ${result.transferKb} KB)` +
        (result.failedAudits.length ? `\n  audits below 90: ${result.failedAudits.join(', ')}` : ''),
    );
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const paths = argv.filter((arg) => !arg.startsWith('--'));
  if (paths.length === 0 && !flags.has('--flyer')) {
    console.error('usage: node tools/bench/lighthouse.mjs [--start] [--json] [--flyer] [path ...]');
    process.exit(2);
  }
  const pages = async (baseUrl) => [
    ...paths.map((path) => ({ name: path, path })),
    ...(flags.has('--flyer') ? [{ name: 'flyer view', path: await currentFlyerPath(baseUrl) }] : []),
  ];
  printResults(await runLighthouse({ pages, start: flags.has('--start') }), { json: flags.has('--json') });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
