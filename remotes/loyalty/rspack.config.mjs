import { fileURLToPath } from 'node:url';
import { createRemoteAppConfig } from '../../tools/rspack/federated-app.mjs';

// Federation name, exposed modules and dev port: libs/routes/src/remote-registry.js.
export default createRemoteAppConfig(fileURLToPath(new URL('.', import.meta.url)), 'loyalty');
