import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { testDatabases } from '../testing/test-server';

/**
 * Crash safety: the real server runs as a child process, takes a burst of writes (shopping-list
 * items of a signed-in customer, help requests with a photo, feedback), and is killed with
 * SIGKILL while requests are in flight. Restarted on the same data, it must start cleanly, and
 * every write it acknowledged with a 2xx must be there, whole: a help request with its
 * attachment rows and files, never one without the other.
 */

const SERVER_DIR = path.resolve(__dirname, '../..');
const PASSWORD = 'Spesa2026!';
const EMAIL = 'mario.rossi@example.it';
/** Kill once this many writes were acknowledged (the burst keeps going until the kill). */
const ACKNOWLEDGED_BEFORE_KILL = 45;
const WORKERS = 12;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 7)]);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  base: string;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  // The server's own entry point, compiled on the fly (tsx): one process, so SIGKILL kills it all.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited while starting:\n${output.join('')}`);
    try {
      const health = await fetch(`${base}/api/health`);
      if (health.ok) return { child, base, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in time:\n${output.join('')}`);
}

/** A signed-in customer: the session and CSRF cookies, as a browser keeps them. */
async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
  const verify = await fetch(`${base}/api/account/session/verify`);
  const csrf = /iper\.csrf=([^;]+)/.exec(verify.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const login = await fetch(`${base}/api/identity/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `iper.csrf=${csrf}`,
      'x-csrf-token': csrf,
    },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const session = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie: `iper.csrf=${csrf}; ${session}`, csrf };
}

interface Acknowledged {
  shoppingLabels: string[];
  helpReferences: string[];
  feedbackIds: string[];
}

function helpRequestForm(index: number): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    theme: 'punto-vendita',
    category: 'reclamo',
    name: 'Giulia',
    surname: 'Rossi',
    email: `crash-${index}@example.it`,
    store: '00101',
    message: `Richiesta numero ${index} inviata durante la prova di arresto improvviso del server.`,
    privacy: 'true',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'receiptPhoto',
    new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }),
    `scontrino-${index}.jpg`,
  );
  return form;
}

/** Fires writes from several workers until the server stops answering; kills it mid-burst. */
async function burstAndKill(
  server: RunningServer,
): Promise<{ acknowledged: Acknowledged; sent: number }> {
  const session = await signIn(server.base);
  const acknowledged: Acknowledged = { shoppingLabels: [], helpReferences: [], feedbackIds: [] };
  let sent = 0;
  let count = 0;
  let killed = false;
  const kill = () => {
    if (!killed) {
      killed = true;
      server.child.kill('SIGKILL');
    }
  };

  async function write(index: number): Promise<void> {
    const kind = index % 3;
    if (kind === 0) {
      const label = `crash-item-${index}`;
      const response = await fetch(`${server.base}/api/account/shopping-list/items`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
        },
        body: JSON.stringify({ label }),
      });
      if (response.status === 201) acknowledged.shoppingLabels.push(label);
    } else if (kind === 1) {
      const response = await fetch(`${server.base}/api/content/help-requests`, {
        method: 'POST',
        body: helpRequestForm(index),
      });
      if (response.status === 201)
        acknowledged.helpReferences.push(((await response.json()) as { id: string }).id);
    } else {
      const response = await fetch(`${server.base}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: `Segnalazione ${index} durante la prova di arresto.`,
          page: '/',
        }),
      });
      if (response.status === 201)
        acknowledged.feedbackIds.push(((await response.json()) as { id: string }).id);
    }
  }

  async function worker(): Promise<void> {
    for (;;) {
      const index = sent++;
      try {
        await write(index);
      } catch {
        if (killed) return; // the connection died with the server
      }
      count =
        acknowledged.shoppingLabels.length +
        acknowledged.helpReferences.length +
        acknowledged.feedbackIds.length;
      if (count >= ACKNOWLEDGED_BEFORE_KILL) kill();
    }
  }

  await Promise.all(Array.from({ length: WORKERS }, worker));
  const exit = await server.exited;
  expect(exit.signal).toBe('SIGKILL');
  return { acknowledged, sent };
}

describe.each(testDatabases('both'))(
  'a server killed with SIGKILL mid-burst on $name',
  ({ url }) => {
    let workDir: string;
    let databaseUrl: string | undefined;
    let adminPool: pg.Pool | undefined;
    let databaseName: string | undefined;
    const running: RunningServer[] = [];

    beforeAll(async () => {
      workDir = mkdtempSync(path.join(os.tmpdir(), 'iper-crash-'));
      if (url) {
        // A database of its own: the server under test migrates and seeds it like a real one.
        databaseName = `iper_crash_${process.pid}_${Date.now()}`;
        adminPool = new pg.Pool({ connectionString: url, max: 1 });
        await adminPool.query(`CREATE DATABASE ${databaseName}`);
        const target = new URL(url);
        target.pathname = `/${databaseName}`;
        databaseUrl = target.toString();
      }
    });

    afterAll(async () => {
      for (const server of running)
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      if (adminPool && databaseName) {
        await adminPool
          .query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
          .catch(() => undefined);
        await adminPool.end();
      }
      rmSync(workDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged write, whole, and starts again cleanly', async () => {
      const env = {
        DATABASE_URL: databaseUrl ?? '',
        DATA_DIR: path.join(workDir, 'pglite'),
        UPLOADS_DIR: path.join(workDir, 'uploads'),
        SEED_DEMO_DATA: 'true',
        FORM_RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: '1000',
      };
      const first = await startServer(env);
      running.push(first);
      const { acknowledged, sent } = await burstAndKill(first);
      expect(
        acknowledged.shoppingLabels.length +
          acknowledged.helpReferences.length +
          acknowledged.feedbackIds.length,
      ).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      // Some requests were still in flight when the server died (the point of the test).
      expect(sent).toBeGreaterThan(ACKNOWLEDGED_BEFORE_KILL);

      // Restarted alone, nothing is in flight: files older than 0 s that no row names are orphans.
      const second = await startServer({ ...env, UPLOADS_ORPHAN_GRACE_SECONDS: '0' });
      running.push(second);
      const health = (await (await fetch(`${second.base}/api/health`)).json()) as {
        status: string;
        database: { status: string };
      };
      expect(health).toMatchObject({ status: 'ok', database: { status: 'up' } });
      // And it serves reads and writes again.
      const again = await fetch(`${second.base}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Di nuovo in piedi dopo il riavvio.', page: '/' }),
      });
      expect(again.status).toBe(201);
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      expect(second.output.join('')).not.toMatch(/"level":(50|60)/);

      const database = await openDatabase({ url: databaseUrl, dataDir: env.DATA_DIR });
      try {
        const mario = await database.db
          .selectFrom('auth_users')
          .select('id')
          .where('email', '=', EMAIL)
          .executeTakeFirstOrThrow();
        const labels = new Set(
          (
            await database.db
              .selectFrom('shopping_list_items')
              .select('label')
              .where('user_id', '=', mario.id)
              .execute()
          ).map((row) => row.label),
        );
        expect(acknowledged.shoppingLabels.filter((label) => !labels.has(label))).toEqual([]);

        const feedback = new Set(
          (await database.db.selectFrom('feedback').select('id').execute()).map((row) => row.id),
        );
        expect(acknowledged.feedbackIds.filter((id) => !feedback.has(id))).toEqual([]);

        const requests = await database.db
          .selectFrom('help_requests')
          .select(['id', 'reference'])
          .execute();
        const references = new Set(requests.map((row) => row.reference));
        expect(
          acknowledged.helpReferences.filter((reference) => !references.has(reference)),
        ).toEqual([]);
        // Nothing half-written: every request that exists has its photo row, and every row its file.
        const attachments = await database.db
          .selectFrom('help_request_attachments')
          .selectAll()
          .execute();
        for (const request of requests) {
          expect(
            attachments.filter((attachment) => attachment.help_request_id === request.id),
          ).toHaveLength(1);
        }
        for (const attachment of attachments) {
          const file = path.join(env.UPLOADS_DIR, attachment.storage_key);
          expect(existsSync(file)).toBe(true);
          expect(statSync(file).size).toBe(attachment.size_bytes);
        }
        // And every file is some row's: a photo written by a request the kill cut short was swept.
        const files = readdirSync(env.UPLOADS_DIR, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name);
        expect(files.sort()).toEqual(
          attachments.map((attachment) => attachment.storage_key).sort(),
        );
      } finally {
        await database.close();
      }
    }, 240_000);
  },
);
