import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../tools/rspack/federated-app.mjs';
import { SHELL_APP } from '../libs/routes/src/remote-registry.js';
import { pageScriptConfig } from './rspack.page.mjs';
import { serviceWorkerConfig } from './rspack.worker.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const federated = createFederatedAppConfig({
  dir,
  federationName: SHELL_APP.name,
  devPort: SHELL_APP.devPort,
  isHost: true,
  runtimePlugins: [
    fileURLToPath(new URL('./src/federation/retry-plugin.ts', import.meta.url)),
    fileURLToPath(new URL('./src/federation/error-logger-plugin.ts', import.meta.url)),
  ],
});

// A production build adds the service worker's code (docs/offline.md): the server's /sw.js
// imports it, with the list of what the live versions need; and the page script every
// server-rendered page runs, app or not (rspack.page.mjs).
export default (env, argv) => {
  const configs = federated(env, argv);
  return Array.isArray(configs)
    ? [...configs, serviceWorkerConfig(dir), pageScriptConfig(dir)]
    : configs;
};
