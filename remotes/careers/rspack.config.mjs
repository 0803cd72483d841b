import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../../tools/rspack/federated-app.mjs';

// The careers home's video presentation and its captions are files of this remote, hashed and
// served with its other assets (the shared asset rule covers .webm and .vtt).
export default createFederatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  federationName: 'careers',
  devPort: 4205,
  exposes: { './routes': './src/routes.tsx' },
});
