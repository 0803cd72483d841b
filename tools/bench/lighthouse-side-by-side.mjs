// Lighthouse 12 mobile on the key pages of two builds at once: this checkout's and another built
// checkout's (the previous `main`), each served by its own server on this machine, measured in
// turns (one run of a page on one build, then on the other), so that a busy moment of a shared
// machine weighs on both alike. A benchmark, not a test: it prints the medians side by side.
//
//   git clone . /tmp/base && (cd /tmp/base && git checkout <commit> && npm ci && npm run build)
//   node tools/bench/lighthouse-side-by-side.mjs --baseline=/tmp/base --runs=5 [paths…] [--json]
//
// Each server starts on a fresh data directory (ports 3196 and 3197); the flyer key page is the
// current flyer's view, asked of each server.
//
// --static-copy adds a third version to the turns (issue 47, "the document's own floor"): this
// build's HTML of the page with every <script> taken out (no boot loader, no data, no speculation
// rules), served as a plain file, its stylesheets, images and icons from this build's server:
// what the browser spends on the same content with nothing of ours running.
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { KEY_PAGES, currentFlyerPath, lighthouseRun, medianOf } from './lighthouse.mjs';
import { startServer } from './lib.mjs';

function option(name, fallback) {
  const arg = process.argv.find((item) => item.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

async function pagesOf(baseUrl, paths) {
  const list = paths.length
    ? paths.map((path) => KEY_PAGES.find((page) => page.path === path) ?? { name: path, path })
    : KEY_PAGES;
  return Promise.all(
    list.map(async (page) =>
      page.path === '/volantino' ? { ...page, path: await currentFlyerPath(baseUrl) } : page,
    ),
  );
}

/**
 * Serves each page's static copy (`add`: this build's HTML without its scripts) at its own
 * address, and passes every other request to the build's server.
 */
async function staticCopies(buildUrl) {
  const copies = [];
  const server = createServer(async (request, response) => {
    const copy = /^\/__static\/(\d+)$/.exec(request.url ?? '');
    if (copy) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(copies[Number(copy[1])]);
      return;
    }
    const upstream = await fetch(buildUrl + request.url, {
      headers: { 'accept-encoding': 'identity' },
    });
    const headers = {};
    for (const name of ['content-type', 'cache-control'])
      if (upstream.headers.has(name)) headers[name] = upstream.headers.get(name);
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    async add(path) {
      const html = await (await fetch(buildUrl + path)).text();
      copies.push(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
      return `${url}/__static/${copies.length - 1}`;
    },
    close: () => server.close(),
  };
}

async function main() {
  const baseline = option('baseline');
  const runs = Number(option('runs', '5'));
  if (!baseline || !Number.isInteger(runs) || runs < 1) {
    console.error('usage: lighthouse-side-by-side.mjs --baseline=<built checkout> [--runs=5]');
    process.exit(2);
  }
  const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const builds = [
    { name: 'baseline', server: await startServer({ port: 3196, root: baseline }) },
    { name: 'this build', server: await startServer({ port: 3197 }) },
  ];
  const copies = process.argv.includes('--static-copy')
    ? await staticCopies(builds[1].server.url)
    : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    const pages = await Promise.all(builds.map((build) => pagesOf(build.server.url, paths)));
    for (const [index, page] of pages[0].entries()) {
      const urls = builds.map((build, which) => `${build.server.url}${pages[which][index].path}`);
      // One unmeasured visit first, so each server's caches are warm, as for a real shopper.
      for (const url of urls) await fetch(url).catch(() => undefined);
      if (copies) urls.push(await copies.add(pages[1][index].path));
      const reports = urls.map(() => []);
      for (let run = 0; run < runs; run += 1)
        for (const [which, url] of urls.entries())
          reports[which].push(await runOnceMore(() => lighthouseRun(chrome.port, url)));
      const [before, after, floor] = reports.map(medianOf);
      const result = { page: page.name, path: page.path, before, after, ...(floor && { floor }) };
      results.push(result);
      // Each page's line as soon as it is measured: a long run that stops keeps what it has.
      console.error(`${page.name}: measured: ${row(result)}`);
    }
  } finally {
    await chrome.kill();
    copies?.close();
    for (const build of builds) await build.server.stop();
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log(
    `Lighthouse ${results[0]?.after.lighthouse} ${results[0]?.after.formFactor}, median of ${runs}, baseline → this build`,
  );
  const floorHeader = copies ? ' static copy: performance, TBT, FCP, LCP ms |' : '';
  console.log(`| page | performance | TBT ms | TBT ratio | FCP ms | LCP ms | CLS |${floorHeader}`);
  console.log(`| --- | --- | --- | ---: | --- | --- | --- |${copies ? ' --- |' : ''}`);
  for (const result of results) console.log(row(result));
}

function row({ page, before, after, floor }) {
  return (
    `| ${page} | ${before.performance} → ${after.performance} | ${before.tbtMs} → ${after.tbtMs} | ` +
    `${before.tbtMs ? Math.round((after.tbtMs / before.tbtMs) * 100) : '–'} % | ` +
    `${before.fcpMs} → ${after.fcpMs} | ${before.lcpMs} → ${after.lcpMs} | ${before.cls} → ${after.cls} |` +
    (floor ? ` ${floor.performance}, ${floor.tbtMs}, ${floor.fcpMs}, ${floor.lcpMs} |` : '')
  );
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: once more. */
async function runOnceMore(run) {
  try {
    return await run();
  } catch (error) {
    console.error(`retrying after: ${error.message.split('\n')[0]}`);
    return run();
  }
}

await main();
