// The platform's apps, declared once. Plain JavaScript (with its types inferred by TypeScript) so
// that Node reads it as it is: the route table and the server (through @iper/routes), eslint's
// boundaries, each app's rspack config, tools/dev.mjs, the docs generator and the benches.
// Adding a remote starts here (docs/architecture.md, "How to add a remote").

/**
 * The remotes: `name` is the federation name, the key of the route table (a JS identifier);
 * `folder` is where the remote lives (`remotes/<folder>`), its URL segment (`/remotes/<folder>/`)
 * and its package name (`@iper/<folder>`); `exposes` are the modules it offers the federation
 * (`./routes` always: the pages the route table gives it); `devPort` is its development server's.
 */
export const REMOTE_REGISTRY = /** @type {const} */ ([
  {
    name: 'store_locator',
    folder: 'store-locator',
    devPort: 4201,
    exposes: {
      './routes': './src/routes.tsx',
      // Widgets for the shell's header (default exports).
      './StoreSelector': './src/widgets/store-selector/store-selector.tsx',
      './AddressAutocomplete': './src/widgets/address-autocomplete/address-autocomplete.tsx',
      // The map in its states, for the shell's showcase (/test/map, /test/store-locator).
      './MapShowcase': './src/widgets/map-showcase/map-showcase.tsx',
    },
  },
  {
    name: 'loyalty',
    folder: 'loyalty',
    devPort: 4202,
    exposes: { './routes': './src/routes.tsx' },
  },
  {
    name: 'account',
    folder: 'account',
    devPort: 4203,
    exposes: {
      './routes': './src/routes.tsx',
      // Widgets for the shell's header (default exports).
      './ProfileMenu': './src/widgets/profile-menu/profile-menu.tsx',
      // The registration flow for the shell's showcase (/test/registration).
      './RegistrationFlow': './src/widgets/registration-flow/registration-flow.tsx',
    },
  },
  {
    name: 'content',
    folder: 'content',
    devPort: 4204,
    exposes: {
      './routes': './src/routes.tsx',
      // The flyer view's product grid with demo products, for the shell's /test/template-volantino.
      './FlyerTemplate': './src/widgets/flyer-template/flyer-template.tsx',
    },
  },
  {
    name: 'careers',
    folder: 'careers',
    devPort: 4205,
    exposes: { './routes': './src/routes.tsx' },
  },
]);

/** The host: its development server is the one a developer opens. */
export const SHELL_APP = /** @type {const} */ ({ name: 'shell', folder: 'shell', devPort: 4200 });

/** @param {string} name a federation name */
export function remoteRegistration(name) {
  const remote = REMOTE_REGISTRY.find((entry) => entry.name === name);
  if (!remote)
    throw new Error(
      `No remote is called "${name}": ${REMOTE_REGISTRY.map((entry) => entry.name).join(', ')}`,
    );
  return remote;
}

/** Every app's folder from the workspace root: the shell's, then the remotes'. */
export function appFolders() {
  return [SHELL_APP.folder, ...REMOTE_REGISTRY.map((remote) => `remotes/${remote.folder}`)];
}
