// The development loop's figures (README "Development"): `npm run dev` (all-in) against
// `npm run dev -- <remote>` (one remote from source, the rest production builds). For each mode:
// time from the command to a remote's page on screen, memory (RSS summed over the command's whole
// process tree, at ready and at its peak), and time from a saved edit of the remote's source to
// the edited text on screen in headless chromium (three edits, the last one restoring the file).
//
//   node tools/bench/dev-loop.mjs [--modes=all,one,one-no-build] [--port=3710]
//
// It edits remotes/loyalty/src/pages/gift-card/gift-card-page.tsx and puts it back byte for byte.
// Run it under the heavy-work lock: it starts every dev server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flagArguments, launchChromium, ROOT } from './lib.mjs';

const args = flagArguments();
const MODES = (args.modes ?? 'all,one,one-no-build').split(',');
const SITE_PORT = Number(args.port ?? 3710);
const PAGE_PATH = '/gift-card';
const TITLE = 'Gift Card Iper';
const EDITED_FILE = path.join(ROOT, 'remotes/loyalty/src/pages/gift-card/gift-card-page.tsx');
const READY_TIMEOUT_MS = 600_000;
/** npm arguments of each mode. */
const COMMANDS = {
  all: ['run', 'dev'],
  one: ['run', 'dev', '--', 'loyalty'],
  // The production builds as they are, without Nx's check of its cache.
  'one-no-build': ['run', 'dev', '--', 'loyalty', '--no-build'],
};

/** Every process under `pid` (itself included), from /proc. */
function processTree(pid) {
  const pids = [pid];
  for (let index = 0; index < pids.length; index++) {
    const taskDir = `/proc/${pids[index]}/task`;
    let tasks = [];
    try {
      tasks = readdirSync(taskDir);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`${taskDir}/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return pids;
}

/** Resident memory of a process tree, MiB. */
function treeRssMiB(pid) {
  let kib = 0;
  for (const child of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${child}/status`, 'utf8');
      kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return kib / 1024;
}

async function measure(mode, browser) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iper-dev-loop-'));
  const command = COMMANDS[mode];
  const siteUrl =
    mode === 'all'
      ? `http://localhost:4200${PAGE_PATH}`
      : `http://localhost:${SITE_PORT}${PAGE_PATH}`;
  const startedAt = performance.now();
  const child = spawn('npm', command, {
    cwd: ROOT,
    detached: true, // its own process group, stopped as a whole at the end
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(SITE_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let peakMiB = 0;
  const sampler = setInterval(() => {
    peakMiB = Math.max(peakMiB, treeRssMiB(child.pid));
  }, 250);

  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  const heading = page.getByRole('heading', { level: 1 });
  try {
    for (;;) {
      if (performance.now() - startedAt > READY_TIMEOUT_MS) throw new Error(`${mode}: not ready`);
      try {
        await page.goto(siteUrl, { timeout: 10_000 });
        await heading.filter({ hasText: TITLE }).waitFor({ timeout: 5_000 });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const readyS = (performance.now() - startedAt) / 1000;
    // Let the start settle (compilers, workers) before reading memory.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const readyMiB = treeRssMiB(child.pid);

    const original = readFileSync(EDITED_FILE, 'utf8');
    const editsMs = [];
    try {
      for (const marker of ['(modifica 1)', '(modifica 2)', '']) {
        const text = marker ? `${TITLE} ${marker}` : TITLE;
        const savedAt = performance.now();
        writeFileSync(EDITED_FILE, marker ? original.replace(TITLE, text) : original);
        await heading
          .filter({ hasText: new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`) })
          .waitFor({ timeout: 120_000 });
        editsMs.push(performance.now() - savedAt);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    } finally {
      writeFileSync(EDITED_FILE, original);
    }
    return { mode, readyS, readyMiB, peakMiB, editsMs };
  } finally {
    clearInterval(sampler);
    await context.close();
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await launchChromium();
const results = [];
try {
  for (const mode of MODES) {
    const result = await measure(mode, browser);
    results.push(result);
    console.log(`${mode}: ${JSON.stringify(result)}`);
  }
} finally {
  await browser.close();
}
console.log(
  '\n| mode | ready (s) | RSS at ready (MiB) | peak RSS (MiB) | edit to screen (ms, median of 3) |',
);
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const result of results)
  console.log(
    `| \`npm run ${COMMANDS[result.mode].slice(1).join(' ')}\` | ${result.readyS.toFixed(1)} | ${Math.round(result.readyMiB)} | ${Math.round(result.peakMiB)} | ${Math.round(median(result.editsMs))} (${result.editsMs.map((ms) => Math.round(ms)).join(', ')}) |`,
  );
console.log(
  `\nload average: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
