// Lighthouse 12 (mobile, simulated throttling) on the site's key pages, on the production build
// served by the real server, with Debian's chromium and no network beyond this machine. A
// benchmark, not a test: it prints figures and fails only if a page cannot be measured.
//
//   npm run bench:lighthouse                          # builds nothing; starts and stops a server
//   node tools/bench/lighthouse.mjs                   # against a running one (BASE_URL=http://127.0.0.1:3000)
//   node tools/bench/lighthouse.mjs --start --runs=5 --path=/ --path=/iper-mag/ricette/risotto-alla-zucca
//
// Each page is measured --runs times (3 by default) as a first-time visitor (empty cache, no
// cookies: the consent banner shows) and the median run (Lighthouse's own pick) is printed:
// performance, accessibility, best practices and SEO, with LCP, TBT and CLS. --json prints the
// same as JSON. CHROME_PATH (default /usr/bin/chromium) picks the browser. SEO is capped by the
// shell's `robots: noindex` (SPEC §9), which is deliberate.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, startServer } from './lib.mjs';

/** The key pages of issue "Hardening", plus a CMS article. */
export const KEY_PAGES = [
  { name: 'home', path: '/' },
  { name: 'store locator', path: '/punti-vendita' },
  { name: 'flyer', path: '/volantino' },
  { name: 'loyalty card', path: '/carta-vantaggi' },
  { name: 'careers', path: '/lavora-con-noi' },
  { name: 'magazine article', path: '/iper-mag/ricette/risotto-alla-zucca' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function figures(lhr) {
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
    transferKb: Math.round((audit('total-byte-weight') ?? 0) / 1024),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && ['binary', 'metricSavings'].includes(entry.scoreDisplayMode))
      .map((entry) => entry.id),
  };
}

function parseArgs(argv) {
  const paths = argv.filter((arg) => arg.startsWith('--path=')).map((arg) => arg.slice('--path='.length));
  const runs = Number(argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  return {
    start: argv.includes('--start'),
    json: argv.includes('--json'),
    runs: Number.isInteger(runs) && runs > 0 ? runs : 3,
    pages: paths.length ? paths.map((path) => KEY_PAGES.find((page) => page.path === path) ?? { name: path, path }) : KEY_PAGES,
  };
}

async function measure(port, url, runs) {
  const lhrs = [];
  for (let run = 0; run < runs; run += 1) {
    const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!runner?.lhr) throw new Error(`Lighthouse did not return a report for ${url}`);
    if (runner.lhr.runtimeError) throw new Error(`${url}: ${runner.lhr.runtimeError.message}`);
    lhrs.push(runner.lhr);
  }
  const median = computeMedianRun(lhrs);
  const performances = lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  return {
    lighthouse: median.lighthouseVersion,
    formFactor: median.configSettings.formFactor,
    runs: lhrs.length,
    performanceRange: [Math.min(...performances), Math.max(...performances)],
    ...figures(median),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const server = options.start ? await startServer({ port: Number(process.env.PORT ?? 3195) }) : undefined;
  const baseUrl = (server?.url ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    for (const page of options.pages) {
      const url = `${baseUrl}${page.path}`;
      // One unmeasured visit first, so the server's caches are warm, as for a real shopper.
      await fetch(url).catch(() => undefined);
      results.push({ page: page.name, url, ...(await measure(chrome.port, url, options.runs)) });
    }
  } finally {
    await chrome.kill();
    await server?.stop();
  }
  if (options.json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  for (const result of results) {
    const [low, high] = result.performanceRange;
    console.log(
      `${result.page} (${result.url}, Lighthouse ${result.lighthouse}, ${result.formFactor}, median of ${result.runs}): ` +
        `performance ${result.performance}${low !== high ? ` (runs ${low}–${high})` : ''}, accessibility ${result.accessibility}, ` +
        `best practices ${result.bestPractices}, SEO ${result.seo}; ` +
        `LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls} (FCP ${result.fcpMs} ms, ${result.transferKb} KB)` +
        (result.lcpElement ? `\n  LCP element: ${result.lcpElement}` : '') +
        (result.failedAudits.length ? `\n  audits below 90: ${result.failedAudits.join(', ')}` : ''),
    );
  }
}

await main();
