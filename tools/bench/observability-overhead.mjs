// npm run bench:load -- --observability (issue 49): what metrics and tracing cost. Cached
// server-rendered pages, --ssr-connections users (50) on each of five servers:
//   off                        metrics and tracing off (the default);
//   metrics                    METRICS_PORT, scraped every 5 s (Prometheus's default is 15 s);
//   metrics, 1 % traced        and tracing at production's setting: parentbased_traceidratio 0.01;
//   metrics, all traced        and every request traced (parentbased_always_on, the standard default);
//   off, again                 a second `off`: what two identical servers differ by in the same
//                              runs, the floor under which a change says nothing.
// The five servers share one core (the machine's last; taskset) and are loaded at the same time,
// from this process on the other cores: the core's slow and fast spells, which on this shared
// machine move one server's req/s by 20 % from one run to the next, fall on them alike, so
// each one's share of the core, its req/s, says what its requests cost against the others'. One
// run: every page on the five at once for --ssr-duration s; --rounds rounds, each on five servers
// started afresh. The table gives each server's median req/s per page, summed, its change against
// `off`, the median of its changes against `off` in the same run (the paired figure), and its CPU
// per request. Spans go to an OTLP/HTTP receiver in this process (protobuf); TRACING_DETAIL as this
// process's environment says (`requests` by default). Budget: at most 5 % fewer requests per second
// with metrics and 1 % traced.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
const BUDGET_PERCENT = -5;
/** The server the budget is about. */
const PRODUCTION = 'metrics, 1 % traced';

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

/** The five settings, on ports `port` to `port + 4` (the metrics on `port + 5` to `+ 7`). */
function settings(port, sink) {
  // Whatever this process's environment says about tracing, `off` and `metrics` do not trace.
  const untraced = { OTEL_SDK_DISABLED: 'true' };
  const traced = (sampler, ratio) => ({
    OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
    OTEL_SDK_DISABLED: 'false',
    OTEL_TRACES_SAMPLER: sampler,
    ...(ratio === undefined ? {} : { OTEL_TRACES_SAMPLER_ARG: ratio }),
  });
  const metrics = (offset) => ({ METRICS_PORT: String(port + offset) });
  return [
    ['off', untraced],
    ['metrics', { ...untraced, ...metrics(5) }],
    [PRODUCTION, { ...metrics(6), ...traced('parentbased_traceidratio', '0.01') }],
    ['metrics, all traced', { ...metrics(7), ...traced('parentbased_always_on') }],
    ['off, again', untraced],
  ];
}

function requestsPerSecond(url, path, connections, duration) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url: url + path, connections, duration, headers: BROWSER, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx || result.errors)
          reject(new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        else
          resolve({
            perSecond: result.requests.total / (result.duration || duration),
            total: result.requests.total,
          });
      },
    ),
  );
}

/** Seconds of CPU a process has used, all its threads (Linux's /proc; undefined elsewhere). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Pins this process's threads to `cpus` (taskset's list), so that the load never runs beside the servers. */
function pinSelf(cpus) {
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)]);
  if (pinned.status !== 0) throw new Error('taskset (util-linux) is needed to share a core fairly');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percent = (value, base) => ((value - base) / base) * 100;

/** `items` turned by `by` places: round after round, each setting starts and is loaded first once. */
const rotated = (items, by) => items.map((_, index) => items[(index + by) % items.length]);

/**
 * The servers, started afresh on `cpus` (each on a new data directory) in the order `turn` gives
 * (a server started first settles with the core to itself), warmed up on every page.
 */
async function startServers(port, sink, cpus, turn) {
  const servers = [];
  try {
    const indexed = settings(port, sink).map((setting, index) => [index, setting]);
    for (const [index, [name, env]] of rotated(indexed, turn))
      servers[index] = { name, env, server: await startServer({ port: port + index, env, cpus }) };
    for (const [, path] of PAGES)
      await Promise.all(
        servers.map(async ({ server }) => {
          await fetch(server.url + path, { headers: BROWSER }).then((response) => response.text());
          await requestsPerSecond(server.url, path, 10, 2); // the JIT, the cache, the compressed copy
        }),
      );
  } catch (error) {
    for (const started of servers) await started?.server.stop();
    throw error;
  }
  return servers;
}

/**
 * Every server loaded with `path` at once (their load started in the order `turn` gives); each
 * one's req/s and CPU µs per request.
 */
async function runTogether(servers, path, connections, duration, turn) {
  const before = servers.map(({ server }) => cpuSeconds(server.pid));
  const loaded = new Map(
    rotated(servers, turn).map(({ server }) => [
      server,
      requestsPerSecond(server.url, path, connections, duration),
    ]),
  );
  const results = await Promise.all(servers.map(({ server }) => loaded.get(server)));
  return results.map((result, index) => {
    const used = cpuSeconds(servers[index].server.pid);
    const cpu =
      used === undefined || before[index] === undefined
        ? undefined
        : ((used - before[index]) * 1e6) / result.total;
    return { perSecond: result.perSecond, cpu };
  });
}

export async function benchmarkObservability({ port, connections, duration, rounds }) {
  const cores = os.availableParallelism();
  if (cores < 2) throw new Error('the servers need a core of their own: 2 cores at least');
  const serverCore = String(cores - 1);
  pinSelf(`0-${cores - 2}`);
  const sink = await otlpSink();
  const names = settings(port, sink).map(([name]) => name);
  let servers = [];
  const scraper = setInterval(() => {
    for (const { env } of servers)
      if (env.METRICS_PORT)
        fetch(`http://127.0.0.1:${env.METRICS_PORT}/metrics`).then(
          (response) => response.text(),
          () => undefined,
        );
  }, 5000);
  // runs[server][page]: req/s of each round, in round order; cpu[server][page]: the server's CPU
  // microseconds per request in those runs.
  const runs = names.map(() => PAGES.map(() => []));
  const cpu = names.map(() => PAGES.map(() => []));
  const loads = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      // New processes each round: one process of the same build measured apart from another (its
      // JIT's choices, where its heap landed), which sharing the core does not average out.
      servers = await startServers(port, sink, serverCore, round);
      for (const [page, [, path]] of PAGES.entries()) {
        const measured = await runTogether(servers, path, connections, duration, round + page);
        for (const [index, { perSecond, cpu: perRequest }] of measured.entries()) {
          runs[index][page].push(perSecond);
          if (perRequest !== undefined) cpu[index][page].push(perRequest);
        }
        loads.push(os.loadavg()[0]);
      }
      for (const { server } of servers) await server.stop();
      servers = [];
    }
  } finally {
    clearInterval(scraper);
    for (const { server } of servers) await server.stop();
    sink.close();
  }

  const detail = process.env.TRACING_DETAIL ?? 'requests';
  console.log(
    `\nmetrics and tracing side by side (TRACING_DETAIL=${detail}): cached server-rendered pages, ${connections} users on each server, the five loaded at once on core ${serverCore} for ${duration} s a page, median of ${rounds} rounds (${cores} cores; load average during the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; ${sink.received.requests} OTLP exports, ${(sink.received.bytes / 1024 / 1024).toFixed(1)} MiB)`,
  );
  console.log(`server | ${PAGES.map(([name]) => name).join(' | ')} | all pages | change | paired`);
  const total = (index) => PAGES.reduce((sum, _, page) => sum + median(runs[index][page]), 0);
  // Each run's change against `off` in the same run, by page and round: the core's slow spells
  // fall on both.
  const pairedChanges = (index) =>
    runs[index].map((pageRuns, page) =>
      pageRuns.map((value, round) => percent(value, runs[0][page][round])),
    );
  const changes = {};
  for (const [index, name] of names.entries()) {
    const perPage = PAGES.map((_, page) => median(runs[index][page]).toFixed(0));
    const paired = median(pairedChanges(index).flat());
    const change = percent(total(index), total(0));
    changes[name] = change;
    console.log(
      `${name} | ${perPage.join(' | ')} | ${total(index).toFixed(0)} | ${index ? `${change.toFixed(1)} %` : ''} | ${index ? `${paired.toFixed(1)} %` : ''}`,
    );
  }
  // Each run's paired change, by round: one process's luck (how its heap and its JIT settled)
  // shows as a round apart from the others.
  for (const [index, name] of names.entries())
    if (index)
      console.log(
        `${name}, each run against off: ${pairedChanges(index)
          .map(
            (perRound, page) =>
              `${PAGES[page][0]} ${perRound.map((change) => change.toFixed(1)).join(' / ')}`,
          )
          .join('; ')} %`,
      );
  if (cpu[0][0].length) {
    console.log(`\nserver CPU per request, µs (all its threads; median of ${rounds} rounds)`);
    console.log(`server | ${PAGES.map(([name]) => name).join(' | ')} | mean | change`);
    const mean = (index) =>
      PAGES.reduce((sum, _, page) => sum + median(cpu[index][page]), 0) / PAGES.length;
    for (const [index, name] of names.entries())
      console.log(
        `${name} | ${PAGES.map((_, page) => median(cpu[index][page]).toFixed(0)).join(' | ')} | ${mean(index).toFixed(1)} | ${index ? `${percent(mean(index), mean(0)).toFixed(1)} %` : ''}`,
      );
  }
  const met = changes[PRODUCTION] >= BUDGET_PERCENT;
  console.log(
    `  ${PRODUCTION}: ${met ? 'meets' : 'MISSES'} the budget (at most ${-BUDGET_PERCENT} % fewer requests per second than off)`,
  );
  return met;
}
