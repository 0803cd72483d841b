// Lighthouse 12 (mobile) on the CMS pages: the home page and a magazine article, on the production
// build served by the real server, with Debian's chromium and no network beyond this machine.
//
//   npm run build && PORT=3000 npm run serve          # in one terminal: the production server
//   node tools/bench/lighthouse-content.mjs           # in another (BASE_URL=http://127.0.0.1:3000)
//   node tools/bench/lighthouse-content.mjs --start   # or let the script start and stop a server
//
// Prints, per page, the performance, accessibility, best practices and SEO scores, and LCP, TBT
// and CLS; --json prints the same as JSON. CHROME_PATH (default /usr/bin/chromium) picks the
// browser. The shell's index.html asks robots not to index (SPEC §9), which costs SEO points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, startServer } from './lib.mjs';

export const CONTENT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'magazine article', path: '/iper-mag/ricette/risotto-alla-zucca' },
];

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

async function main() {
  const args = new Set(process.argv.slice(2));
  const server = args.has('--start') ? await startServer({ port: Number(process.env.PORT ?? 3195) }) : undefined;
  const baseUrl = (server?.url ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    for (const page of CONTENT_PAGES) {
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
  if (args.has('--json')) {
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

await main();
