// Runs the end-to-end suite as E2E_SHARDS Playwright shards side by side on this machine, each
// against a production server of its own (its own port, embedded database and rate-limit
// counters), so no shard's journeys can disturb another's. One Playwright worker against one
// server leaves this 2-core machine's second core mostly idle while a page renders or a browser
// waits; two shards use it. Playwright's own `workers: 2` would share one server, whose per-IP
// rate limits the faster run could trip.
//
// The shards split the spec files by their measured wall time (e2e/spec-durations.json). Anything
// that already chooses the tests (a spec, --grep, --shard, --ui, --list, E2E_BASE_URL against a
// running site) runs as one plain `playwright test`.
//
// Usage (from e2e/): node ../tools/testing/e2e-shards.mjs [playwright test arguments]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

// Two by default: side by side they ran the suite in 29.9 min against ~47 for one on this 2-core
// machine (2026-12-05, docs/qa.md). E2E_SHARDS=1 runs one.
const DEFAULT_SHARDS = 2;
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const args = process.argv.slice(2);
const playwright = path.resolve(import.meta.dirname, '../../node_modules/@playwright/test/cli.js');

/** True when the arguments already pick what runs, or how: then one plain run. */
function choosesItsOwnTests(argv) {
  return argv.some(
    (arg) =>
      !arg.startsWith('-') ||
      /^--(shard|grep|grep-invert|ui|list|last-failed|only-changed|debug|project)\b/.test(arg) ||
      arg === '-g',
  );
}

/** E2E_SHARDS, or the default; one when the arguments choose the tests or a site is named. */
function shardCount() {
  if (process.env.E2E_BASE_URL || choosesItsOwnTests(args)) return 1;
  return process.env.E2E_SHARDS ? Number(process.env.E2E_SHARDS) : DEFAULT_SHARDS;
}

const shards = shardCount();

function run(command, argv, env, prefix) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [command, ...argv], {
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr])
        readline
          .createInterface({ input: stream })
          .on('line', (line) => console.log(`${prefix} ${line}`));
    }
    const stop = () => child.kill('SIGTERM');
    process.once('SIGINT', stop).once('SIGTERM', stop);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!Number.isInteger(shards) || shards < 1) {
  console.error(`E2E_SHARDS must be a whole number of at least 1, not ${process.env.E2E_SHARDS}`);
  process.exit(2);
}

if (shards === 1) process.exit(await run(playwright, ['test', ...args], {}));

/**
 * The spec files split into `count` lists of about the same wall time, by the seconds each file
 * took in a measured run (e2e/spec-durations.json; a file not listed counts as a minute), longest
 * first onto the lightest shard. Playwright's own --shard cuts the test list into runs of equal
 * length in file order, and the files that start servers and build releases sit together there.
 * The figures only steer the split: stale ones cost balance, never a test.
 */
function specsByShard(count) {
  const durations = JSON.parse(readFileSync('spec-durations.json', 'utf8'));
  const files = readdirSync('tests')
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => `tests/${file}`)
    .sort((a, b) => (durations[b] ?? 60) - (durations[a] ?? 60));
  const plan = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files) {
    const lightest = plan.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(file);
    lightest.seconds += durations[file] ?? 60;
  }
  return plan;
}

/** A file as a positional filter of `playwright test`: a regular expression of its whole path. */
const exactly = (file) => `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

// Each shard writes its artifacts (test-results/shard-<i>), HTML report
// (playwright-report/shard-<i>) and, in CI, blob report apart: Playwright empties those folders
// when a run starts, which would delete the other shard's. The blob zips are gathered in
// blob-report/ at the end for `npm run report:merge`.
rmSync('blob-report', { recursive: true, force: true });
const plan = specsByShard(shards);
console.log(`${shards} shards side by side, each with a server of its own (docs/qa.md)`);
plan.forEach(({ seconds, files }, index) =>
  console.log(`  shard ${index + 1}: ~${Math.round(seconds / 60)} min, ${files.join(' ')}`),
);
const codes = await Promise.all(
  plan.map(({ files }, index) => {
    const shard = index + 1;
    return run(
      playwright,
      ['test', `--output=test-results/shard-${shard}`, ...args, ...files.map(exactly)],
      {
        E2E_PORT: String(BASE_PORT + index),
        PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/shard-${shard}`,
        PLAYWRIGHT_BLOB_OUTPUT_DIR: `blob-report/shard-${shard}`,
      },
      `[${shard}/${shards}]`,
    );
  }),
);
for (let shard = 1; shard <= shards; shard++) {
  const folder = `blob-report/shard-${shard}`;
  if (!existsSync(folder)) continue;
  // Not cut by --shard, each shard's zip has the same name: the shard's number tells them apart.
  for (const file of readdirSync(folder))
    renameSync(path.join(folder, file), `blob-report/shard-${shard}-${file}`);
  rmSync(folder, { recursive: true, force: true });
}
mkdirSync('blob-report', { recursive: true });
const failed = codes.filter((code) => code !== 0).length;
console.log(failed ? `${failed} of ${shards} shards failed` : `all ${shards} shards passed`);
process.exit(failed ? 1 : 0);
