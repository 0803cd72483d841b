// Runs the end-to-end suite as E2E_SHARDS Playwright shards side by side on this machine, each
// against a production server of its own (its own port, embedded database and rate-limit
// counters), so no shard's journeys can disturb another's. One Playwright worker against one
// server leaves this 2-core machine's second core mostly idle while a page renders or a browser
// waits; two shards use it. Playwright's own `workers: 2` would share one server, whose per-IP
// rate limits the faster run could trip.
//
// Anything that already chooses the tests (a spec, --grep, --shard, --ui, --list, E2E_BASE_URL
// against a running site) runs as plain `playwright test`: a single shard, unless E2E_SHARDS says
// otherwise.
//
// Usage (from e2e/): node ../tools/testing/e2e-shards.mjs [playwright test arguments]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

// One until two side by side have passed a whole CI run: on 2026-11-28 a two-shard run under load
// failed journeys twice that pass alone (docs/qa.md). E2E_SHARDS=2 runs two.
const DEFAULT_SHARDS = 1;
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

/** E2E_SHARDS, when set, wins over the guess from the arguments (not over --shard or a site). */
function shardCount() {
  if (process.env.E2E_BASE_URL || args.some((arg) => arg.startsWith('--shard'))) return 1;
  if (process.env.E2E_SHARDS) return Number(process.env.E2E_SHARDS);
  return choosesItsOwnTests(args) ? 1 : DEFAULT_SHARDS;
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

// Each shard writes its artifacts (test-results/shard-<i>), HTML report
// (playwright-report/shard-<i>) and, in CI, blob report apart: Playwright empties those folders
// when a run starts, which would delete the other shard's. The blob zips are gathered in
// blob-report/ at the end for `npm run report:merge`.
rmSync('blob-report', { recursive: true, force: true });
console.log(`${shards} shards side by side, each with a server of its own (docs/qa.md)`);
const codes = await Promise.all(
  Array.from({ length: shards }, (_, index) => {
    const shard = index + 1;
    return run(
      playwright,
      ['test', `--shard=${shard}/${shards}`, `--output=test-results/shard-${shard}`, ...args],
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
  for (const file of readdirSync(folder))
    renameSync(path.join(folder, file), `blob-report/${file}`);
  rmSync(folder, { recursive: true, force: true });
}
mkdirSync('blob-report', { recursive: true });
const failed = codes.filter((code) => code !== 0).length;
console.log(failed ? `${failed} of ${shards} shards failed` : `all ${shards} shards passed`);
process.exit(failed ? 1 : 0);
