// What a page's Total Blocking Time is made of (issue 47, "the document's own floor"): Lighthouse
// 12 mobile, in turns, on three versions of each page:
//   baseline     the page of another built checkout (--baseline, as lighthouse-side-by-side.mjs);
//   this build   the page of this checkout's build;
//   static copy  this build's HTML with every <script> taken out (no boot loader, no data, no
//                speculation rules), served as a plain file beside it, its images, stylesheets and
//                icons from the same server: what the browser spends on the same content with
//                nothing of ours running. What this build blocks beyond it is ours.
// A benchmark, not a test: it prints the medians of each.
//
//   node tools/bench/document-floor.mjs --baseline=/tmp/base --runs=5 / /punti-vendita/iper-arese
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { lighthouseRun, medianOf } from './lighthouse.mjs';
import { startServer } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', 5));
const baselineRoot = option('baseline', undefined);
const paths = args.filter((arg) => !arg.startsWith('--'));
if (!paths.length) paths.push('/');

/** The page's HTML as a first visit gets it, every script element taken out. */
async function staticCopy(baseUrl, path) {
  const html = await (await fetch(baseUrl + path)).text();
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** Serves the static copies at /__static/<n>, and passes every other request to `baseUrl`. */
async function staticServer(baseUrl, copies) {
  const server = createServer(async (request, response) => {
    const match = /^\/__static\/(\d+)$/.exec(request.url ?? '');
    if (match) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(copies[Number(match[1])]);
      return;
    }
    const upstream = await fetch(baseUrl + request.url, {
      headers: { 'accept-encoding': 'identity' },
    });
    const headers = {};
    for (const name of ['content-type', 'cache-control'])
      if (upstream.headers.has(name)) headers[name] = upstream.headers.get(name);
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

const servers = [];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const build = await startServer({ port: 3197 });
  servers.push(build);
  const baseline = baselineRoot ? await startServer({ port: 3196, root: baselineRoot }) : undefined;
  if (baseline) servers.push(baseline);
  for (const path of paths) await fetch(build.url + path); // the HTML cache, as for a shopper
  const copies = await Promise.all(paths.map((path) => staticCopy(build.url, path)));
  const copy = await staticServer(build.url, copies);
  servers.push({ stop: async () => copy.close() });

  const table = [];
  for (const [index, path] of paths.entries()) {
    const versions = [
      ...(baseline ? [['baseline', baseline.url + path]] : []),
      ['this build', build.url + path],
      ['static copy', `${copy.url}/__static/${index}`],
    ];
    for (const [, url] of versions) await fetch(url);
    const reports = versions.map(() => []);
    for (let run = 0; run < runs; run += 1)
      for (const [version, [, url]] of versions.entries())
        reports[version].push(await lighthouseRun(chrome.port, url));
    for (const [version, [name]] of versions.entries()) {
      const median = medianOf(reports[version]);
      table.push(
        `| ${path} | ${name} | ${median.performance} | ${median.tbtMs} | ${median.fcpMs} | ${median.lcpMs} |`,
      );
    }
  }
  console.log(`\nLighthouse 12 mobile, median of ${runs}, versions in turns`);
  console.log('| page | version | performance | TBT ms | FCP ms | LCP ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of table) console.log(row);
} finally {
  await chrome.kill();
  for (const server of servers) await server.stop();
}
