import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readConfig } from '../../config/config';
import { PageRenderer } from './page-renderer';

/**
 * A render worker that holds its process for a while, as a heavy page does, and answers with its
 * process id: which worker rendered what is then visible in the HTML.
 */
const SLOW_WORKER = `
process.on('message', ({ id }) => {
  const until = Date.now() + 150;
  while (Date.now() < until);
  process.send({
    id,
    result: { kind: 'html', status: 200, html: String(process.pid), hydration: { remote: 'content', state: {} }, pageModules: [] },
  });
});
`;

/**
 * A render worker that answers with what its code can reach: the environment, a file of the
 * server's beyond the code it was given (the data folder, the uploads), a process of its own.
 */
const PROBING_WORKER = `
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const attempt = (action) => { try { action(); return 'ok'; } catch (error) { return error.code ?? String(error); } };
process.on('message', ({ id, request }) => {
  const outside = new URL(request.url).searchParams.get('file');
  const seen = {
    env: process.env,
    read: attempt(() => readFileSync(outside, 'utf8')),
    write: attempt(() => writeFileSync(outside, 'changed')),
    spawn: attempt(() => execFileSync(process.execPath, ['--version'])),
  };
  process.send({
    id,
    result: { kind: 'html', status: 200, html: JSON.stringify(seen), hydration: { remote: 'content', state: {} }, pageModules: [] },
  });
});
`;

/**
 * A render worker that reads a visitor's data as a render does (render-worker.ts): for its own
 * render, for a render it makes up, and over the public channel; it answers with what it got.
 */
const VIEWER_WORKER = `
let lastReadId = 0;
const waiting = new Map();
const read = (path, renderId) => new Promise((resolve) => {
  const readId = (lastReadId += 1);
  waiting.set(readId, resolve);
  process.send({ readId, read: { method: 'GET', path, headers: {} }, ...(renderId === undefined ? {} : { renderId }) });
});
process.on('message', async (message) => {
  if ('readId' in message) return waiting.get(message.readId)?.(message.answer);
  const { id } = message;
  const [own, madeUp, overPublic] = await Promise.all([
    read('/api/advantage-card', id),
    read('/api/advantage-card', id + 1000),
    read('/api/advantage-card'),
  ]);
  const seen = { own: own.body, madeUp: madeUp.status, overPublic: overPublic.status };
  process.send({
    id,
    result: { kind: 'html', status: 200, html: JSON.stringify(seen), hydration: { remote: 'loyalty', state: {} }, pageModules: [] },
  });
});
`;

describe('the page renderer’s worker processes', () => {
  let folder: string;
  let renderers: PageRenderer[] = [];

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'render-workers-'));
    writeFileSync(path.join(folder, 'worker.mjs'), SLOW_WORKER);
    writeFileSync(path.join(folder, 'probing-worker.mjs'), PROBING_WORKER);
    writeFileSync(path.join(folder, 'viewer-worker.mjs'), VIEWER_WORKER);
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
      workers: threads,
    });
    renderers.push(renderer);
    return renderer;
  }

  const threadOf = async (renderer: PageRenderer, pagePath: string) => {
    const result = await renderer.render('/:page', {
      url: `http://site.invalid${pagePath}`,
      headers: {},
      consentDecided: true,
      anonymous: true,
    });
    if (result.kind !== 'html') throw new Error(`not rendered: ${JSON.stringify(result)}`);
    return result.html;
  };

  it('renders visitors who come at once in a second worker, not behind each other', async () => {
    const renderer = rendererWith(2);
    await threadOf(renderer, '/warm');
    const threads = await Promise.all(
      ['/a', '/b', '/c', '/d'].map((pagePath) => threadOf(renderer, pagePath)),
    );
    expect(new Set(threads).size).toBe(2);
  });

  it('does not start a second worker before the first has answered (a redeploy loads once)', async () => {
    const renderer = rendererWith(2);
    const threads = await Promise.all(
      ['/a', '/b', '/c'].map((pagePath) => threadOf(renderer, pagePath)),
    );
    expect(new Set(threads).size).toBe(1);
  });

  it('keeps to one worker while renders come one at a time', async () => {
    const renderer = rendererWith(2);
    const threads = [];
    for (const pagePath of ['/a', '/b', '/c']) threads.push(await threadOf(renderer, pagePath));
    expect(new Set(threads).size).toBe(1);
  });

  it('never grows past the workers it is given', async () => {
    const renderer = rendererWith(1);
    const threads = await Promise.all(
      ['/a', '/b', '/c'].map((pagePath) => threadOf(renderer, pagePath)),
    );
    expect(new Set(threads).size).toBe(1);
  });

  it('gives the code a render runs none of the server’s secrets and none of its files', async () => {
    const secrets = {
      AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      DATABASE_URL: 'postgres://iper:iper@127.0.0.1:5432/iper',
      STORAGE_SECRET_ACCESS_KEY: 'an-object-storage-key',
    };
    // A file of the server's outside the render's code: as the data folder or the uploads are.
    const dataFolder = mkdtempSync(path.join(tmpdir(), 'render-data-'));
    const dataFile = path.join(dataFolder, 'iper.db');
    writeFileSync(dataFile, 'the database');
    Object.assign(process.env, secrets);
    try {
      const { renderWorkerEnv } = readConfig({ ...process.env, TZ: 'Europe/Rome' });
      const seen = JSON.parse(
        await threadOf(
          rendererWith(1, 'probing-worker.mjs', { ...renderWorkerEnv }),
          `/probe?file=${encodeURIComponent(dataFile)}`,
        ),
      ) as { env: Record<string, string>; read: string; write: string; spawn: string };
      expect(seen.env).toMatchObject({ TZ: 'Europe/Rome', NODE_ENV: 'production' });
      for (const name of Object.keys(secrets)) expect(seen.env[name]).toBeUndefined();
      expect(
        Object.keys(seen.env).every((name) =>
          ['TZ', 'LANG', 'LC_ALL', 'NODE_ICU_DATA', 'NODE_ENV'].includes(name),
        ),
      ).toBe(true);
      expect(seen).toMatchObject({
        read: 'ERR_ACCESS_DENIED',
        write: 'ERR_ACCESS_DENIED',
        spawn: 'ERR_ACCESS_DENIED',
      });
      expect(readFileSync(dataFile, 'utf8')).toBe('the database');
    } finally {
      for (const name of Object.keys(secrets)) delete process.env[name];
      rmSync(dataFolder, { recursive: true, force: true });
    }
  });

  it('answers a signed-in visitor’s render their own data, and no other render’s', async () => {
    const renderer = rendererWith(1, 'viewer-worker.mjs');
    const viewer = (who: string) => async () => ({ status: 200, headers: {}, body: who });
    const renderFor = async (who: string | undefined) => {
      const result = await renderer.render(
        '/carta-vantaggi',
        {
          url: 'http://site.invalid/carta-vantaggi',
          headers: {},
          consentDecided: true,
          anonymous: who === undefined,
        },
        '',
        '',
        who === undefined ? undefined : viewer(who),
      );
      if (result.kind !== 'html') throw new Error(`not rendered: ${JSON.stringify(result)}`);
      return JSON.parse(result.html) as { own: string; madeUp: number; overPublic: number };
    };
    // Two visitors at once: each render's reads are its own visitor's, never shared.
    const [mario, giulia] = await Promise.all([renderFor('mario'), renderFor('giulia')]);
    expect(mario).toEqual({ own: 'mario', madeUp: 404, overPublic: 404 });
    expect(giulia).toEqual({ own: 'giulia', madeUp: 404, overPublic: 404 });
    // A signed-out visitor's render reads nobody's data.
    expect((await renderFor(undefined)).own).toMatch(/Nessun visitatore/);
  });
});
