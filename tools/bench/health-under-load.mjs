// node tools/bench/health-under-load.mjs — issue 32, item 1: does search work stall the rest of the
// server? Starts the server from source (tsx: no build needed) on a free port of 127.0.0.1 with a
// fresh temporary DATA_DIR (PGlite), finds the worst search request the budget accepts (10 queries
// × 100 hits, 100 filter values each that still match every record, every facet, 10 highlighted
// attributes), times it alone, then for --seconds (15) keeps four of them in flight continuously
// plus twenty parallel registrations (POST /api/identity/register, unique addresses and strong
// passwords) while GET /api/health is sent every 100 ms. Prints /api/health p50/p95/p99/max and its
// status codes (target p99 ≤ 200 ms), and what the searches and registrations got.
//
//   node tools/bench/health-under-load.mjs                 # searches and registrations
//   node tools/bench/health-under-load.mjs --only=search   # searches alone
//   options: --seconds=15 --searchers=4 --registrations=20
//   --built: the production build (server/dist/main.js, NODE_ENV=production), as the probe ran it
// Traffic goes only to the server it starts; rate limits are raised for it through the environment.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(name, fallback) {
  const arg = process.argv.find((item) => item.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

const SECONDS = Math.min(Number(option('seconds', 15)), 120);
const SEARCHERS = Math.min(Number(option('searchers', 4)), 20);
const REGISTRATIONS =
  option('only', 'all') === 'search' ? 0 : Math.min(Number(option('registrations', 20)), 50);
const HEALTH_EVERY_MS = 100;
const HEALTH_TARGET_P99_MS = 200;
/** Registrations one worker may send in a run, whatever the speed: the load stays bounded. */
const REGISTRATIONS_PER_WORKER = 200;
const CREDENTIALS = 'x-algolia-application-id=IPERLOCAL&x-algolia-api-key=iper-public-search-key';

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const ms = (value) => `${value.toFixed(1)} ms`;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)}`;
};
const count = (into, key) => {
  into[key] = (into[key] ?? 0) + 1;
};

// --- Child role: the load (searches and registrations), so that decoding 300 KB answers does not
// delay this process's health probes and count as server latency. ----------------------------------

if (process.argv.includes('--load')) {
  const { url, body, seconds, searchers, registrations, runId } = JSON.parse(
    process.env.BENCH_LOAD,
  );
  const until = Date.now() + seconds * 1000;
  const search = { times: [], statuses: {} };
  const register = { times: [], statuses: {} };

  const searcher = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${url}/1/indexes/*/queries?${CREDENTIALS}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body,
      });
      await response.arrayBuffer();
      search.times.push(performance.now() - started);
      count(search.statuses, response.status);
    }
  };

  const registrar = async (worker) => {
    for (let n = 0; n < REGISTRATIONS_PER_WORKER && Date.now() < until; n += 1) {
      const started = performance.now();
      const csrf = await fetch(`${url}/api/identity/csrf`);
      const { token } = await csrf.json();
      const response = await fetch(`${url}/api/identity/register`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `iper.csrf=${token}`,
          'x-csrf-token': token,
        },
        body: JSON.stringify({
          email: `carico.${runId}.${worker}.${n}@example.it`,
          // Unique and strong: not common, not breached, not built on the address or the names.
          password: `${randomBytes(12).toString('base64url')}-Zq7!`,
          name: 'Giulia',
          lastName: 'Verdi',
        }),
      });
      await response.arrayBuffer();
      register.times.push(performance.now() - started);
      count(register.statuses, response.status);
    }
  };

  await Promise.all([
    ...Array.from({ length: searchers }, searcher),
    ...Array.from({ length: registrations }, (_, worker) => registrar(worker)),
  ]);
  process.stdout.write(JSON.stringify({ search, register }));
  process.exit(0);
}

// --- The server --------------------------------------------------------------------------------

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServerFromSource() {
  const port = await freePort();
  // The database and its uploads folder (`<DATA_DIR>-uploads`) in one temporary folder.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'iper-health-under-load-'));
  const dataDir = path.join(folder, 'pglite');
  const built = process.argv.includes('--built');
  const child = spawn(
    process.execPath,
    built ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'],
    {
      cwd: path.join(ROOT, 'server'),
      env: {
        ...process.env,
        NODE_ENV: built ? 'production' : 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // The check is about accepted work: rate limits would answer most of this load with 429s.
        SEARCH_RATE_LIMIT_MAX: '1000000',
        AUTH_RATE_LIMIT_MAX: '1000000',
        FORM_RATE_LIMIT_MAX: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer /api/health within 180 s');
    }
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

// --- The worst accepted search -----------------------------------------------------------------

const INDICES = ['iper_products', 'iper_faq', 'iper_magazine'];
/** Ten attributes (the budget's most), those of products and of FAQ and magazine records. */
const HIGHLIGHTED = [
  'name',
  'brand',
  'categoryName',
  'flyerTitle',
  'quantity',
  'promotionLabel',
  'title',
  'excerpt',
  'category',
  'url',
];

async function postSearch(url, body) {
  const started = performance.now();
  const response = await fetch(`${url}/1/indexes/*/queries?${CREDENTIALS}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, elapsed: performance.now() - started };
}

/**
 * For each index, the values of the attribute that covers every record with the fewest values: OR
 * groups holding them (padded with values no record has) keep every record in the results, so the
 * filters cost their full price and the highlights, facets and counts still run on every match.
 */
async function coveringValues(url) {
  const covering = {};
  for (const indexName of INDICES) {
    const { text } = await postSearch(url, {
      requests: [{ indexName, hitsPerPage: 0, facets: ['*'] }],
    });
    const { nbHits, facets } = JSON.parse(text).results[0];
    const [attribute, values] = Object.entries(facets)
      .filter(([, byValue]) => Object.values(byValue).reduce((a, b) => a + b, 0) === nbHits)
      .sort((a, b) => Object.keys(a[1]).length - Object.keys(b[1]).length)[0];
    covering[indexName] = Object.keys(values).map((value) => `${attribute}:${value}`);
  }
  return covering;
}

function worstAccepted(covering) {
  const none = (count, prefix) =>
    Array.from({ length: count }, (_, i) => `${prefix}:nessun-valore-${i}`);
  return {
    requests: Array.from({ length: 10 }, (_, i) => {
      const indexName = INDICES[i % 3];
      const real = covering[indexName];
      return {
        indexName,
        query: 's',
        hitsPerPage: 100,
        facets: ['*'],
        attributesToHighlight: HIGHLIGHTED,
        clickAnalytics: true,
        // 100 values, 20 conditions, 50 in the largest OR group: the budget's edges.
        facetFilters: [
          [...none(50 - real.length, 'brand'), ...real],
          [...none(32 - real.length, 'brand'), ...real],
          ...none(18, '-brand'),
        ],
      };
    }),
  };
}

/** GET /api/health every HEALTH_EVERY_MS for `seconds`, each on its own (a stall delays many). */
async function probeHealth(url, seconds) {
  const times = [];
  const statuses = {};
  const pending = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    pending.push(
      fetch(`${url}/api/health`, { signal: AbortSignal.timeout(30_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          count(statuses, response.status);
        })
        .catch((error) => count(statuses, error.name))
        .finally(() => times.push(performance.now() - started)),
    );
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  await Promise.all(pending);
  return { times, statuses };
}

const server = await startServerFromSource();
try {
  const probe = await postSearch(server.url, {
    requests: [
      {
        indexName: 'iper_products',
        facetFilters: [Array.from({ length: 8_000 }, (_, i) => `brand:m-${i}`)],
      },
    ],
  });
  console.log(
    `issue 32's probe (8,000 OR-ed facetFilters values): ${probe.status} in ${ms(probe.elapsed)}, ${probe.text.slice(0, 120)}`,
  );

  const body = JSON.stringify(worstAccepted(await coveringValues(server.url)));
  const alone = [];
  let slowestQuery = 0;
  for (let i = 0; i < 5; i += 1) {
    const { status, text, elapsed } = await postSearch(server.url, body);
    if (status !== 200) throw new Error(`the worst accepted search was refused: ${status} ${text}`);
    alone.push(elapsed);
    for (const result of JSON.parse(text).results)
      slowestQuery = Math.max(slowestQuery, result.processingTimeMS);
  }
  console.log(
    `worst accepted search (${(body.length / 1024).toFixed(0)} KB, 10 queries × 100 hits, 100 filter values each): alone ${summary(alone.slice(1))}; slowest query ${slowestQuery} ms (processingTimeMS)`,
  );

  const quiet = await probeHealth(server.url, 3);
  console.log(`/api/health without load (${quiet.times.length}): ${summary(quiet.times)}`);

  const loader = spawn(process.execPath, [fileURLToPath(import.meta.url), '--load'], {
    env: {
      ...process.env,
      BENCH_LOAD: JSON.stringify({
        url: server.url,
        body,
        seconds: SECONDS,
        searchers: SEARCHERS,
        registrations: REGISTRATIONS,
        runId: `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`,
      }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let loaderOutput = '';
  loader.stdout.on('data', (data) => (loaderOutput += data));
  const loaded = new Promise((resolve) => loader.once('exit', resolve));
  const health = await probeHealth(server.url, SECONDS);
  await loaded;
  const { search, register } = JSON.parse(loaderOutput);

  const load = `${SEARCHERS} worst searches in flight${REGISTRATIONS ? ` + ${REGISTRATIONS} parallel registrations` : ''}, ${SECONDS} s, PGlite`;
  console.log(
    `load: ${load}; machine load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `  searches: ${search.times.length} ${JSON.stringify(search.statuses)}, ${summary(search.times)}`,
  );
  if (REGISTRATIONS)
    console.log(
      `  registrations: ${register.times.length} ${JSON.stringify(register.statuses)}, ${summary(register.times)}`,
    );
  const sorted = [...health.times].sort((a, b) => a - b);
  console.log(
    `/api/health under load (${health.times.length} probes, every ${HEALTH_EVERY_MS} ms): ${summary(health.times)}; statuses ${JSON.stringify(health.statuses)} — target p99 ≤ ${HEALTH_TARGET_P99_MS} ms: ${percentile(sorted, 99) <= HEALTH_TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.stop();
}
