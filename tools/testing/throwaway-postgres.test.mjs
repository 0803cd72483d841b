// tools/testing/throwaway-postgres.mjs: a server that works, and that nothing of it outlives its
// run, however the run ends. Needs Debian's postgresql.
//
//   node --test tools/testing/throwaway-postgres.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const moduleUrl = new URL('./throwaway-postgres.mjs', import.meta.url).href;

const running = (pid) => existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(status(pid));
const status = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};
const postmasterPid = (dir) =>
  Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function gone(pid, dir) {
  const until = Date.now() + 15_000;
  while ((running(pid) || existsSync(dir)) && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  assert.ok(!running(pid), `postgres ${pid} still runs`);
  assert.ok(!existsSync(dir), `${dir} is still there`);
}

/** A process that starts a server, says where, and waits to be ended. */
function holder() {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startThrowawayPostgres } = await import(${JSON.stringify(moduleUrl)});
       const server = await startThrowawayPostgres();
       console.log(JSON.stringify({ dir: server.dir }));
       setInterval(() => undefined, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const started = new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(JSON.parse(chunk.toString())));
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before starting`)));
  });
  return { child, started };
}

test('a server on 127.0.0.1 where the iper role creates databases; stop() removes it all', async () => {
  const server = await startThrowawayPostgres();
  const pid = postmasterPid(server.dir);
  assert.match(server.url, /^postgres:\/\/iper@127\.0\.0\.1:\d+$/);
  const admin = new pg.Client({ connectionString: server.databaseUrl('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE scratch');
  await admin.end();
  const client = new pg.Client({ connectionString: server.databaseUrl('scratch') });
  await client.connect();
  const { rows } = await client.query('select current_user, inet_server_addr()::text as addr');
  await client.end();
  assert.deepEqual(rows[0], { current_user: 'iper', addr: '127.0.0.1/32' });
  await server.stop();
  await gone(pid, server.dir);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  test(`${signal} to the process that started it: the server and its folder go`, async () => {
    const { child, started } = holder();
    const { dir } = await started;
    const pid = postmasterPid(dir);
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    assert.notEqual(await exited, 0);
    await gone(pid, dir);
  });
}

test('SIGKILL leaves it behind; the next start removes it', async () => {
  const { child, started } = holder();
  const { dir } = await started;
  const pid = postmasterPid(dir);
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  assert.ok(running(pid) && existsSync(dir), 'nothing could clean up after SIGKILL');
  const next = await startThrowawayPostgres();
  await gone(pid, dir);
  await next.stop();
});
