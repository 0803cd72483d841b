import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eServerEnv, EXTERNAL_SITE } from './environment';
import { test } from './fixtures';

const SERVER_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/dist/main.js',
);

export interface RunningServer {
  baseURL: string;
  /** The server process (its memory: /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * A port no one listens on now, chosen by the OS: runs in parallel (each on its own E2E_PORT)
 * must not share the extra servers' ports.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Called first in a describe group that starts servers of its own from this checkout: its tests
 * share them, so the group runs as one (never split across workers or shards), and it is skipped
 * against a site that is already running (E2E_BASE_URL).
 */
export function startsServersOfItsOwn(): void {
  test.describe.configure({ mode: 'default' });
  test.skip(
    EXTERNAL_SITE,
    'starts servers of its own from this checkout (not against E2E_BASE_URL)',
  );
}

/**
 * Starts another production server for a journey that needs its own configuration (a remote
 * pointing at a dead port, remotes served from a deploy folder...). Stopped by its own pid.
 * `startTimeoutMs`: how long it may take to answer /api/health. A fresh embedded database's start
 * took over 30 s on this 2-core machine while another suite ran beside it: a minute by default.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { startTimeoutMs = 60_000 }: { startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: e2eServerEnv(port, env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running (and holding its port and database) for the rest of the run.
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not start in ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // A graceful stop first; a server still busy (rendering flyer PDFs at start-up) is killed.
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
