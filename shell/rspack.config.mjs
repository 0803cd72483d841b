import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../tools/rspack/federated-app.mjs';

export default createFederatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  federationName: 'shell',
  devPort: 4200,
  isHost: true,
  runtimePlugins: [
    fileURLToPath(new URL('./src/federation/retry-plugin.ts', import.meta.url)),
    fileURLToPath(new URL('./src/federation/error-logger-plugin.ts', import.meta.url)),
  ],
});
