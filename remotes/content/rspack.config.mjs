import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../../tools/rspack/federated-app.mjs';

export default createFederatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  federationName: 'content',
  devPort: 4204,
  exposes: {
    './routes': './src/routes.tsx',
    // The flyer view's product grid with demo products, for the shell's /test/template-volantino.
    './FlyerTemplate': './src/widgets/flyer-template/flyer-template.tsx',
  },
});
