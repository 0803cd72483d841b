// npm test: every check of the project, one stage after the other, stopping at the first that
// fails, then a table of the stages and their wall times (what CI's 90 minutes went to).
//
//   node tools/testing/run-tests.mjs
//
// CI (.ci/run) times its own stages before this one (Debian packages, npm ci) and passes them in
// IPER_CI_STAGES ("packages=41 install=97", seconds) so the table is the whole run's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NX = ['node_modules/.bin/nx'];

/** The stages, in order: a name for the table and the command. */
const STAGES = [
  ['prerequisites', ['node', 'tools/check-prerequisites.mjs']],
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  // The apps' and libraries' unit and component tests, then the server's integration tests: two
  // stages so the table says which one costs what.
  ['unit', [...NX, 'run-many', '-t', 'test', '--parallel=2', '--exclude=@iper/server']],
  ['server', [...NX, 'run', '@iper/server:test']],
  ['build', ['npm', 'run', 'build']],
  ['build output', ['npm', 'run', 'test:build-output']],
  ['e2e', ['npm', 'run', 'test:e2e']],
  ['topology', ['npm', 'run', 'test:topology']],
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    const stop = () => child.kill('SIGTERM');
    process.once('SIGINT', stop).once('SIGTERM', stop);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Stages timed before this script (CI's), from IPER_CI_STAGES. */
function earlierStages() {
  return (process.env.IPER_CI_STAGES ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const [name, seconds] = pair.split('=');
      return { name, seconds: Number(seconds), result: 'ok' };
    });
}

const rows = earlierStages();
let failed = false;
for (const [name, command] of STAGES) {
  if (failed) {
    rows.push({ name, seconds: 0, result: 'not run' });
    continue;
  }
  console.log(`\n=== ${name}: ${command.join(' ')}`);
  const startedAt = performance.now();
  const code = await run(command);
  const seconds = (performance.now() - startedAt) / 1000;
  rows.push({ name, seconds, result: code === 0 ? 'ok' : `failed (${code})` });
  failed = code !== 0;
}

const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log('\n| stage | wall (m:ss) | result |\n| --- | ---: | --- |');
for (const row of rows) console.log(`| ${row.name} | ${minutes(row.seconds)} | ${row.result} |`);
console.log(`| **total** | **${minutes(total)}** | ${failed ? 'failed' : 'ok'} |`);
process.exitCode = failed ? 1 : 0;
