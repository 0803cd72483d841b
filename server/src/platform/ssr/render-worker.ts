// A render worker: one generation of the site's server code (the shell's server build and the
// remotes' server containers it loads), in a thread of its own, so that a redeployed remote is
// picked up by starting a new worker and the old code goes with the old thread (Module Federation
// 2.9 cannot reload a remote inside one process: see docs/architecture.md).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderWorkerInit, RenderWorkerReply, RenderWorkerRequest } from './render-protocol';

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
 * Server code of a remote is read from its server build's folder on this machine (dist-server/, a
 * release's server/), through the addresses the federation runtime asks for
 * (`<origin>/remotes/<folder>/server/…`): answered here, never sent to the server, which serves no
 * server build at any address. Nothing else is ever loaded as code: the remotes registered are the
 * local ones only.
 */
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, options?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin === init.origin) {
    for (const remote of init.remotes) {
      const prefix = `/remotes/${remote.folder}/server/`;
      if (!url.pathname.startsWith(prefix)) continue;
      const file = path.resolve(
        remote.serverDir,
        decodeURIComponent(url.pathname.slice(prefix.length)),
      );
      if (!file.startsWith(remote.serverDir + path.sep)) return new Response('', { status: 404 });
      try {
        return new Response(await readFile(file), {
          headers: { 'content-type': 'text/javascript' },
        });
      } catch {
        return new Response('', { status: 404 });
      }
    }
    // The server's own API on this machine: an answer compressed for the loopback costs the
    // server's thread a compression and this one a decompression, for every answer a render reads.
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(options?.headers).forEach((value, name) => headers.set(name, value));
    headers.set('accept-encoding', 'identity');
    return networkFetch(input instanceof Request ? new Request(input, { headers }) : input, {
      ...options,
      headers,
    });
  }
  return networkFetch(input, options);
};

interface ShellServerBuild {
  renderPage(request: RenderWorkerRequest['request']): Promise<RenderWorkerReply['result']>;
}

const shell: Promise<ShellServerBuild> = Promise.resolve(
  require(init.shellServerMain) as ShellServerBuild,
);

parentPort!.on('message', async ({ id, request }: RenderWorkerRequest) => {
  try {
    const result = await (await shell).renderPage(request);
    parentPort!.postMessage({ id, result } satisfies RenderWorkerReply);
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderWorkerReply);
  }
});
