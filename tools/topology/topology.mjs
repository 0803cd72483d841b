// The site as it runs in production, on this machine (docs/deployment.md): PostgreSQL (a database
// of its own), Redis, an S3-compatible object store, N server instances and haproxy in front, all
// on 127.0.0.1 (ports 3600-3699; PostgreSQL on a free port); `observed: true` adds the instances'
// metrics ports, server rendering and a Prometheus that scrapes them (prometheus.mjs). Used by the topology suite
// (tools/topology/topology.test.mjs) and the load bench (tools/bench/load.mjs --topology).
//
//   node tools/topology/topology.mjs [--instances=3]   starts it and waits for Ctrl-C
//
// PostgreSQL: the server TOPOLOGY_PG_URL names, else the one of DATABASE_URL (as CI sets it; the
// role needs CREATEDB), else a throw-away one started here and removed at the end
// (tools/testing/throwaway-postgres.mjs). Needs the server built (npm run build, or
// npx nx run server:build) and Debian's postgresql, redis-server and haproxy (apt-get install
// postgresql redis-server haproxy; prometheus too when observed). Nothing it starts
// outlives it, Ctrl-C and failures included.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onExit } from '../testing/exit-cleanup.mjs';
import { findExecutable } from '../testing/find-executable.mjs';
import { startThrowawayPostgres } from '../testing/throwaway-postgres.mjs';
import { startPrometheus } from './prometheus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const PORTS = {
  balancer: 3600,
  firstInstance: 3601,
  /** Each instance's METRICS_PORT: the first instance's, then the next ones. */
  firstMetrics: 3611,
  redis: 3690,
  s3: 3691,
  prometheus: 3692,
};
export const ADMIN_TOKEN = 'topology-admin-token-0123456789abcdef';
const BUCKET = 'iper-topology';
const DATABASE = process.env.TOPOLOGY_DATABASE ?? 'iper_topo';

/** `server` (a postgres:// URL, with or without a database) with the database `name`. */
function withDatabase(server, name) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL server to use: TOPOLOGY_PG_URL's, else DATABASE_URL's (CI), else a throw-away one
 * (`stop()` removes it).
 */
async function postgresServer(log) {
  const named = process.env.TOPOLOGY_PG_URL || process.env.DATABASE_URL;
  if (named) {
    log(
      `PostgreSQL: ${new URL(named).host} (${process.env.TOPOLOGY_PG_URL ? 'TOPOLOGY_PG_URL' : 'DATABASE_URL'})`,
    );
    return { url: named, stop: async () => undefined };
  }
  return startThrowawayPostgres({ log });
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function waitFor(what, check, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** A fresh database for this run: nothing of an earlier run leaks in. */
async function freshDatabase(server) {
  const admin = new pg.Client({ connectionString: withDatabase(server, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return withDatabase(server, DATABASE);
}

function haproxyConfig(instances) {
  const servers = instances
    .map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`)
    .join('\n');
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option http-server-close
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  # An instance killed mid-request: the request goes to another one (the connection failed or
  # nothing came back), and the dead one leaves the rotation after two failed checks.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503

frontend site
  bind 127.0.0.1:${PORTS.balancer}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 1s fall 2 rise 2
${servers}
`;
}

/**
 * Starts the topology; resolves once the balancer routes to every instance. `stop()` ends it all.
 * `kill(name)` SIGKILLs an instance; `restart(name)` starts it again.
 */
export async function startTopology({
  instances: count = 3,
  log = () => undefined,
  observed = false,
} = {}) {
  const serverMain = path.join(root, 'server/dist/main.js');
  const redisServer = findExecutable(['redis-server', 'valkey-server']);
  const haproxy = findExecutable('haproxy');
  if (!redisServer || !haproxy)
    throw new Error('needs redis-server and haproxy (apt-get install redis-server haproxy)');
  for (const port of [PORTS.balancer, PORTS.redis, PORTS.s3, PORTS.prometheus]) {
    if (await answers(port)) throw new Error(`port ${port} is taken: is a topology running?`);
  }

  const work = mkdtempSync(path.join(os.tmpdir(), 'iper-topology-'));
  const children = new Map();
  let postgres;
  // Whatever ends the process (Ctrl-C, an error, SIGTERM), no child and no folder outlive it.
  const cancelExitCleanup = onExit(() => {
    for (const child of children.values()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(work, { recursive: true, force: true });
  });
  const spawnChild = (name, command, args, env = {}) => {
    const out = path.join(work, `${name}.log`);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', () => writeFileSync(out, Buffer.concat(chunks)));
    child.logText = () => Buffer.concat(chunks).toString();
    children.set(name, child);
    return child;
  };

  const stopChildren = async () => {
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  };
  /** Everything, PostgreSQL last (the instances close their connections first). */
  const stopAll = async () => {
    await stopChildren();
    await postgres?.stop();
    rmSync(work, { recursive: true, force: true });
    cancelExitCleanup();
  };

  try {
    postgres = await postgresServer(log);
    const databaseUrl = await freshDatabase(postgres.url);
    log(`database ${DATABASE}`);
    spawnChild('redis', redisServer, [
      '--port',
      String(PORTS.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    mkdirSync(path.join(work, 's3'));
    spawnChild('s3', process.execPath, [
      path.join(root, 'tools/topology/s3-server.mjs'),
      String(PORTS.s3),
      path.join(work, 's3'),
      BUCKET,
    ]);
    await waitFor('redis', () => answers(PORTS.redis));
    await waitFor('s3rver', () => answers(PORTS.s3));

    const instances = Array.from({ length: count }, (_, index) => ({
      name: String.fromCharCode(97 + index), // a, b, c
      port: PORTS.firstInstance + index,
      metricsPort: PORTS.firstMetrics + index,
    }));
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      PUBLIC_URL: `http://127.0.0.1:${PORTS.balancer}`,
      TRUST_PROXY: '127.0.0.1',
      PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
      AUTH_SECRET: 'topology-auth-secret-0123456789abcdef0123456789',
      AUTH_RATE_LIMIT_MAX: '5',
      FORM_RATE_LIMIT_MAX: '1000000',
      // Observed (the suite's Prometheus test): pages rendered as in production, for the render
      // histograms. Otherwise pages are the browser's, as the load bench has always measured.
      SSR: observed ? 'on' : 'off',
      SSR_THREADS: '1',
      // The remotes' releases, in one folder every instance reads (a shared volume).
      RELEASES_DIR: path.join(work, 'releases'),
      SHUTDOWN_DRAIN_MS: '1000',
      ...(process.env.GIT_COMMIT ? { GIT_COMMIT: process.env.GIT_COMMIT } : {}),
    };
    const startInstance = (instance) =>
      spawnChild(instance.name, process.execPath, [serverMain], {
        ...env,
        PORT: String(instance.port),
        ...(observed ? { METRICS_PORT: String(instance.metricsPort) } : {}),
      });
    // Together, as an orchestrator starts them: migrations and the seed take turns (advisory locks).
    for (const instance of instances) startInstance(instance);
    const ready = (port) =>
      fetch(`http://127.0.0.1:${port}/api/health/ready`).then((response) => response.ok);
    for (const instance of instances) {
      await waitFor(
        `instance ${instance.name}`,
        async () => {
          const child = children.get(instance.name);
          if (child.exitCode !== null)
            throw new Error(`instance ${instance.name} exited:\n${child.logText()}`);
          return ready(instance.port);
        },
        120_000,
      ).catch((error) => {
        throw new Error(`${error.message}\n${children.get(instance.name).logText()}`);
      });
    }
    log(`${count} instances ready`);

    const config = path.join(work, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(instances));
    spawnChild('haproxy', haproxy, ['-f', config, '-db']);
    await waitFor('haproxy', () => ready(PORTS.balancer));
    // Every server passed its first checks.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    log(`haproxy on 127.0.0.1:${PORTS.balancer}`);
    let prometheus;
    if (observed) {
      prometheus = await startPrometheus({
        targets: instances.map((instance) => `127.0.0.1:${instance.metricsPort}`),
        port: PORTS.prometheus,
        work,
      });
      children.set('prometheus', prometheus.child);
      log(`prometheus on ${prometheus.url}`);
    }

    return {
      balancer: `http://127.0.0.1:${PORTS.balancer}`,
      databaseUrl,
      prometheus,
      instances: instances.map((instance) => ({
        ...instance,
        url: `http://127.0.0.1:${instance.port}`,
      })),
      work,
      logOf: (name) => children.get(name)?.logText() ?? '',
      /** SIGKILL: no drain, no goodbye, as a crash or the OOM killer would. */
      kill(name) {
        const child = children.get(name);
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        return exited;
      },
      /** SIGTERM: the graceful stop (readiness fails, requests in flight finish). */
      terminate(name) {
        const child = children.get(name);
        const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        return exited;
      },
      async restart(name) {
        const instance = instances.find((candidate) => candidate.name === name);
        startInstance(instance);
        await waitFor(`instance ${name}`, () => ready(instance.port), 60_000);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const instances = Number(
    process.argv.find((arg) => arg.startsWith('--instances='))?.split('=')[1] ?? 3,
  );
  const topology = await startTopology({ instances, log: (line) => console.log(line) });
  console.log(`site: ${topology.balancer} (Ctrl-C stops everything)`);
  const stop = async () => {
    await topology.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
