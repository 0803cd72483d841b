// npm run bench:load — the server under load (issue "Hardening"). A benchmark, not a test.
//
// Starts the production server (server/dist/main.js, with the built apps) on 127.0.0.1 and runs
// autocannon against it, once on the embedded PGlite and once on PostgreSQL (when
// LOAD_DATABASE_URL or DATABASE_URL is set):
//   1. a realistic mix for --duration seconds with --connections users: home page, store list,
//      store page, CMS content, flyer (skipped with a note while /api/flyers answers 404), the
//      coupon list and coupon saves of a signed-in customer, the help form with a small photo,
//      and shopping-list edits (add, tick, remove) — each route with its share of the users;
//   2. the cached read-mostly endpoints alone (--read-connections users, --read-duration s),
//      revalidating with If-None-Match like a browser, against the target of 5,000 req/s at
//      p99 <= 20 ms;
//   3. after stopping the server, every acknowledged write is looked for in the database: rows
//      tagged with this run's id are counted and must match the 2xx answers;
//   4. server-rendered pages (issue 16), on PGlite: each key page cached (anonymous visitors, the
//      HTML cache warm; --ssr-connections users, --ssr-duration s) against 5,000 req/s at
//      p99 <= 20 ms, then uncached (a server with SSR_CACHE_MB=0, and a new query string on every
//      request so that no two requests share a render) with --ssr-uncached-connections users
//      (a list: 1 is a render's own latency, more queue on the render worker) against p99 <= 100 ms.
//   6. --observability (issue 49): only the cached pages, on five servers sharing one core: off,
//      metrics, metrics with 1 % of the requests traced, metrics with every request traced, off again
//      (the noise floor; observability-overhead.mjs), loaded at once, --rounds rounds (default 3).
//   5. --topology=1,2,3 (issue 20): the realistic mix against haproxy in front of 1, then 2, then
//      3 instances on PostgreSQL, Redis and an S3-compatible store (tools/topology/topology.mjs),
//      in one run, each followed by the acknowledged-writes check (parts 1-4 are not run then).
// Prints req/s, p50/p95/p99 latency and errors per route, and the machine's load average.
//
//   npm run bench:load -- --duration=10 --connections=50 --db=pglite
//   npm run bench:load -- --only=ssr --ssr-duration=10 --ssr-uncached-connections=1,4
//   npm run bench:load -- --topology=1,2,3 --duration=20 --connections=100
//   (env: LOAD_DURATION, LOAD_CONNECTIONS, LOAD_READ_DURATION, LOAD_READ_CONNECTIONS, LOAD_DB,
//   LOAD_ONLY, LOAD_SSR_DURATION, LOAD_SSR_CONNECTIONS, LOAD_SSR_UNCACHED_CONNECTIONS, BENCH_PORT)
// Build first: npx nx run-many -t build --skip-nx-cache --parallel=1
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CUSTOMER, ROOT, signInDemoCustomer, startServer } from './lib.mjs';

function option(name, envName, fallback) {
  const arg = process.argv.find((item) => item.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : (process.env[envName] ?? fallback);
}

const DURATION = Number(option('duration', 'LOAD_DURATION', 60));
const CONNECTIONS = Number(option('connections', 'LOAD_CONNECTIONS', 200));
const READ_DURATION = Number(option('read-duration', 'LOAD_READ_DURATION', 10));
const READ_CONNECTIONS = Number(option('read-connections', 'LOAD_READ_CONNECTIONS', 50));
const PORT = Number(option('port', 'BENCH_PORT', 3230));
const POSTGRES_URL = process.env.LOAD_DATABASE_URL || process.env.DATABASE_URL || '';
const DATABASES = option('db', 'LOAD_DB', POSTGRES_URL ? 'pglite,postgres' : 'pglite').split(',');
const READ_TARGET = { requestsPerSecond: 5_000, p99Ms: 20 };
/** 'all' (default), 'api' (parts 1-3) or 'ssr' (part 4). */
const ONLY = option('only', 'LOAD_ONLY', 'all');
const SSR_DURATION = Number(option('ssr-duration', 'LOAD_SSR_DURATION', 10));
const SSR_CONNECTIONS = Number(option('ssr-connections', 'LOAD_SSR_CONNECTIONS', 50));
const SSR_UNCACHED_CONNECTIONS = option(
  'ssr-uncached-connections',
  'LOAD_SSR_UNCACHED_CONNECTIONS',
  '1,4',
)
  .split(',')
  .map(Number);
const TOPOLOGY = option('topology', 'LOAD_TOPOLOGY', '').split(',').filter(Boolean).map(Number);
const OBSERVABILITY = process.argv.includes('--observability');
const ROUNDS = Number(option('rounds', 'LOAD_ROUNDS', 3));
const SSR_CACHED_TARGET = { requestsPerSecond: 5_000, p99Ms: 20 };
const SSR_UNCACHED_TARGET = { p99Ms: 100 };

const STORE_SLUG = 'iper-arese';
const CONTENT_TOKEN = 'iper-embedded-public-token';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(8 * 1024, 7)]);

for (const built of ['server/dist/main.js', 'shell/dist/document.json']) {
  if (!existsSync(path.join(ROOT, built))) {
    console.error(
      `${built} is missing: build first (npx nx run-many -t build --skip-nx-cache --parallel=1).`,
    );
    process.exit(1);
  }
}

// --- Session -------------------------------------------------------------------------------------

async function signIn(url) {
  const headers = await signInDemoCustomer(url);
  const coupons = await (await fetch(`${url}/api/coupons`, { headers })).json();
  const couponIds = (coupons.coupons ?? []).map((coupon) => coupon.id).slice(0, 5);
  return { headers, couponIds };
}

function multipartHelpRequest(runId) {
  const boundary = `----iperload${runId}`;
  const fields = {
    theme: 'punto-vendita',
    category: 'reclamo',
    name: 'Carico',
    surname: 'Prova',
    email: `load-${runId}@example.it`,
    store: '00101',
    message: 'Richiesta inviata dalla prova di carico: allego la foto dello scontrino.',
    privacy: 'true',
  };
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receiptPhoto"; filename="scontrino.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
  );
  parts.push(JPEG, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

// --- The mix ------------------------------------------------------------------------------------

/** What a browser sends with every request. */
const BROWSER = { 'accept-encoding': 'gzip, br' };

/**
 * A GET as browsers make it on this site: a first visit, then a revalidation with the ETag it
 * got (If-None-Match, answered 304 when nothing changed), alternately.
 */
async function revalidating(url, path) {
  const etag = (await fetch(url + path, { headers: BROWSER })).headers.get('etag');
  return [
    { method: 'GET', path, headers: BROWSER },
    { method: 'GET', path, headers: { ...BROWSER, ...(etag ? { 'if-none-match': etag } : {}) } },
  ];
}

/**
 * The writes the server acknowledged, recorded from the responses themselves. A request still in
 * flight when autocannon stops may be done by the server without its answer being counted: the
 * check allows for exactly those (sent, not acknowledged).
 */
function writeLedger() {
  return {
    help: { sent: 0, acknowledged: 0 },
    shopping: { added: new Set(), deleteSent: new Set(), deleted: new Set() },
    coupons: { acknowledged: new Set() },
  };
}

async function mixRoutes({ url, session, runId, flyerId, ledger }) {
  const json = { ...BROWSER, 'content-type': 'application/json' };
  const help = multipartHelpRequest(runId);
  const coupons = session.couponIds;
  const signedIn = { ...BROWSER, ...session.headers };
  return [
    { name: 'home page', share: 0.16, requests: [{ method: 'GET', path: '/', headers: BROWSER }] },
    {
      name: 'store list',
      share: 0.14,
      requests: [{ method: 'POST', path: '/api/stores-yext', headers: json, body: '{}' }],
    },
    {
      name: 'store page',
      share: 0.1,
      requests: await revalidating(url, `/api/services/store/${STORE_SLUG}`),
    },
    {
      name: 'content story',
      share: 0.1,
      requests: await revalidating(
        url,
        `/v2/cdn/stories/home?version=published&token=${CONTENT_TOKEN}`,
      ),
    },
    ...(flyerId
      ? [
          {
            name: 'flyer',
            share: 0.06,
            requests: await revalidating(url, `/api/flyers/${encodeURIComponent(flyerId)}`),
          },
        ]
      : []),
    {
      name: 'coupon list',
      share: 0.1,
      requests: [{ method: 'GET', path: '/api/coupons', headers: signedIn }],
    },
    {
      name: 'help form post',
      share: 0.06,
      write: 'help',
      requests: [
        {
          method: 'POST',
          path: '/api/content/help-requests',
          headers: { ...BROWSER, 'content-type': help.contentType },
          body: help.body,
          setupRequest: (request) => {
            ledger.help.sent += 1;
            return request;
          },
          onResponse: (status) => {
            if (status === 201) ledger.help.acknowledged += 1;
          },
        },
      ],
    },
    {
      name: 'coupon save',
      share: 0.06,
      write: 'coupon',
      skip: coupons.length === 0 ? 'the demo customer has no coupon to save' : undefined,
      requests: [
        {
          method: 'PUT',
          path: `/api/coupons/saved/${coupons[0]}`,
          headers: signedIn,
          setupRequest: (request, context) => {
            context.coupon = coupons[Math.floor(Math.random() * coupons.length)];
            return { ...request, path: `/api/coupons/saved/${context.coupon}` };
          },
          onResponse: (status, _body, context) => {
            if (status === 200) ledger.coupons.acknowledged.add(context.coupon);
          },
        },
      ],
    },
    {
      name: 'shopping-list edits',
      share: 0.12,
      write: 'shopping',
      requests: [
        {
          method: 'POST',
          path: '/api/account/shopping-list/items',
          headers: { ...signedIn, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ label: `${runId} ${Math.random().toString(36).slice(2, 10)}` }),
          }),
          onResponse: (status, body, context) => {
            context.itemId = status === 201 ? JSON.parse(body).id : undefined;
            if (context.itemId) ledger.shopping.added.add(context.itemId);
          },
        },
        {
          method: 'PATCH',
          path: '/api/account/shopping-list/items/x',
          headers: { ...signedIn, 'content-type': 'application/json' },
          body: JSON.stringify({ checked: true }),
          setupRequest: (request, context) =>
            context.itemId
              ? { ...request, path: `/api/account/shopping-list/items/${context.itemId}` }
              : null,
        },
        {
          method: 'DELETE',
          path: '/api/account/shopping-list/items/x',
          headers: signedIn,
          setupRequest: (request, context) => {
            if (!context.itemId) return null;
            ledger.shopping.deleteSent.add(context.itemId);
            return { ...request, path: `/api/account/shopping-list/items/${context.itemId}` };
          },
          onResponse: (status, _body, context) => {
            if (status === 204) ledger.shopping.deleted.add(context.itemId);
          },
        },
      ],
    },
  ];
}

// --- Measuring ----------------------------------------------------------------------------------

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs autocannon for one route; collects every latency and status itself (autocannon has no p95). */
function run(url, route, connections, duration) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        requests: route.requests,
        timeout: 10,
        excludeErrorStats: false,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const ok = [...statuses]
          .filter(([status]) => (status >= 200 && status < 300) || status === 304)
          .reduce((sum, [, n]) => sum + n, 0);
        const elapsed = result.duration || duration;
        resolve({
          name: route.name,
          connections,
          requests: latencies.length,
          rps: latencies.length / elapsed,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          ok,
          statuses: Object.fromEntries(statuses),
          errors: latencies.length - ok + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

function table(title, rows) {
  console.log(`\n${title}`);
  const withCpu = rows.some((row) => row.cpuMsPerRequest !== undefined);
  const header = [
    'route',
    'users',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    ...(withCpu ? ['server CPU ms/req'] : []),
    'ok',
    'errors',
    'statuses',
  ];
  const lines = rows.map((row) => [
    row.name,
    String(row.connections),
    row.rps.toFixed(0),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    ...(withCpu ? [row.cpuMsPerRequest === undefined ? '-' : row.cpuMsPerRequest.toFixed(2)] : []),
    String(row.ok),
    String(row.errors),
    Object.entries(row.statuses)
      .map(([status, n]) => `${status}:${n}`)
      .join(' '),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => line[column].length)),
  );
  for (const line of [header, ...lines])
    console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

function shareOut(routes, total) {
  const active = routes.filter((route) => !route.skip);
  const sum = active.reduce((s, route) => s + route.share, 0);
  return active.map((route) => ({
    route,
    connections: Math.max(1, Math.round((route.share / sum) * total)),
  }));
}

// --- Checking the writes ------------------------------------------------------------------------

/** Reads back this run's rows (tagged with its id) once the server has stopped. */
async function readWrites(database, dataDir, runId, postgresUrl = POSTGRES_URL) {
  const queries = {
    help: [
      'select count(*)::int as n from help_requests where email = $1',
      [`load-${runId}@example.it`],
    ],
    shopping: ['select id from shopping_list_items where label like $1', [`${runId} %`]],
    coupons: [
      'select s.coupon_id from saved_coupons s join auth_users u on u.id = s.user_id where u.email = $1',
      [DEMO_CUSTOMER.email],
    ],
  };
  const rows = {};
  if (database === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    for (const [key, [text, values]] of Object.entries(queries))
      rows[key] = (await client.query(text, values)).rows;
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dataDir);
    for (const [key, [text, values]] of Object.entries(queries))
      rows[key] = (await client.query(text, values)).rows;
    await client.close();
  }
  return {
    help: rows.help[0].n,
    shoppingIds: new Set(rows.shopping.map((row) => row.id)),
    couponIds: new Set(rows.coupons.map((row) => row.coupon_id)),
  };
}

/** Prints, for a run named `label`, whether each acknowledged write is in the database; true when none is lost. */
function reportWrites(label, ledger, stored) {
  console.log(`\n${label}: every acknowledged write in the database after the run?`);
  let lost = false;
  for (const line of checkWrites(ledger, stored)) {
    lost ||= !line.ok;
    console.log(`  ${line.ok ? 'yes' : 'NO '}  ${line.text}`);
  }
  return !lost;
}

/** Every acknowledged write is in the database; what is there beyond it was sent but not yet answered. */
function checkWrites(ledger, stored) {
  const lines = [];
  const help = ledger.help;
  lines.push({
    ok: stored.help >= help.acknowledged && stored.help <= help.sent,
    text: `help requests: ${help.acknowledged} acknowledged (201), ${stored.help} in the database, ${help.sent} sent`,
  });
  const shopping = ledger.shopping;
  const lost = [...shopping.added].filter(
    (id) => !stored.shoppingIds.has(id) && !shopping.deleteSent.has(id),
  );
  const undeleted = [...shopping.deleted].filter((id) => stored.shoppingIds.has(id));
  // Added and not confirmed removed: still there, or removed by a request in flight at the stop.
  const remaining = [...shopping.added].filter((id) => !shopping.deleted.has(id)).length;
  lines.push({
    ok: lost.length === 0 && undeleted.length === 0,
    text: `shopping items: ${shopping.added.size} added (201), ${shopping.deleted.size} removed (204), ${remaining} without a confirmed removal, ${stored.shoppingIds.size} in the database; lost ${lost.length}, removed but still there ${undeleted.length}`,
  });
  const missingCoupons = [...ledger.coupons.acknowledged].filter((id) => !stored.couponIds.has(id));
  lines.push({
    ok: missingCoupons.length === 0,
    text: `saved coupons: ${ledger.coupons.acknowledged.size} distinct acknowledged (200), missing ${missingCoupons.length}`,
  });
  return lines;
}

// --- One database -------------------------------------------------------------------------------

async function benchmark(database) {
  const runId = `load${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iper-load-'));
  const server = await startServer({
    port: PORT,
    dataDir,
    env: {
      DATABASE_URL: database === 'postgres' ? POSTGRES_URL : '',
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      // The bench signs in and posts forms from one address: its limits are raised, not removed.
      AUTH_RATE_LIMIT_MAX: '100000',
      FORM_RATE_LIMIT_MAX: '100000000',
    },
  });
  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      await server.stop();
    }
  };
  try {
    const session = await signIn(server.url);
    const flyers = await fetch(`${server.url}/api/flyers?storeId=00101`);
    let flyerId;
    if (flyers.status === 404)
      console.log(
        'flyer: skipped, /api/flyers answers 404 (the flyers module is not in this build)',
      );
    else {
      const body = await flyers.json();
      flyerId = (Array.isArray(body) ? body : (body.flyers ?? body.items ?? []))[0]?.id;
      if (!flyerId) console.log('flyer: skipped, /api/flyers lists no flyer for store 00101');
    }
    const ledger = writeLedger();
    const routes = await mixRoutes({ url: server.url, session, runId, flyerId, ledger });
    for (const route of routes)
      if (route.skip) console.log(`${route.name}: skipped, ${route.skip}`);

    // Warm-up: caches filled, JIT warm, connections open.
    await Promise.all(
      shareOut(
        routes.filter((route) => !route.write),
        20,
      ).map(({ route, connections }) => run(server.url, route, connections, 2)),
    );

    const loadBefore = os.loadavg()[0];
    const mix = await Promise.all(
      shareOut(routes, CONNECTIONS).map(({ route, connections }) =>
        run(server.url, route, connections, DURATION),
      ),
    );
    const total = mix.reduce((sum, row) => sum + row.requests, 0);
    table(
      `${database}: realistic mix, ${CONNECTIONS} users for ${DURATION} s — ${(total / DURATION).toFixed(0)} req/s in all (load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
      mix,
    );

    const reads = [];
    for (const route of routes.filter((item) =>
      ['store list', 'store page', 'content story', 'flyer'].includes(item.name),
    )) {
      reads.push(await run(server.url, route, READ_CONNECTIONS, READ_DURATION));
    }
    table(
      `${database}: cached read-mostly endpoints alone, ${READ_CONNECTIONS} users for ${READ_DURATION} s each (target ${READ_TARGET.requestsPerSecond} req/s at p99 <= ${READ_TARGET.p99Ms} ms)`,
      reads,
    );
    for (const row of reads) {
      const met = row.rps >= READ_TARGET.requestsPerSecond && row.p99 <= READ_TARGET.p99Ms;
      console.log(
        `  ${row.name}: ${met ? 'meets' : 'MISSES'} the target (${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms)`,
      );
    }

    await stop();
    const stored = await readWrites(database, dataDir, runId);
    return reportWrites(database, ledger, stored);
  } finally {
    await stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- Server-rendered pages -----------------------------------------------------------------------

/** CPU time a process has used so far (all its threads), in ms; undefined off Linux. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ
  } catch {
    return undefined;
  }
}

/**
 * `run`, with the server's CPU time per request: on a machine shared with other work, latency and
 * throughput move with the load, the CPU a request costs much less.
 */
async function runMeasured(server, route, connections, duration) {
  const before = processCpuMs(server.pid);
  const row = await run(server.url, route, connections, duration);
  const after = processCpuMs(server.pid);
  return {
    ...row,
    cpuMsPerRequest:
      before === undefined || after === undefined || !row.requests
        ? undefined
        : (after - before) / row.requests,
  };
}

/** The key pages of the issue, as a visitor without a session opens them. */
async function ssrPages(url) {
  const pages = [
    ['home', '/'],
    ['store list', '/punti-vendita'],
    ['store page', `/punti-vendita/${STORE_SLUG}`],
    ['flyer list', '/lista-volantini'],
    ['magazine article', '/iper-mag/ricette/risotto-alla-zucca'],
    ['careers list', '/lavora-con-noi/posizioni-sede'],
    ['loyalty landing', '/carta-vantaggi'],
  ];
  const flyers = await fetch(`${url}/api/flyers?storeId=00101`);
  const current = flyers.ok
    ? ((await flyers.json()).flyers ?? []).find((flyer) => flyer.status === 'current')
    : undefined;
  if (current)
    pages.splice(4, 0, ['flyer view', `/volantino?id=${encodeURIComponent(current.id)}`]);
  else console.log('flyer view: skipped, no current flyer for store 00101');
  return pages.map(([name, path]) => ({ name, path }));
}

/** Whether the server rendered the page (its HTML has the page in #root) and how it was answered. */
async function pageAnswer(url, path) {
  const response = await fetch(url + path, { headers: BROWSER, redirect: 'manual' });
  const html = await response.text();
  return {
    status: response.status,
    rendered: !html.includes('<div id="root"></div>'),
    cache: response.headers.get('x-html-cache'),
    bytes: html.length,
  };
}

async function benchmarkSsr() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iper-load-ssr-'));
  let server = await startServer({ port: PORT, dataDir });
  try {
    const pages = await ssrPages(server.url);
    const cached = [];
    for (const page of pages) {
      await pageAnswer(server.url, page.path);
      const check = await pageAnswer(server.url, page.path);
      if (!check.rendered || check.cache !== 'hit') {
        console.log(
          `${page.name} (${page.path}): NOT a cached server render (status ${check.status}, x-html-cache ${check.cache}, rendered ${check.rendered})`,
        );
      }
      // Warm-up: the JIT, the connections, the compressed copy.
      await run(
        server.url,
        { name: page.name, requests: [{ method: 'GET', path: page.path, headers: BROWSER }] },
        10,
        1,
      );
      cached.push(
        await runMeasured(
          server,
          {
            name: `${page.name} (${Math.round(check.bytes / 1024)} KiB)`,
            requests: [{ method: 'GET', path: page.path, headers: BROWSER }],
          },
          SSR_CONNECTIONS,
          SSR_DURATION,
        ),
      );
    }
    // For comparison, in the same conditions: a cached API answer (the target was set for those).
    const api = {
      name: 'cached API: store services (reference)',
      requests: [{ method: 'GET', path: `/api/services/store/${STORE_SLUG}`, headers: BROWSER }],
    };
    await run(server.url, api, 10, 1);
    cached.push(await runMeasured(server, api, SSR_CONNECTIONS, SSR_DURATION));
    table(
      `server-rendered pages from the HTML cache, ${SSR_CONNECTIONS} users for ${SSR_DURATION} s each, brotli (target ${SSR_CACHED_TARGET.requestsPerSecond} req/s at p99 <= ${SSR_CACHED_TARGET.p99Ms} ms; load average ${os.loadavg()[0].toFixed(1)})`,
      cached,
    );
    for (const row of cached) {
      const met =
        row.rps >= SSR_CACHED_TARGET.requestsPerSecond && row.p99 <= SSR_CACHED_TARGET.p99Ms;
      console.log(
        `  ${row.name}: ${met ? 'meets' : 'MISSES'} the target (${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms)`,
      );
    }
    await server.stop();

    rmSync(dataDir, { recursive: true, force: true });
    server = await startServer({ port: PORT, dataDir, env: { SSR_CACHE_MB: '0' } });
    let counter = 0;
    for (const connections of SSR_UNCACHED_CONNECTIONS) {
      const uncached = [];
      for (const page of pages) {
        const check = await pageAnswer(server.url, page.path);
        if (!check.rendered || check.cache !== 'bypass')
          console.log(
            `${page.name}: NOT rendered on the server (status ${check.status}, x-html-cache ${check.cache})`,
          );
        const separator = page.path.includes('?') ? '&' : '?';
        const request = {
          method: 'GET',
          path: page.path,
          headers: BROWSER,
          // A new address each time: nothing is shared between two requests, each one is a render.
          setupRequest: (sent) => ({
            ...sent,
            path: `${page.path}${separator}bench=${(counter += 1)}`,
          }),
        };
        await run(server.url, { name: page.name, requests: [request] }, 1, 1);
        uncached.push(
          await runMeasured(
            server,
            { name: page.name, requests: [request] },
            connections,
            SSR_DURATION,
          ),
        );
      }
      table(
        `server-rendered pages without the cache (every request a render), ${connections} user${connections === 1 ? '' : 's'} for ${SSR_DURATION} s each (target p99 <= ${SSR_UNCACHED_TARGET.p99Ms} ms; load average ${os.loadavg()[0].toFixed(1)})`,
        uncached,
      );
      for (const row of uncached) {
        console.log(
          `  ${row.name}: ${row.p99 <= SSR_UNCACHED_TARGET.p99Ms ? 'meets' : 'MISSES'} the target (p99 ${row.p99.toFixed(1)} ms, ${row.rps.toFixed(0)} renders/s)`,
        );
      }
    }
  } finally {
    await server.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- Several instances behind a balancer ----------------------------------------------------------

/** The realistic mix through haproxy in front of `count` instances, then the writes checked. */
async function benchmarkTopology(count) {
  const { startTopology } = await import('../topology/topology.mjs');
  const runId = `load${Date.now().toString(36)}`;
  const topology = await startTopology({ instances: count });
  const url = topology.balancer;
  try {
    const session = await signIn(url);
    const flyers = await (await fetch(`${url}/api/flyers?storeId=00101`)).json();
    const flyerId = (Array.isArray(flyers) ? flyers : (flyers.flyers ?? flyers.items ?? []))[0]?.id;
    const ledger = writeLedger();
    const routes = await mixRoutes({ url, session, runId, flyerId, ledger });
    await Promise.all(
      shareOut(
        routes.filter((route) => !route.write),
        20,
      ).map(({ route, connections }) => run(url, route, connections, 2)),
    );
    const loadBefore = os.loadavg()[0];
    const mix = await Promise.all(
      shareOut(routes, CONNECTIONS).map(({ route, connections }) =>
        run(url, route, connections, DURATION),
      ),
    );
    const total = mix.reduce((sum, row) => sum + row.requests, 0);
    const errors = mix.reduce((sum, row) => sum + (row.errors ?? 0), 0);
    table(
      `haproxy + ${count} instance${count === 1 ? '' : 's'} (PostgreSQL, Redis, S3): realistic mix, ${CONNECTIONS} users for ${DURATION} s — ${(total / DURATION).toFixed(0)} req/s in all, ${errors} errors (load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
      mix,
    );
    // Stop the instances first, so no request is still being written while the rows are read.
    for (const instance of topology.instances) await topology.terminate(instance.name);
    const stored = await readWrites('postgres', undefined, runId, topology.databaseUrl);
    return reportWrites(`${count} instance(s)`, ledger, stored);
  } finally {
    await topology.stop();
  }
}

console.log(
  `Iper load benchmark: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(
      ' ',
    )}, ${TOPOLOGY.length ? `topology with ${TOPOLOGY.join(', ')} instances` : `databases ${DATABASES.join(', ')}`}`,
);
let allFound = true;
if (OBSERVABILITY) {
  const { benchmarkObservability } = await import('./observability-overhead.mjs');
  const met = await benchmarkObservability({
    port: PORT,
    connections: SSR_CONNECTIONS,
    duration: SSR_DURATION,
    rounds: ROUNDS,
  });
  process.exit(met ? 0 : 1);
}
if (TOPOLOGY.length) {
  for (const count of TOPOLOGY) allFound = (await benchmarkTopology(count)) && allFound;
  process.exit(allFound ? 0 : 1);
}
if (ONLY !== 'ssr') {
  for (const database of DATABASES) {
    if (database === 'postgres' && !POSTGRES_URL) {
      console.log('postgres: skipped, set LOAD_DATABASE_URL (or DATABASE_URL)');
      continue;
    }
    allFound = (await benchmark(database)) && allFound;
  }
}
if (ONLY !== 'api') await benchmarkSsr();
process.exitCode = allFound ? 0 : 1;
