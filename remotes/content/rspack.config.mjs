import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../../tools/rspack/federated-app.mjs';

export default createFederatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  federationName: 'content',
  devPort: 4204,
  exposes: { './routes': './src/routes.tsx' },
});
