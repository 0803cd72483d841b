// Helpers shared by the benchmark scripts: start the production server, drive Debian's chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts server/dist/main.js (of this checkout, or of another built one: `root`); resolves once /api/health answers 200, with the elapsed time. */
export async function startServer({
  port,
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'iper-bench-')),
  env = {},
  root = ROOT,
  cpus,
}) {
  const startedAt = performance.now();
  const node = [process.execPath, path.join(root, 'server/dist/main.js')];
  // `cpus` (a taskset list, Linux): the server's threads run on those cores only.
  const [command, ...args] = cpus === undefined ? node : ['taskset', '-c', cpus, ...node];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const coldStartMs = performance.now() - startedAt;
  return {
    url,
    dataDir,
    coldStartMs,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/** The demo customer the benches sign in as (README: demo credentials). */
export const DEMO_CUSTOMER = { email: 'mario.rossi@example.it', password: 'Spesa2026!' };

/**
 * Signs the demo customer in as a browser does (the CSRF cookie first, then the login); resolves
 * with the headers that carry the session and the CSRF token on later requests.
 */
export async function signInDemoCustomer(url) {
  const verify = await fetch(`${url}/api/account/session/verify`);
  const csrf = /iper\.csrf=([^;]+)/.exec(verify.headers.getSetCookie().join('\n'))?.[1];
  const login = await fetch(`${url}/api/identity/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `iper.csrf=${csrf}`,
      'x-csrf-token': csrf,
    },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const session = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie: `iper.csrf=${csrf}; ${session}`, 'x-csrf-token': csrf };
}

/** `--name=value` and `--flag` arguments as an object (`{ name: 'value', flag: 'true' }`). */
export function flagArguments(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key, value];
    }),
  );
}
