import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../tools/rspack/federated-app.mjs';
import { SHELL_APP } from '../libs/routes/src/remote-registry.js';

export default createFederatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  federationName: SHELL_APP.name,
  devPort: SHELL_APP.devPort,
  isHost: true,
  runtimePlugins: [
    fileURLToPath(new URL('./src/federation/retry-plugin.ts', import.meta.url)),
    fileURLToPath(new URL('./src/federation/error-logger-plugin.ts', import.meta.url)),
  ],
});
