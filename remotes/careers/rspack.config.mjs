import { fileURLToPath } from 'node:url';
import { createRemoteAppConfig } from '../../tools/rspack/federated-app.mjs';

// The careers home's video presentation and its captions are files of this remote, hashed and
// served with its other assets (the shared asset rule covers .webm and .vtt).
// Federation name, exposed modules and dev port: libs/routes/src/remote-registry.js.
export default createRemoteAppConfig(fileURLToPath(new URL('.', import.meta.url)), 'careers');
