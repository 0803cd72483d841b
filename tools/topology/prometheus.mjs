// A Prometheus of its own for the topology suite (issue 49): Debian's `prometheus` (2.42), never
// its packaged service, started here with its own configuration and data folder in a temporary
// folder, on 127.0.0.1, scraping each instance's METRICS_PORT every second. Stopped and removed
// with the topology (topology.test.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findExecutable } from '../testing/find-executable.mjs';

/** Seconds between scrapes: the suite reads rates over a few of them. */
export const SCRAPE_INTERVAL_SECONDS = 1;

function prometheusConfig(targets) {
  return `global:
  scrape_interval: ${SCRAPE_INTERVAL_SECONDS}s
  evaluation_interval: ${SCRAPE_INTERVAL_SECONDS}s
scrape_configs:
  # Each instance's own metrics port, never the balancer (docs/operations.md).
  - job_name: iper-site
    static_configs:
      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]
`;
}

/**
 * Starts Prometheus on `port` scraping `targets` (host:port), its files under `work`; resolves
 * once it is ready. `query(promql)` answers the instant vector's samples; `stop()` ends it.
 */
export async function startPrometheus({ targets, port, work }) {
  const binary = findExecutable('prometheus');
  if (!binary) throw new Error('needs prometheus (apt-get install prometheus)');
  const dir = path.join(work, 'prometheus');
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(config, prometheusConfig(targets));
  const output = [];
  const child = spawn(
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`prometheus exited:\n${Buffer.concat(output).toString()}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`prometheus not ready within 30 s:\n${Buffer.concat(output).toString()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** The process, for the topology's own clean-up (killed with the rest, whatever happens). */
    child,
    /** Its binary (promtool is beside it). */
    binary,
    /** The samples of an instant query: `[{ metric: { labels }, value: number }]`. */
    async query(promql) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = await response.json();
      if (body.status !== 'success') throw new Error(`${promql}: ${body.error ?? response.status}`);
      return body.data.result.map((sample) => ({
        metric: sample.metric,
        value: Number(sample.value[1]),
      }));
    },
    stop,
  };
}
