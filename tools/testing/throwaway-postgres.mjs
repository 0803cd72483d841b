// A throw-away PostgreSQL server for the suites that need one (the topology suite, the load bench's
// --topology) when no DATABASE_URL / TOPOLOGY_PG_URL names a server: Debian's initdb and postgres
// (package postgresql, /usr/lib/postgresql/<version>/bin; PG_BIN_DIR overrides the folder) make a
// cluster in a temporary folder, listening on a free port of 127.0.0.1 (its unix socket in that
// folder), one superuser `iper` with trust authentication, fsync off. `stop()` ends the server and
// removes the folder; so does the end of the process (normal exit, error, Ctrl-C, SIGTERM), and a
// run killed outright (SIGKILL) is swept by the next one.
//
//   node tools/testing/throwaway-postgres.mjs                 prints its DATABASE_URL, Ctrl-C ends it
//   node tools/testing/throwaway-postgres.mjs -- <command…>   runs the command with DATABASE_URL set
//                                                              (database iper_test), then removes it
//
// As root (containers, CI) initdb and postgres refuse to run: they run as the `postgres` user that
// Debian's package creates (else `nobody`), which owns the temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onExit, sleepSync } from './exit-cleanup.mjs';
import { findExecutable, isExecutable } from './find-executable.mjs';

const PREFIX = 'iper-pg-';
const USER = 'iper';

/** The folder holding initdb and postgres, or undefined when PostgreSQL is not installed. */
export function postgresBinDir(env = process.env) {
  const has = (dir) =>
    isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'postgres'));
  if (env.PG_BIN_DIR) return has(env.PG_BIN_DIR) ? env.PG_BIN_DIR : undefined;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((x, y) => Number(y) - Number(x))
    : [];
  for (const version of versions) {
    const dir = path.join(debian, version, 'bin');
    if (has(dir)) return dir;
  }
  // Elsewhere (another distribution, a source build): initdb on PATH, postgres beside it.
  const initdb = findExecutable('initdb', env);
  return initdb && has(path.dirname(initdb)) ? path.dirname(initdb) : undefined;
}

/** As root: the unprivileged user the server runs as. Otherwise: undefined (ourselves). */
function serverUser() {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0)
      return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error('running as root and no `postgres` or `nobody` user to run PostgreSQL as');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The postmaster's pid from the cluster's lock file, if it names a running postgres. */
function postmasterOf(data) {
  try {
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return pid > 0 && /postgres/.test(command) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Ends a postmaster without the event loop: immediate shutdown, SIGKILL after `ms`. */
function killSync(pid, data, ms = 10_000) {
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    return;
  }
  // The postmaster removes its lock file once every backend has gone.
  const until = Date.now() + ms;
  while (existsSync(path.join(data, 'postmaster.pid')) && Date.now() < until) sleepSync(50);
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Removes the clusters of earlier runs that died without cleaning up (SIGKILL, power cut). */
function sweepStale(log) {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp).filter((entry) => entry.startsWith(PREFIX))) {
    const dir = path.join(tmp, name);
    try {
      const ownerFile = path.join(dir, 'owner');
      if (existsSync(ownerFile)) {
        if (alive(Number(readFileSync(ownerFile, 'utf8')))) continue;
      } else if (Date.now() - statSync(dir).mtimeMs < 10 * 60_000) continue; // being made now
      const data = path.join(dir, 'data');
      const pid = postmasterOf(data);
      if (pid) killSync(pid, data, 5000);
      rmSync(dir, { recursive: true, force: true });
      log(`removed a throw-away PostgreSQL left by an earlier run (${dir})`);
    } catch {
      // someone else's, or already gone
    }
  }
}

/**
 * Starts the server; resolves once it accepts connections. `url` is the server's address without a
 * database (`${url}/postgres` is there; the `iper` role may create more), `databaseUrl(name)` one
 * with a database. `stop()` ends the server and removes its folder.
 */
export async function startThrowawayPostgres({ log = () => undefined } = {}) {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'needs PostgreSQL (initdb and postgres): apt-get install postgresql, or set TOPOLOGY_PG_URL / DATABASE_URL to a running server',
    );
  sweepStale(log);
  const runAs = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
  const data = path.join(dir, 'data');
  writeFileSync(path.join(dir, 'owner'), String(process.pid));
  let child;
  const logChunks = [];
  const logText = () => Buffer.concat(logChunks).toString();

  // Whatever ends the process, the server and the folder go with it.
  const cancelExitCleanup = onExit(() => {
    if (child && child.exitCode === null && child.signalCode === null) killSync(child.pid, data);
    rmSync(dir, { recursive: true, force: true });
  });
  const asServerUser = runAs ? { uid: runAs.uid, gid: runAs.gid } : {};

  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown: sessions end, no waiting for clients
      const timer = setTimeout(() => child.kill('SIGQUIT'), 10_000);
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
    cancelExitCleanup();
  };

  try {
    if (runAs) chownSync(dir, runAs.uid, runAs.gid);
    const initdb = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, ...asServerUser },
    );
    if (initdb.status !== 0)
      throw new Error(
        `initdb failed (${runAs ? `as ${runAs.name}, ` : ''}in ${dir}):\n${initdb.stdout}${initdb.stderr}${initdb.error?.message ?? ''}`,
      );

    // A free port can be taken between the look and the bind: try again with another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      logChunks.length = 0;
      child = spawn(
        path.join(bin, 'postgres'),
        [
          ...['-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', dir],
          ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
        ],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, LC_ALL: 'C' },
          ...asServerUser,
        },
      );
      child.stdout.on('data', (chunk) => logChunks.push(chunk));
      child.stderr.on('data', (chunk) => logChunks.push(chunk));
      const url = `postgres://${USER}@127.0.0.1:${port}`;
      const until = Date.now() + 60_000;
      let ready = false;
      while (!ready && child.exitCode === null && child.signalCode === null) {
        if (Date.now() > until)
          throw new Error(`PostgreSQL did not accept connections within 60 s:\n${logText()}`);
        const client = new pg.Client({ connectionString: `${url}/postgres` });
        client.on('error', () => undefined);
        ready = await client.connect().then(
          () => client.end().then(() => true),
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (ready) {
        log(`throw-away PostgreSQL on 127.0.0.1:${port} (${dir})`);
        return {
          url,
          port,
          dir,
          databaseUrl: (name) => `${url}/${name}`,
          logText,
          stop,
        };
      }
      await new Promise((resolve) =>
        child.exitCode === null ? child.once('exit', resolve) : resolve(),
      );
      if (attempt >= 3 || !/could not bind|address already in use/i.test(logText()))
        throw new Error(`PostgreSQL exited at start:\n${logText()}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dash = process.argv.indexOf('--');
  const command = dash === -1 ? [] : process.argv.slice(dash + 1);
  const server = await startThrowawayPostgres({ log: (line) => console.error(line) });
  const admin = new pg.Client({ connectionString: server.databaseUrl('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE iper_test');
  await admin.end();
  const databaseUrl = server.databaseUrl('iper_test');
  if (command.length === 0) {
    console.log(`DATABASE_URL=${databaseUrl}`);
    console.error('Ctrl-C stops it and removes its folder');
    const end = async () => {
      await server.stop();
      process.exit(0);
    };
    process.once('SIGINT', end);
    process.once('SIGTERM', end);
  } else {
    const run = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    // Ctrl-C reaches the command too (same terminal): wait for it, then clean up.
    const ignore = () => undefined;
    process.on('SIGINT', ignore);
    process.on('SIGTERM', () => run.kill('SIGTERM'));
    const code = await new Promise((resolve) => {
      run.once('exit', (status, signal) => resolve(status ?? 128 + os.constants.signals[signal]));
      run.once('error', (error) => {
        console.error(`${command[0]}: ${error.message}`);
        resolve(127);
      });
    });
    await server.stop();
    process.exit(code);
  }
}
