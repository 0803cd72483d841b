// npm run dev: the Fastify server (watch mode) plus a dev server per app with live reload.
// Open http://localhost:4200: the shell's dev server proxies /api to the Fastify server, whose
// remotes manifest points each remote at its own dev server, so editing a remote reloads it
// alone. To work on one remote only: `npm run dev -w @iper/<remote>` (and the server).
import concurrently from 'concurrently';

const SERVER_PORT = process.env.PORT ?? '3000';
const REMOTE_DEV_PORTS = {
  store_locator: 4201,
  loyalty: 4202,
  account: 4203,
  content: 4204,
  careers: 4205,
};

const remoteEntries = Object.fromEntries(
  Object.entries(REMOTE_DEV_PORTS).map(([name, port]) => [
    `REMOTE_${name.toUpperCase()}_ENTRY`,
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);

const { result } = concurrently(
  [
    // DEV_OUTBOX: reset links and other mail readable at /api/dev/outbox (development only).
    { name: 'server', command: 'npm run dev -w @iper/server', env: { PORT: SERVER_PORT, DEV_OUTBOX: 'true', ...remoteEntries } },
    { name: 'shell', command: 'npm run dev -w @iper/shell', env: { PORT: SERVER_PORT } },
    ...Object.keys(REMOTE_DEV_PORTS).map((name) => ({
      name,
      command: `npm run dev -w @iper/${name.replace('_', '-')}`,
      env: { PORT: SERVER_PORT },
    })),
  ],
  { prefix: 'name', killOthersOn: ['failure'], restartTries: 0 },
);

console.log('Iper dev: open http://localhost:4200 (API on http://localhost:%s)', SERVER_PORT);
result.catch(() => process.exit(1));
