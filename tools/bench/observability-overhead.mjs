// npm run bench:load -- --observability (issue 49): what metrics and tracing cost. Cached
// server-rendered pages at --ssr-connections users (50), on two servers side by side: one with
// metrics and tracing off (the default), one with both on (METRICS_PORT scraped every second as
// Prometheus would, requests traced and their spans sent to an OTLP/HTTP receiver in this
// process, protobuf; the sampler and TRACING_DETAIL as this process's environment says: every
// request at the `requests` level by default). Rounds alternate between the two so that the
// machine's other work falls on both; the table gives each page's median req/s, off and on.
import { createServer } from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './lib.mjs';

const PAGES = [
  ['home', '/'],
  ['store list', '/punti-vendita'],
  ['store page', '/punti-vendita/iper-arese'],
  ['loyalty landing', '/carta-vantaggi'],
];
const BROWSER = { 'accept-encoding': 'gzip, br' };

/** An OTLP/HTTP receiver that counts what it is sent and keeps nothing (a collector's stand-in). */
async function otlpSink() {
  const received = { requests: 0, bytes: 0 };
  const server = createServer((request, response) => {
    request.on('data', (chunk) => (received.bytes += chunk.length));
    request.on('end', () => {
      received.requests += 1;
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    received,
    close: () => server.close(),
  };
}

function requestsPerSecond(url, path, connections, duration) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url: url + path, connections, duration, headers: BROWSER, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx || result.errors)
          reject(new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        else resolve(result.requests.total / (result.duration || duration));
      },
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchmarkObservability({ port, connections, duration, rounds }) {
  const sink = await otlpSink();
  const metricsPort = port + 2;
  const off = await startServer({ port });
  const on = await startServer({
    port: port + 1,
    env: { METRICS_PORT: String(metricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: sink.url },
  });
  const scraper = setInterval(() => {
    fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
      (response) => response.text(),
      () => undefined,
    );
  }, 1000);
  const figures = new Map(PAGES.map(([name]) => [name, { off: [], on: [] }]));
  try {
    for (const server of [off, on])
      for (const [, path] of PAGES) {
        await fetch(server.url + path, { headers: BROWSER }).then((response) => response.text());
        await requestsPerSecond(server.url, path, 10, 1); // the JIT, the cache, the compressed copy
      }
    for (let round = 0; round < rounds; round += 1)
      for (const [name, path] of PAGES)
        for (const kind of round % 2 ? ['on', 'off'] : ['off', 'on']) {
          const server = kind === 'on' ? on : off;
          const runs = figures.get(name)[kind];
          runs.push(await requestsPerSecond(server.url, path, connections, duration));
        }
  } finally {
    clearInterval(scraper);
    await off.stop();
    await on.stop();
    sink.close();
  }
  const sampler = `${process.env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on'}${process.env.OTEL_TRACES_SAMPLER_ARG ? ` ${process.env.OTEL_TRACES_SAMPLER_ARG}` : ''}`;
  console.log(
    `\nmetrics and tracing off vs on (sampler ${sampler}, TRACING_DETAIL=${process.env.TRACING_DETAIL ?? 'requests'}): cached server-rendered pages, ${connections} users, ${duration} s a run, median of ${rounds} alternating rounds (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}; ${sink.received.requests} OTLP exports, ${(sink.received.bytes / 1024 / 1024).toFixed(1)} MiB)`,
  );
  console.log('page | off req/s | on req/s | change');
  const total = { off: 0, on: 0 };
  for (const [name, { off: offRuns, on: onRuns }] of figures) {
    const [a, b] = [median(offRuns), median(onRuns)];
    total.off += a;
    total.on += b;
    console.log(
      `${name} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(((b - a) / a) * 100).toFixed(1)} %`,
    );
  }
  const change = ((total.on - total.off) / total.off) * 100;
  console.log(
    `all pages | ${total.off.toFixed(0)} | ${total.on.toFixed(0)} | ${change.toFixed(1)} %`,
  );
  console.log(
    `  ${change >= -5 ? 'meets' : 'MISSES'} the budget (at most 5 % fewer requests per second)`,
  );
  return change >= -5;
}
