// The inner loop's figures (issue 46), as a benchmark: how long a developer waits for
//   cold        the production build from nothing (`nx run-many -t build`, the cache skipped)
//   cached      the same build again with nothing changed (`npm run build`)
//   one-remote  `npm run build` after a change to one remote's source (put back afterwards)
//   dev         `npm run dev -- loyalty` to the remote's first page on screen in chromium
//   start       `npm start` as on a fresh clone (no build cache, a new data folder) to `/` answering
//
//   npm run bench:loop -- [--baseline=/tmp/base] [--steps=cold,cached,one-remote,dev,start] [--runs=1]
//
// With --baseline (another checkout, installed: the previous main), every step runs on both, in
// turns (baseline first, then this one), so a busy moment of a shared machine weighs on both. It
// edits remotes/loyalty/src/routes.tsx of each checkout and puts it back byte for byte. Nothing
// else may build meanwhile: the figures are wall times on a 2-core machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flagArguments, launchChromium, ROOT } from './lib.mjs';

const args = flagArguments();
const STEPS = (args.steps ?? 'cold,cached,one-remote,dev,start').split(',');
const RUNS = Number(args.runs ?? 1);
const PORT = Number(args.port ?? 3720);
const ROOTS = [
  ...(args.baseline ? [{ label: 'baseline', root: path.resolve(args.baseline) }] : []),
  { label: 'this', root: ROOT },
];
const EDITED = 'remotes/loyalty/src/routes.tsx';
const DEV_PAGE = { path: '/gift-card', heading: 'Gift Card Iper' };
const READY_TIMEOUT_MS = 600_000;

/** Runs a command in its own process group; resolves with its exit code and output. */
function run(command, argv, { cwd, env = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Starts a long-running command detached; `stop()` ends its whole process group. */
function startDetached(command, argv, { cwd, env }) {
  const child = spawn(command, argv, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    child,
    async stop() {
      for (const signal of ['SIGTERM', 'SIGKILL']) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    },
  };
}

/** How many of the build's tasks Nx took from its cache, from its summary line. */
function cacheSummary(output) {
  const read =
    /read the output from the cache instead of running the command for (\d+) out of (\d+) tasks/.exec(
      output,
    );
  if (read) return `${read[2] - read[1]} of ${read[2]} built`;
  const ran = /Successfully ran target build for (\d+) projects?/.exec(output);
  return ran ? `${ran[1]} of ${ran[1]} built` : '';
}

async function timedBuild(root, argv, env = {}) {
  const startedAt = performance.now();
  const { code, output } = await run('npm', argv, { cwd: root, env });
  const seconds = (performance.now() - startedAt) / 1000;
  if (code !== 0) throw new Error(`${argv.join(' ')} in ${root} failed:\n${output.slice(-3000)}`);
  return { seconds, note: cacheSummary(output) };
}

const steps = {
  cold: (root) =>
    timedBuild(root, [
      'exec',
      '--',
      'nx',
      'run-many',
      '-t',
      'build',
      '--parallel=2',
      '--skip-nx-cache',
    ]),
  cached: (root) => timedBuild(root, ['run', 'build']),
  async 'one-remote'(root) {
    const file = path.join(root, EDITED);
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, `${original}\n// bench:loop ${Date.now()}\n`);
    try {
      return await timedBuild(root, ['run', 'build']);
    } finally {
      writeFileSync(file, original);
    }
  },
  async dev(root, browser) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iper-loop-dev-'));
    const startedAt = performance.now();
    const server = startDetached('npm', ['run', 'dev', '--', 'loyalty', `--port=${PORT}`], {
      cwd: root,
      env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    try {
      for (;;) {
        if (performance.now() - startedAt > READY_TIMEOUT_MS) throw new Error('dev: not ready');
        try {
          await page.goto(`http://localhost:${PORT}${DEV_PAGE.path}`, { timeout: 10_000 });
          await page
            .getByRole('heading', { level: 1, name: DEV_PAGE.heading })
            .waitFor({ timeout: 5_000 });
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      return { seconds: (performance.now() - startedAt) / 1000, note: 'h1 on screen' };
    } finally {
      await context.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  async start(root) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iper-loop-start-'));
    const startedAt = performance.now();
    // A fresh clone has no Nx cache: NX_SKIP_NX_CACHE makes this one behave the same.
    const server = startDetached('npm', ['start'], {
      cwd: root,
      env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NX_SKIP_NX_CACHE: 'true' },
    });
    try {
      for (;;) {
        if (performance.now() - startedAt > READY_TIMEOUT_MS) throw new Error('start: not ready');
        if (server.child.exitCode !== null) throw new Error('npm start exited');
        try {
          const response = await fetch(`http://127.0.0.1:${PORT}/`);
          if (response.status === 200) break;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { seconds: (performance.now() - startedAt) / 1000, note: '`/` 200, fresh data' };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

const browser = STEPS.includes('dev') ? await launchChromium() : undefined;
const rows = [];
try {
  for (const step of STEPS) {
    if (!steps[step]) throw new Error(`unknown step ${step}; steps: ${Object.keys(steps)}`);
    for (let runIndex = 0; runIndex < RUNS; runIndex++)
      for (const { label, root } of ROOTS) {
        const result = await steps[step](root, browser);
        const load = os.loadavg()[0].toFixed(1);
        rows.push({ step, label, ...result, load });
        console.log(
          `${step} ${label}: ${result.seconds.toFixed(1)} s ${result.note} (load ${load})`,
        );
      }
  }
} finally {
  await browser?.close();
}

console.log('\n| step | checkout | wall (s) | | load |');
console.log('| --- | --- | ---: | --- | ---: |');
for (const row of rows)
  console.log(
    `| ${row.step} | ${row.label} | ${row.seconds.toFixed(1)} | ${row.note} | ${row.load} |`,
  );
