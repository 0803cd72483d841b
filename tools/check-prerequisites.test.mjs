// tools/check-prerequisites.mjs: run as npm test runs it, on a made-up machine (a PATH, a chromium
// and a PostgreSQL folder of our own), with one prerequisite hidden at a time.
//
//   node --test tools/check-prerequisites.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const checker = fileURLToPath(new URL('./check-prerequisites.mjs', import.meta.url));
let machine;

const fake = (file) => {
  writeFileSync(file, '#!/bin/sh\nexit 0\n');
  chmodSync(file, 0o755);
};

before(() => {
  machine = mkdtempSync(path.join(os.tmpdir(), 'iper-prerequisites-'));
  for (const dir of ['bin', 'valkey', 'pg', 'empty']) mkdirSync(path.join(machine, dir));
  for (const name of ['redis-server', 'haproxy', 'prometheus', 'chromium'])
    fake(path.join(machine, 'bin', name));
  fake(path.join(machine, 'valkey', 'valkey-server'));
  for (const name of ['initdb', 'postgres', 'pg_ctl']) fake(path.join(machine, 'pg', name));
});

after(() => rmSync(machine, { recursive: true, force: true }));

/** Everything present; `change` hides or adds something. Nothing of this machine's env leaks in. */
function check(change = {}) {
  const env = {
    PATH: path.join(machine, 'bin'),
    SBIN_PATH: '',
    CHROMIUM_PATH: path.join(machine, 'bin', 'chromium'),
    PG_BIN_DIR: path.join(machine, 'pg'),
    ...change,
  };
  const started = Date.now();
  const run = spawnSync(process.execPath, [checker], { env, encoding: 'utf8', timeout: 10_000 });
  const lines = `${run.stdout}${run.stderr}`.split('\n').filter(Boolean);
  return { status: run.status, lines, ms: Date.now() - started };
}

/** A PATH with every fake binary but `hidden`. */
function pathWithout(hidden) {
  const dir = mkdtempSync(path.join(machine, 'path-'));
  for (const name of ['redis-server', 'haproxy', 'prometheus', 'chromium'].filter(
    (name) => name !== hidden,
  ))
    fake(path.join(dir, name));
  return dir;
}

test('everything installed: exit 0, nothing printed', () => {
  const { status, lines } = check();
  assert.equal(status, 0);
  assert.deepEqual(lines, []);
});

for (const [hidden, change, install] of [
  ['haproxy', () => ({ PATH: pathWithout('haproxy') }), 'apt-get install haproxy'],
  ['redis-server', () => ({ PATH: pathWithout('redis-server') }), 'apt-get install redis-server'],
  ['prometheus', () => ({ PATH: pathWithout('prometheus') }), 'apt-get install prometheus'],
  [
    'chromium',
    () => ({ CHROMIUM_PATH: path.join(machine, 'empty', 'chromium') }),
    'apt-get install chromium',
  ],
  ['postgresql', () => ({ PG_BIN_DIR: path.join(machine, 'empty') }), 'apt-get install postgresql'],
]) {
  test(`${hidden} missing: exit 1 at once, one line naming the package and its apt-get install`, () => {
    const { status, lines, ms } = check(change());
    assert.equal(status, 1);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], new RegExp(`\\b${hidden}\\b`));
    assert.ok(lines[0].includes(install), lines[0]);
    assert.ok(ms < 5000, `took ${ms} ms`);
  });
}

test('two missing: still one line, one apt-get install naming both', () => {
  const { status, lines } = check({
    PATH: pathWithout('haproxy'),
    PG_BIN_DIR: path.join(machine, 'empty'),
  });
  assert.equal(status, 1);
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /apt-get install postgresql haproxy/);
});

test('valkey-server stands in for redis-server', () => {
  const bin = pathWithout('redis-server');
  const { status } = check({ PATH: [bin, path.join(machine, 'valkey')].join(path.delimiter) });
  assert.equal(status, 0);
});

test('a PostgreSQL named by TOPOLOGY_PG_URL or DATABASE_URL needs no local binaries', () => {
  for (const name of ['TOPOLOGY_PG_URL', 'DATABASE_URL']) {
    const { status } = check({
      PG_BIN_DIR: path.join(machine, 'empty'),
      [name]: 'postgres://iper:iper@127.0.0.1:5432/iper_test',
    });
    assert.equal(status, 0, name);
  }
});
