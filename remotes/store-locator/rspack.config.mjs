import { fileURLToPath } from 'node:url';
import { createFederatedAppConfig } from '../../tools/rspack/federated-app.mjs';

export default createFederatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  federationName: 'store_locator',
  devPort: 4201,
  exposes: {
    './routes': './src/routes.tsx',
    // Widgets for the shell's header (default exports).
    './StoreSelector': './src/widgets/store-selector/store-selector.tsx',
    './AddressAutocomplete': './src/widgets/address-autocomplete/address-autocomplete.tsx',
    // The map in its states, for the shell's showcase (/test/map, /test/store-locator).
    './MapShowcase': './src/widgets/map-showcase/map-showcase.tsx',
  },
});
