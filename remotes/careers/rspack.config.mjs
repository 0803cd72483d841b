import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../../tools/rspack/federated-app.mjs';

const config = createFederatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  federationName: 'careers',
  devPort: 4205,
  exposes: { './routes': './src/routes.tsx' },
});

// The careers home's video presentation and its captions are files of this remote, hashed and
// served with its other assets.
export default (env, argv) => {
  const resolved = config(env, argv);
  resolved.module.rules.push({ test: /\.(webm|vtt)$/, type: 'asset/resource' });
  return resolved;
};
