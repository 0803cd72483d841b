import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../../tools/rspack/federated-app.mjs';

export default createFederatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  federationName: 'account',
  devPort: 4203,
  exposes: {
    './routes': './src/routes.tsx',
    // Widgets for the shell's header (default exports).
    './ProfileMenu': './src/widgets/profile-menu/profile-menu.tsx',
    // The registration flow for the shell's showcase (/test/registration).
    './RegistrationFlow': './src/widgets/registration-flow/registration-flow.tsx',
  },
});
