import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readConfig } from '../../config/config';
import { PageRenderer } from './page-renderer';

/**
 * A render worker that holds its thread for a while, as a heavy page does, and answers with its
 * thread's id: which thread rendered what is then visible in the HTML.
 */
const SLOW_WORKER = `
import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', ({ id }) => {
  const until = Date.now() + 150;
  while (Date.now() < until);
  parentPort.postMessage({
    id,
    result: { kind: 'html', status: 200, html: String(threadId), hydration: { remote: 'content', state: {} }, pageModules: [] },
  });
});
`;

/** A render worker that answers with what its code can read of the environment. */
const ENV_WORKER = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id }) => {
  parentPort.postMessage({
    id,
    result: { kind: 'html', status: 200, html: JSON.stringify(process.env), hydration: { remote: 'content', state: {} }, pageModules: [] },
  });
});
`;

describe('the page renderer’s threads', () => {
  let folder: string;
  let renderers: PageRenderer[] = [];

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'render-threads-'));
    writeFileSync(path.join(folder, 'worker.mjs'), SLOW_WORKER);
    writeFileSync(path.join(folder, 'env-worker.mjs'), ENV_WORKER);
  });
  afterEach(async () => {
    await Promise.all(renderers.map((renderer) => renderer.close()));
    renderers = [];
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function rendererWith(
    threads: number,
    worker = 'worker.mjs',
    workerEnv?: Record<string, string>,
  ) {
    const renderer = new PageRenderer({
      log: { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger,
      workerFile: path.join(folder, worker),
      ...(workerEnv ? { workerEnv } : {}),
      // Any file that exists: the renderer only looks at its date.
      shellServerMain: path.join(folder, 'worker.mjs'),
      remotes: () => [],
      origin: 'http://site.invalid',
      readPublic: async () => ({ status: 404, headers: {}, body: '' }),
      timeoutMs: 10_000,
      threads,
    });
    renderers.push(renderer);
    return renderer;
  }

  const threadOf = async (renderer: PageRenderer, pagePath: string) => {
    const result = await renderer.render('/:page', {
      url: `http://127.0.0.1:3000${pagePath}`,
      headers: {},
      consentDecided: true,
      anonymous: true,
    });
    if (result.kind !== 'html') throw new Error(`not rendered: ${JSON.stringify(result)}`);
    return result.html;
  };

  it('renders visitors who come at once on a second thread, not behind each other', async () => {
    const renderer = rendererWith(2);
    await threadOf(renderer, '/warm');
    const threads = await Promise.all(
      ['/a', '/b', '/c', '/d'].map((pagePath) => threadOf(renderer, pagePath)),
    );
    expect(new Set(threads).size).toBe(2);
  });

  it('does not start a second thread before the first has answered (a redeploy loads once)', async () => {
    const renderer = rendererWith(2);
    const threads = await Promise.all(
      ['/a', '/b', '/c'].map((pagePath) => threadOf(renderer, pagePath)),
    );
    expect(new Set(threads).size).toBe(1);
  });

  it('keeps to one thread while renders come one at a time', async () => {
    const renderer = rendererWith(2);
    const threads = [];
    for (const pagePath of ['/a', '/b', '/c']) threads.push(await threadOf(renderer, pagePath));
    expect(new Set(threads).size).toBe(1);
  });

  it('never grows past the threads it is given', async () => {
    const renderer = rendererWith(1);
    const threads = await Promise.all(
      ['/a', '/b', '/c'].map((pagePath) => threadOf(renderer, pagePath)),
    );
    expect(new Set(threads).size).toBe(1);
  });

  it('gives the code a render runs none of the server’s secrets, whatever the server’s environment', async () => {
    const secrets = {
      AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      DATABASE_URL: 'postgres://iper:iper@127.0.0.1:5432/iper',
      STORAGE_SECRET_ACCESS_KEY: 'an-object-storage-key',
    };
    Object.assign(process.env, secrets);
    try {
      const { renderWorkerEnv } = readConfig({ ...process.env, TZ: 'Europe/Rome' });
      const seen = JSON.parse(
        await threadOf(rendererWith(1, 'env-worker.mjs', { ...renderWorkerEnv }), '/env'),
      ) as Record<string, string>;
      expect(seen).toMatchObject({ TZ: 'Europe/Rome', NODE_ENV: 'production' });
      for (const name of Object.keys(secrets)) expect(seen[name]).toBeUndefined();
      expect(
        Object.keys(seen).every((name) =>
          ['TZ', 'LANG', 'LC_ALL', 'NODE_ICU_DATA', 'NODE_ENV'].includes(name),
        ),
      ).toBe(true);
    } finally {
      for (const name of Object.keys(secrets)) delete process.env[name];
    }
  });
});
