// node tools/bench/search-load.mjs — issue 17's search amplification check: ten clients fire the
// worst search the server accepts, over and over, while /api/health is timed every 50 ms; prints
// health p50/p95/p99/max (target p99 < 100 ms) and what the search requests got. Also sends the
// issue's original payload (50 queries × 1,000 hits × every facet) once, which must be refused.
// Production server (build it first: `cd server && node build.mjs`), PGlite by default; PG=postgres://…
// for PostgreSQL. Options: BENCH_PORT (3360), BENCH_SECONDS (20), BENCH_CLIENTS (10).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const credentials = 'x-algolia-application-id=IPERLOCAL&x-algolia-api-key=iper-public-search-key';
const env = {
  ...(process.env.PG ? { DATABASE_URL: process.env.PG } : {}),
  // The rate limit would answer most of this load with 429s; the check is about accepted work.
  SEARCH_RATE_LIMIT_MAX: '1000000',
};

if (process.argv.includes('--searchers')) {
  // Child role: `clients` loops posting the same search until the time is up; prints what they got.
  const until = Date.now() + seconds * 1000;
  const statuses = {};
  const searchTimes = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(process.env.BENCH_URL, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: process.env.BENCH_BODY,
        });
        await response.arrayBuffer();
        searchTimes.push(performance.now() - started);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  process.stdout.write(JSON.stringify({ searchTimes, statuses }));
  process.exit(0);
}

/** The largest request the limits accept: every query, the whole hits budget, every facet, highlights. */
function worstAccepted(limits) {
  const queries = ['', 'a', 'pasta', 'latte', 'di', 'mo', 'ca', 'po', 'ri', 'fo'];
  return {
    requests: Array.from({ length: limits.queries }, (_, i) => ({
      indexName: ['iper_products', 'iper_faq', 'iper_magazine'][i % 3],
      query: queries[i % queries.length],
      hitsPerPage: Math.floor(limits.hits / limits.queries),
      facets: ['*'],
      attributesToHighlight: ['name', 'brand', 'title', 'excerpt', 'categoryName', 'flyerTitle'],
      clickAnalytics: true,
    })),
  };
}

const original = {
  requests: Array.from({ length: 50 }, () => ({
    indexName: 'iper_products',
    query: '',
    hitsPerPage: 1000,
    facets: ['*'],
  })),
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times GET /api/health every 50 ms for `duration` seconds. */
async function probeHealth(duration) {
  const until = Date.now() + duration * 1000;
  const times = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3360), env });
const searchUrl = `${server.url}/1/indexes/*/queries?${credentials}`;
const post = (body) =>
  fetch(searchUrl, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(body),
  });
try {
  const refused = await post(original);
  const refusedBody = await refused.text();
  console.log(
    `issue payload (50 × 1000 hits × all facets): ${refused.status}, ${refusedBody.length} bytes: ${refusedBody.slice(0, 160)}`,
  );

  // Find the limits from the server's own answers: the most queries and hits it accepts.
  const limits = { queries: 10, hits: 1000 };
  for (;;) {
    const probe = await post(worstAccepted(limits));
    await probe.arrayBuffer();
    if (probe.status === 200) break;
    if (limits.queries > 1) limits.queries -= 1;
    else if (limits.hits > 20) limits.hits = Math.floor(limits.hits / 2);
    else throw new Error(`no worst case accepted: ${probe.status}`);
  }
  const body = worstAccepted(limits);
  const sample = await post(body);
  const sampleBytes = (await sample.arrayBuffer()).byteLength;
  console.log(
    `worst accepted request: ${limits.queries} queries, ${limits.hits} hits in all, every facet → ${sample.status}, ${(sampleBytes / 1024).toFixed(0)} KB`,
  );

  // The machine's own noise (other work on the same cores) first: the same probe without search load.
  const quiet = (await probeHealth(Math.min(seconds, 10))).sort((a, b) => a - b);
  console.log(
    `/api/health without search load (${quiet.length} probes): p50 ${quiet[Math.floor(quiet.length / 2)].toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms`,
  );

  // The searchers run in a child process of their own: receiving and decoding 320 KB answers in
  // this process would delay the health probe's own timing and be counted as server latency.
  const loader = spawn(process.execPath, [fileURLToPath(import.meta.url), '--searchers'], {
    env: { ...process.env, BENCH_URL: searchUrl, BENCH_BODY: JSON.stringify(body) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let loaderOutput = '';
  loader.stdout.on('data', (data) => (loaderOutput += data));
  const loaded = new Promise((resolve) => loader.once('exit', resolve));
  const health = await probeHealth(seconds);
  await loaded;
  const { searchTimes, statuses } = JSON.parse(loaderOutput);

  health.sort((a, b) => a - b);
  searchTimes.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `${clients} clients × ${seconds} s on ${process.env.PG ? 'PostgreSQL' : 'PGlite'}: ${searchTimes.length} searches ${JSON.stringify(statuses)}, search p50 ${ms(percentile(searchTimes, 50))} p99 ${ms(percentile(searchTimes, 99))}`,
  );
  console.log(
    `/api/health (${health.length} probes): p50 ${ms(percentile(health, 50))}, p95 ${ms(percentile(health, 95))}, p99 ${ms(percentile(health, 99))}, max ${ms(health.at(-1))} — target p99 < 100 ms: ${percentile(health, 99) < 100 ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.stop();
}
