// npm run dev: the development loop, in one of two modes (docs/remote-team.md, README "Development").
//
// `npm run dev` (all-in): the Fastify server (watch mode) plus a dev server per app with live
// reload. Open http://localhost:4200: the shell's dev server proxies /api to the Fastify server,
// whose remotes manifest points each remote at its own dev server.
//
// `npm run dev -- loyalty [account …]` (one remote, or several): the real server's production
// build serves the production builds of the shell and of every other remote, and only the named
// remotes run from source, each in an rspack dev server in this one process, with a reload of the
// page on every saved edit. The server's manifest points the named remotes at their dev servers
// (their origins join the Content-Security-Policy), so their pages render in the browser.
//   --port=<n>            the site's port (default: PORT, else 3000 if free, else a free port)
//   loyalty=<n>           a remote's dev port (default: the registry's if free, else a free port)
//   --no-build            serve the builds as they are (default: `nx build` them first, cached)
// Remote names are the federation names or the folders (store_locator or store-locator).
// The apps and their dev ports: libs/routes/src/remote-registry.js.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REMOTE_REGISTRY, SHELL_APP } from '../libs/routes/src/remote-registry.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const args = process.argv.slice(2);
if (args.some((arg) => !arg.startsWith('-'))) await oneRemoteMode(parseArgs(args));
else await allInMode();

async function allInMode() {
  const { default: concurrently } = await import('concurrently');
  const serverPort = process.env.PORT ?? '3000';
  const remoteEntries = Object.fromEntries(
    REMOTE_REGISTRY.map(({ name, devPort }) => [
      remoteEntryVariable(name),
      `http://localhost:${devPort}/mf-manifest.json`,
    ]),
  );
  const { result } = concurrently(
    [
      // DEV_OUTBOX: reset links and other mail readable at /api/dev/outbox (development only).
      {
        name: 'server',
        command: 'npm run dev -w @iper/server',
        env: { PORT: serverPort, DEV_OUTBOX: 'true', ...remoteEntries },
      },
      {
        name: SHELL_APP.name,
        command: `npm run dev -w @iper/${SHELL_APP.folder}`,
        env: { PORT: serverPort },
      },
      ...REMOTE_REGISTRY.map(({ name, folder }) => ({
        name,
        command: `npm run dev -w @iper/${folder}`,
        env: { PORT: serverPort },
      })),
    ],
    { prefix: 'name', killOthersOn: ['failure'], restartTries: 0 },
  );
  console.log(
    'Iper dev: open http://localhost:%s (API on http://localhost:%s)',
    SHELL_APP.devPort,
    serverPort,
  );
  result.catch(() => process.exit(1));
}

/**
 * @typedef {{ remotes: { remote: (typeof REMOTE_REGISTRY)[number], port?: number }[],
 *   port?: number, build: boolean }} OneRemoteOptions
 */

/** @returns {OneRemoteOptions} */
function parseArgs(argv) {
  /** @type {OneRemoteOptions} */
  const options = { remotes: [], build: true };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('--port=')) options.port = portNumber(arg.slice('--port='.length), arg);
    else if (arg.startsWith('-')) fail(`Unknown option ${arg}`);
    else {
      const [name, port] = arg.split('=');
      const remote = REMOTE_REGISTRY.find((entry) => entry.name === name || entry.folder === name);
      if (!remote)
        fail(
          `No remote is called "${name}": ${REMOTE_REGISTRY.map((entry) => entry.folder).join(', ')}`,
        );
      if (options.remotes.some((entry) => entry.remote === remote)) continue;
      options.remotes.push({
        remote,
        port: port === undefined ? undefined : portNumber(port, arg),
      });
    }
  }
  return options;
}

/** @param {OneRemoteOptions} options */
async function oneRemoteMode(options) {
  const startedAt = performance.now();
  const named = new Set(options.remotes.map(({ remote }) => remote.name));
  const built = REMOTE_REGISTRY.filter((remote) => !named.has(remote.name));

  if (options.build) {
    // The production builds this mode serves; Nx answers from its cache when nothing changed.
    const projects = ['server', SHELL_APP.folder, ...built.map((remote) => remote.folder)];
    await run('npx', [
      'nx',
      'run-many',
      '-t',
      'build',
      '--parallel=1',
      `--projects=${projects.map((folder) => `@iper/${folder}`).join(',')}`,
      '--output-style=static',
    ]);
  }

  const taken = new Set();
  const sitePort = await choosePort(options.port ?? Number(process.env.PORT || 3000), {
    explicit: options.port !== undefined || Boolean(process.env.PORT),
    taken,
  });
  const devServers = [];
  for (const { remote, port } of options.remotes) {
    const devPort = await choosePort(port ?? remote.devPort, {
      explicit: port !== undefined,
      taken,
    });
    devServers.push({ remote, port: devPort });
  }

  const { rspack } = await import('@rspack/core');
  const { RspackDevServer } = await import('@rspack/dev-server');
  const running = [];
  const stopAll = async () => {
    await Promise.allSettled(running.map((server) => server.stop()));
  };

  // The named remotes from source: one compiler and dev server each, all in this process.
  const firstBuilds = devServers.map(async ({ remote, port }) => {
    const dir = path.join(ROOT, 'remotes', remote.folder);
    const { default: configure } = await import(pathToFileURL(path.join(dir, 'rspack.config.mjs')));
    const config = configure({}, { mode: 'development' });
    useTheSitesReact(config);
    config.devServer = {
      ...config.devServer,
      port,
      // The page is the site's (another port): the reload client talks to this server by name.
      client: {
        ...config.devServer?.client,
        webSocketURL: { hostname: 'localhost', port, protocol: 'ws:' },
        // The overlay is drawn with inline styles, which the site's CSP refuses: build errors and
        // warnings show in this terminal instead.
        overlay: false,
      },
      proxy: config.devServer?.proxy?.map((rule) => ({
        ...rule,
        target: `http://127.0.0.1:${sitePort}`,
      })),
    };
    const compiler = rspack(config);
    const compiled = new Promise((resolve) => compiler.hooks.done.tap('iper-dev', () => resolve()));
    const server = new RspackDevServer(config.devServer, compiler);
    await server.start();
    running.push(server);
    // The dev server prints each build's errors and warnings here (the config's `stats`).
    await compiled;
  });
  await Promise.all(firstBuilds);

  // The real server, production build: the shell and the other remotes from their dist/ folders
  // (their server builds from dist-server/, beside them), the named remotes from their dev servers.
  const remoteEntries = Object.fromEntries(
    devServers.map(({ remote, port }) => [
      remoteEntryVariable(remote.name),
      `http://localhost:${port}/mf-manifest.json`,
    ]),
  );
  const server = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    // DEV_OUTBOX: the mail the site sent, at /api/dev/outbox; TEST_DATA: fresh customers for the
    // journeys (`E2E_BASE_URL=http://127.0.0.1:<port> npm run test:e2e -- tests/<file>`).
    env: {
      ...process.env,
      PORT: String(sitePort),
      DEV_OUTBOX: 'true',
      TEST_DATA: 'true',
      ...remoteEntries,
    },
  });
  const shutdown = async (code) => {
    server.kill('SIGTERM');
    await stopAll();
    process.exit(code);
  };
  process.once('SIGINT', () => shutdown(0));
  process.once('SIGTERM', () => shutdown(0));
  server.once('exit', (code) => {
    console.error('Iper dev: the server stopped (exit code %s)', code);
    void shutdown(code ?? 1);
  });
  await waitForHealth(`http://127.0.0.1:${sitePort}/api/health`);

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log('\nIper dev: ready in %s s — open http://localhost:%s', seconds, sitePort);
  for (const { remote, port } of devServers)
    console.log(
      '  %s from source on http://localhost:%s (reloads the page on save; alone: http://localhost:%s/)',
      remote.folder,
      port,
      port,
    );
  console.log(
    '  production builds: %s',
    [SHELL_APP.folder, ...built.map((remote) => remote.folder)].join(', '),
  );
}

/**
 * The remote runs with the shell's React (a shared singleton), the production build here: its JSX
 * must compile to `react/jsx-runtime`, not to the development runtime, whose `jsxDEV` calls into
 * React's development internals (`dispatcher.getOwner is not a function`, every page an error).
 */
function useTheSitesReact(config) {
  for (const rule of config.module.rules) {
    const react = rule.loader === 'builtin:swc-loader' && rule.options?.jsc?.transform?.react;
    if (react) react.development = false;
  }
}

/** `REMOTE_STORE_LOCATOR_ENTRY` for `store_locator`: the server's setting of a remote's entry. */
function remoteEntryVariable(name) {
  return `REMOTE_${name.toUpperCase()}_ENTRY`;
}

/**
 * The preferred port when it is free; otherwise one the system gives, unless the port was asked
 * for explicitly (then it is an error).
 */
async function choosePort(preferred, { explicit, taken }) {
  if (!taken.has(preferred) && (await isFree(preferred))) {
    taken.add(preferred);
    return preferred;
  }
  if (explicit) fail(`Port ${preferred} is in use`);
  for (;;) {
    const port = await freePort();
    if (!taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`The server did not answer ${url} within a minute`);
}

function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')}: ${code}`)),
    );
  });
}

function portNumber(value, arg) {
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`Not a port: ${arg}`);
  return port;
}

function fail(message) {
  console.error(`Iper dev: ${message}`);
  process.exit(1);
}
