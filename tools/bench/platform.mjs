// npm run bench: the platform's four figures (issue "Platform foundation"):
//   1. cold build time of everything (no Nx cache, no dist folders);
//   2. gzip bytes of the JavaScript the home route loads;
//   3. the number of sequential requests before the first route's content renders;
//   4. server cold start (new embedded database: migrations and demo data) to first 200.
// A benchmark, not a test: it prints figures and fails only if something does not run.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, ROOT, startServer } from './lib.mjs';
import { appFolders } from '../../libs/routes/src/remote-registry.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const skipBuild = process.argv.includes('--skip-build');
const pagePath =
  process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) ?? '/';

function coldBuild() {
  for (const dir of ['server', ...appFolders()]) {
    rmSync(path.join(ROOT, dir, 'dist'), { recursive: true, force: true });
  }
  const startedAt = performance.now();
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/nx/bin/nx.js'),
      'run-many',
      '-t',
      'build',
      '--parallel=2',
      '--skip-nx-cache',
    ],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  return performance.now() - startedAt;
}

/** Loads a page in chromium and measures what it downloads and how deep its request chain is. */
async function measurePage(url) {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const parentOf = new Map();
  const urlOf = new Map();
  const finishedAt = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, timestamp }) => {
    urlOf.set(requestId, request.url);
    const initiatorUrl =
      initiator.url ??
      initiator.stack?.callFrames?.[0]?.url ??
      initiator.stack?.parent?.callFrames?.[0]?.url;
    parentOf.set(
      request.url,
      initiatorUrl && initiatorUrl !== request.url ? initiatorUrl : undefined,
    );
    finishedAt.set(request.url, { startedAt: timestamp });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const requestUrl = urlOf.get(requestId);
    if (requestUrl) finishedAt.get(requestUrl).finishedAt = timestamp;
  });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor();
  // The same monotonic clock as the Network domain's timestamps.
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const contentAt = metrics.find((metric) => metric.name === 'Timestamp')?.value;
  await page.waitForLoadState('networkidle');

  let jsGzipBytes = 0;
  for (const response of scripts) {
    jsGzipBytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  const depth = (requestUrl, seen = new Set()) => {
    const parent = parentOf.get(requestUrl);
    if (!parent || seen.has(parent) || !parentOf.has(parent)) return 1;
    seen.add(requestUrl);
    return 1 + depth(parent, seen);
  };
  let sequential = 0;
  let deepest = [];
  for (const [requestUrl, times] of finishedAt) {
    if (contentAt && times.finishedAt && times.finishedAt > contentAt) continue;
    const d = depth(requestUrl);
    if (d > sequential) {
      sequential = d;
      deepest = [];
      for (let u = requestUrl; u; u = parentOf.get(u))
        deepest.unshift(u.replace(url.replace(/\/$/, ''), '') || '/');
    }
  }
  await browser.close();
  return { jsFiles: scripts.length, jsGzipBytes, sequential, deepest };
}

const buildMs = skipBuild ? undefined : coldBuild();
const server = await startServer({ port: PORT });
try {
  const home = await measurePage(`${server.url}${pagePath}`);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('Iper platform benchmark');
  console.log(
    `  cold build of everything:            ${buildMs === undefined ? 'skipped (--skip-build)' : `${(buildMs / 1000).toFixed(1)} s`}`,
  );
  console.log(
    `  JavaScript loaded by ${pagePath.padEnd(18)}  ${kib(home.jsGzipBytes)} gzip in ${home.jsFiles} files`,
  );
  console.log(
    `  sequential requests before content:   ${home.sequential} (${home.deepest.join(' → ')})`,
  );
  console.log(
    `  server cold start to first 200:       ${Math.round(server.coldStartMs)} ms (new embedded database, migrations and demo data)`,
  );
} finally {
  await server.stop();
}
