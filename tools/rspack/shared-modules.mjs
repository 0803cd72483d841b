// The modules every federated app shares, one copy each at run time. Context-holding libraries
// (React, the router, the Redux store, intl, forms, our api slice and design system) must be
// singletons or the router, the cache and the store split silently between remotes.
// Redux Toolkit is not shared on its own: only @iper/api uses it (remotes inject endpoints into
// the one api and read the store through react-redux), so it travels inside the shared @iper/api,
// tree-shaken, instead of whole. @iper/validation holds no state (pure rules and messages), so
// each app bundles the few functions it uses rather than downloading the whole library.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const versions = { ...rootPackage.dependencies };

function workspaceVersion(folder) {
  return JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).version;
}

/** Package name → the root package.json entry that pins it; subpaths share their package's pin. */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-redux': 'react-redux',
  'react-intl': 'react-intl',
  'final-form': 'final-form',
  'react-final-form': 'react-final-form',
};

const WORKSPACE_SINGLETONS = {
  '@iper/analytics': 'libs/analytics',
  '@iper/api': 'libs/api',
  '@iper/design-system': 'libs/design-system',
  '@iper/design-system/forms': 'libs/design-system',
  '@iper/i18n': 'libs/i18n',
  '@iper/routes': 'libs/routes',
};

/** The installed version of a package (some, like react-final-form, hide it behind exports). */
function installedVersion(name) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'))
    .version;
}

export function sharedModules() {
  const shared = {};
  for (const [name, pinnedBy] of Object.entries(SINGLETONS)) {
    shared[name] = {
      singleton: true,
      requiredVersion: versions[pinnedBy],
      version: installedVersion(pinnedBy),
    };
  }
  for (const [name, folder] of Object.entries(WORKSPACE_SINGLETONS)) {
    // A build needs what its version of the library offers: that version or a later compatible
    // one (semver: a minor adds to the public API, a major breaks it; .changeset/README.md).
    const version = workspaceVersion(folder);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
