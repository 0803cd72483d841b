// A render worker: one generation of the site's server code (the shell's server build and the
// remotes' server containers it loads), in a thread of its own, so that a redeployed remote is
// picked up by starting a new worker and the old code goes with the old thread (Module Federation
// 2.9 cannot reload a remote inside one process: see docs/architecture.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  RenderWorkerInit,
  RenderWorkerReply,
  RenderWorkerRequest,
  ServerRemote,
  ShellServerBuild,
} from '@iper/contracts';
import { withLoopbackTraceContext } from '../../platform/tracing/loopback-trace-context';

const init = workerData as RenderWorkerInit;

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

parentPort!.on('message', async ({ id, request, trace }: RenderWorkerRequest) => {
  try {
    const build = await shell;
    const result = await withLoopbackTraceContext(init.origin, trace, () =>
      build.renderPage(request),
    );
    parentPort!.postMessage({ id, result } satisfies RenderWorkerReply);
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderWorkerReply);
  }
});
