// npm run dev: the Fastify server (watch mode) plus a dev server per app with live reload.
// Open http://localhost:4200: the shell's dev server proxies /api to the Fastify server, whose
// remotes manifest points each remote at its own dev server, so editing a remote reloads it
// alone. To work on one remote only: `npm run dev -w @iper/<remote>` (and the server).
// The apps and their dev ports: libs/routes/src/remote-registry.js.
import concurrently from 'concurrently';
import { REMOTE_REGISTRY, SHELL_APP } from '../libs/routes/src/remote-registry.js';

const SERVER_PORT = process.env.PORT ?? '3000';

const remoteEntries = Object.fromEntries(
  REMOTE_REGISTRY.map(({ name, devPort }) => [
    `REMOTE_${name.toUpperCase()}_ENTRY`,
    `http://localhost:${devPort}/mf-manifest.json`,
  ]),
);

const { result } = concurrently(
  [
    // DEV_OUTBOX: reset links and other mail readable at /api/dev/outbox (development only).
    {
      name: 'server',
      command: 'npm run dev -w @iper/server',
      env: { PORT: SERVER_PORT, DEV_OUTBOX: 'true', ...remoteEntries },
    },
    {
      name: SHELL_APP.name,
      command: `npm run dev -w @iper/${SHELL_APP.folder}`,
      env: { PORT: SERVER_PORT },
    },
    ...REMOTE_REGISTRY.map(({ name, folder }) => ({
      name,
      command: `npm run dev -w @iper/${folder}`,
      env: { PORT: SERVER_PORT },
    })),
  ],
  { prefix: 'name', killOthersOn: ['failure'], restartTries: 0 },
);

console.log(
  'Iper dev: open http://localhost:%s (API on http://localhost:%s)',
  SHELL_APP.devPort,
  SERVER_PORT,
);
result.catch(() => process.exit(1));
