// A render worker: one generation of the site's server code (the shell's server build and the
// remotes' server containers it loads), in a process of its own (render-process.ts: Node's
// permission model, an environment without secrets), so that a redeployed remote is picked up by
// starting a new worker and the old code goes with the old process (Module Federation 2.9 cannot
// reload a remote inside one process: see docs/architecture.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type {
  PublicReadAnswer,
  RenderWorkerInit,
  RenderWorkerReply,
  RenderWorkerRequest,
  ServerRemote,
  ShellServerBuild,
} from '@iper/contracts';
import { renderTraceHeaders, withRenderTrace } from './render-trace';

/** Its generation, handed over as its one argument (render-process.ts). */
const init = JSON.parse(process.argv[2] ?? '{}') as RenderWorkerInit;

/** Messages to the server's process (the IPC channel is there: the server forked this one). */
const toServer = (message: RenderWorkerReply) => process.send!(message);

const require = createRequire(import.meta.url);

/**
 * react-router's production build, which the browser runs too (its exports map would give Node
 * the development one): resolved here, from this server's packages, so the apps' server builds
 * carry no path of the machine that built them.
 */
function reactRouterProduction(): unknown {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return require(path.join(root, 'dist/production/index.js'));
}

// Read by the shell's and each remote's server code when it starts
// (tools/rspack/federated-server-app.mjs): asset URLs in the HTML are the browser's, and there is
// one react-router.
(globalThis as Record<string, unknown>).__IPER_SSR__ = {
  publicPath: (name: string) =>
    init.remotes.find((remote) => remote.name === name)?.publicBase ?? '/',
  reactRouter: reactRouterProduction(),
};

/**
 * Runs a remote's server container from its file, as Node runs a CommonJS module: its own folder
 * as `__dirname` (so its chunks load from beside it), this server's `require` (one React, from the
 * server's packages). Not `require(file)`: the file is `.js` in a package of `"type": "module"`.
 * Its library is `commonjs-module`, named after the remote (tools/rspack/federated-server-app.mjs).
 */
function runServerContainer(file: string, name: string): unknown {
  const module = { exports: {} as Record<string, unknown> };
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
  );
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    require,
    module,
    file,
    path.dirname(file),
  );
  return module.exports[name];
}

/**
 * The remotes' server containers, read from their server builds on this machine (dist-server/, a
 * release's server/): the remotes of this worker's init are the only code it runs, and none is
 * ever fetched.
 */
const serverRemotes: ServerRemote[] = init.remotes.map((remote) => {
  const file = path.join(remote.serverDir, 'remoteEntry.js');
  return {
    name: remote.name,
    entry: pathToFileURL(file).href,
    load: () => runServerContainer(file, remote.name),
  };
});

// The shell's build exports its functions once its federation startup is done (a promise then).
const shell: Promise<ShellServerBuild> = Promise.resolve(
  require(init.shellServerMain) as ShellServerBuild | Promise<ShellServerBuild>,
).then((build) => {
  build.registerServerRemotes(serverRemotes);
  return build;
});

/** The render's reads waiting for the server's process, by id. */
const reads = new Map<number, (answer: PublicReadAnswer) => void>();
let lastReadId = 0;

/** Statuses whose response has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * How a render reads: the site's own data (a URL at the render origin) is asked of the server's
 * process over the IPC channel, which answers it with the API's own code (no HTTP, no port);
 * any other address (a real CMS or search service, when configured) is fetched. A read made
 * with a render's id is of that render's visitor's own data (`readPersonalFor`).
 */
async function readOverChannel(
  input: Parameters<typeof fetch>[0],
  options: Parameters<typeof fetch>[1],
  renderId?: number,
): Promise<Response> {
  const request = new Request(input, options);
  const url = new URL(request.url);
  if (url.origin !== init.origin) {
    if (renderId !== undefined) throw new TypeError('a personal read is of the site only');
    return fetch(request);
  }
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
  request.signal.throwIfAborted();
  const readId = (lastReadId += 1);
  const answer = await new Promise<PublicReadAnswer>((resolve, reject) => {
    reads.set(readId, resolve);
    // An abandoned render (its store reset) stops waiting; the late answer is dropped.
    request.signal.addEventListener(
      'abort',
      () => {
        reads.delete(readId);
        reject(request.signal.reason);
      },
      { once: true },
    );
    toServer({
      readId,
      read: {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: { ...Object.fromEntries(request.headers), ...renderTraceHeaders() },
        ...(body === undefined ? {} : { body }),
      },
      ...(renderId === undefined ? {} : { renderId }),
    });
  });
  return new Response(NO_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

const readPublic: typeof fetch = (input, options) => readOverChannel(input, options);

/**
 * The reads of one render's visitor's own data: only a render for a signed-in visitor has one,
 * and the server answers it for that render's visitor alone (render-pool.ts).
 */
const readPersonalFor =
  (renderId: number): typeof fetch =>
  (input, options) =>
    readOverChannel(input, options, renderId);

process.on('message', async (message: RenderWorkerRequest) => {
  if ('readId' in message) {
    const settle = reads.get(message.readId);
    reads.delete(message.readId);
    settle?.(message.answer);
    return;
  }
  const { id, request, trace } = message;
  try {
    const build = await shell;
    const readPersonal = request.anonymous ? undefined : readPersonalFor(id);
    const result = await withRenderTrace(trace, () =>
      build.renderPage(request, readPublic, readPersonal),
    );
    toServer({ id, result });
  } catch (error) {
    toServer({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
