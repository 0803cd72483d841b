// npm run bench:load -- --observability (issue 49): what metrics and tracing cost. Cached
// server-rendered pages at --ssr-connections users (50), on four servers side by side:
//   off                        metrics and tracing off (the default);
//   metrics                    METRICS_PORT, scraped every second as Prometheus would;
//   metrics, 1 % traced        and tracing at production's setting: parentbased_traceidratio 0.01;
//   metrics, all traced        and every request traced (parentbased_always_on, the standard default).
// Spans go to an OTLP/HTTP receiver in this process (protobuf); TRACING_DETAIL as this process's
// environment says (`requests` by default). Each round starts the four servers afresh and runs
// every page on every server, the servers' order rotated from round to round, so that the
// machine's other work, and each process's own luck, fall on all of them alike; the table gives each server's median req/s per page, summed over the pages, its
// change against `off`, and the median of its changes against the `off` run next to it in the same
// round (the paired figure, steadier on a shared machine), and what a request cost each server in
// CPU (its process's, every thread: the load generator shares the machine's two cores, so req/s
// also moves with what it gets, CPU per request does not). Budget: at most 5 % fewer requests per
// second with metrics and 1 % traced.
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

/** The four settings, on ports `port` to `port + 3` (their metrics on `port + 4` to `+ 6`). */
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
    ['metrics', { ...untraced, ...metrics(4) }],
    [PRODUCTION, { ...metrics(5), ...traced('parentbased_traceidratio', '0.01') }],
    ['metrics, all traced', { ...metrics(6), ...traced('parentbased_always_on') }],
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

/** Seconds of CPU the machine spent busy, and a process's (Linux's /proc; undefined elsewhere). */
function cpuSeconds(pid) {
  try {
    if (pid === undefined) {
      const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
        .split('\n')[0]
        .trim()
        .split(/\s+/)
        .slice(1)
        .map(Number);
      return (user + nice + system + irq + softirq + steal) / 100;
    }
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * What other processes used of the machine during `work`, in cores: all of it busy, less the
 * server under load and this process (the load generator, the OTLP receiver, the scrapes); and
 * the CPU seconds the server under load used (all its threads: the garbage collector's too).
 */
async function othersDuring(serverPid, work) {
  const self = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  };
  const before = [cpuSeconds(), cpuSeconds(serverPid), self(), performance.now()];
  const result = await work();
  const after = [cpuSeconds(), cpuSeconds(serverPid), self(), performance.now()];
  const seconds = (after[3] - before[3]) / 1000;
  const server = before[1] === undefined ? undefined : after[1] - before[1];
  const others =
    before[0] === undefined || before[1] === undefined
      ? undefined
      : (after[0] - before[0] - (after[1] - before[1]) - (after[2] - before[2])) / seconds;
  return { result, others, server };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percent = (value, base) => ((value - base) / base) * 100;

/** The four servers, started afresh (each on a new data directory), warmed up on every page. */
async function startServers(port, sink) {
  const servers = [];
  try {
    for (const [index, [name, env]] of settings(port, sink).entries())
      servers.push({ name, env, server: await startServer({ port: port + index, env }) });
    for (const { server } of servers)
      for (const [, path] of PAGES) {
        await fetch(server.url + path, { headers: BROWSER }).then((response) => response.text());
        await requestsPerSecond(server.url, path, 10, 1); // the JIT, the cache, the compressed copy
      }
  } catch (error) {
    for (const { server } of servers) await server.stop();
    throw error;
  }
  return servers;
}

export async function benchmarkObservability({ port, connections, duration, rounds }) {
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
  }, 1000);
  // runs[server][page]: req/s of each round, in round order; cpu[server][page]: the server's CPU
  // microseconds per request in those runs.
  const runs = names.map(() => PAGES.map(() => []));
  const cpu = names.map(() => PAGES.map(() => []));
  const loads = [];
  const others = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      // New processes each round: one process of the same build measured up to 8 % apart from
      // another (its JIT's choices, where its heap landed), which a rotation does not average out.
      servers = await startServers(port, sink);
      for (const [page, [, path]] of PAGES.entries())
        for (let turn = 0; turn < servers.length; turn += 1) {
          const index = (turn + round) % servers.length;
          const { server } = servers[index];
          const measured = await othersDuring(server.pid, () =>
            requestsPerSecond(server.url, path, connections, duration),
          );
          runs[index][page].push(measured.result.perSecond);
          if (measured.server !== undefined)
            cpu[index][page].push((measured.server * 1e6) / measured.result.total);
          loads.push(os.loadavg()[0]);
          if (measured.others !== undefined) others.push(measured.others);
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
    `\nmetrics and tracing side by side (TRACING_DETAIL=${detail}): cached server-rendered pages, ${connections} users, ${duration} s a run, median of ${rounds} rounds, the order rotated each round (${os.cpus().length} cores; load average during the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}, median ${median(loads).toFixed(1)}; ${sink.received.requests} OTLP exports, ${(sink.received.bytes / 1024 / 1024).toFixed(1)} MiB)`,
  );
  if (others.length)
    console.log(
      `other processes during the runs: median ${(median(others) * 100).toFixed(0)} % of a core, worst run ${(Math.max(...others) * 100).toFixed(0)} %`,
    );
  console.log(`server | ${PAGES.map(([name]) => name).join(' | ')} | all pages | change | paired`);
  const total = (index) => PAGES.reduce((sum, _, page) => sum + median(runs[index][page]), 0);
  const changes = {};
  for (const [index, name] of names.entries()) {
    const perPage = PAGES.map((_, page) => median(runs[index][page]).toFixed(0));
    // Against `off` in the same round and page: the machine's slow spells fall on both.
    const paired = median(
      runs[index].flatMap((pageRuns, page) =>
        pageRuns.map((value, round) => percent(value, runs[0][page][round])),
      ),
    );
    const change = percent(total(index), total(0));
    changes[name] = change;
    console.log(
      `${name} | ${perPage.join(' | ')} | ${total(index).toFixed(0)} | ${index ? `${change.toFixed(1)} %` : ''} | ${index ? `${paired.toFixed(1)} %` : ''}`,
    );
  }
  // What a request costs the server, whoever the machine's second core was busy with: the load
  // generator shares the machine, so req/s also moves with what it gets; CPU per request does not.
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
