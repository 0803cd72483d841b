// One ESLint config for the workspace. Besides the usual TypeScript and React hooks rules, it
// holds the architecture's boundaries: the shell never imports remote source, remotes never
// import the shell or each other (they share through libs/), libs never import apps.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REACT_ROUTER_BROWSER_API } from './tools/rspack/react-router-browser.mjs';
import { REMOTE_REGISTRY } from './libs/routes/src/remote-registry.js';

/** The remotes' folders (remotes/<folder>, package @iper/<folder>), from the registry. */
const REMOTES = REMOTE_REGISTRY.map((remote) => remote.folder);

const remotePackages = REMOTES.map((name) => `@iper/${name}`);

/** The server's folders that are not domains: the layers every domain stands on, and its tools. */
const SERVER_INFRASTRUCTURE = [
  'platform',
  'storage',
  'remotes',
  'releases',
  'field-data',
  'pages',
  'offline',
  'test-data',
  'config',
  'db',
  'testing',
];

/** Production builds share react-router's browser API only (tools/rspack/react-router-browser.mjs). */
const reactRouterBrowserApi = {
  name: 'react-router',
  allowImportNames: REACT_ROUTER_BROWSER_API,
  allowTypeImports: true,
  message:
    'Only the browser API listed in tools/rspack/react-router-browser.mjs is shared: add the name there first.',
};

/** A remote's page folders (remotes/<name>/src/pages/<page>), read from the tree. */
function pageFolders(remote) {
  const dir = new URL(`./remotes/${remote}/src/pages/`, import.meta.url);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Tests and test helpers may reach anything: they build the app whole. */
const SERVER_TEST_FILES = [
  'server/src/**/*.test.ts',
  'server/src/testing/**',
  'server/src/**/testing.ts',
];

/** The server's domains (server/src/<domain>): each a Fastify module with its tables and seeds. */
const SERVER_DOMAINS = readdirSync(new URL('./server/src/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !SERVER_INFRASTRUCTURE.includes(name));

/** What a domain offers the others: its service, queries, tables, settings and a few named helpers. */
const DOMAIN_API =
  /\.(service|queries|tables|config)\.ts$|-dates\.ts$|^(signed-in-scope|mailer|csrf|password-hashing)\.ts$/;

/** A domain's public modules; to a seed, its seeds too (demo data names other demo data). */
function domainApi(domain, { seeds = false } = {}) {
  return readdirSync(new URL(`./server/src/${domain}/`, import.meta.url))
    .filter(
      (file) =>
        (DOMAIN_API.test(file) || (seeds && file.endsWith('.seed.ts'))) &&
        !file.endsWith('.test.ts'),
    )
    .map((file) => `./${file}`);
}

/** The import-x/no-restricted-paths zones of the server's layers and domains. */
function serverZones({ seeds = false } = {}) {
  const src = (folder) => `./server/src/${folder}`;
  const layer = (target, forbidden, message, except = {}) =>
    forbidden.map((from) => ({
      target: src(target),
      from: src(from),
      ...(except[from] ? { except: except[from] } : {}),
      message,
    }));
  const above = (folders) => [...SERVER_DOMAINS, 'test-data', ...folders];
  return [
    ...layer(
      'platform',
      above(['storage', 'remotes', 'releases', 'field-data', 'pages', 'offline']),
      'platform/ is what every module stands on: it imports no module above it.',
    ),
    ...layer(
      'storage',
      above(['remotes', 'releases', 'field-data', 'pages']),
      'storage/ stands on platform/ only.',
    ),
    ...layer(
      'remotes',
      above(['releases', 'field-data', 'pages']),
      "remotes/ stands on platform/ (and the session's CSRF check) only.",
      { identity: ['./csrf.ts'] },
    ),
    ...layer(
      'releases',
      above(['field-data', 'pages']),
      'releases/ stands on remotes/, storage/ and platform/ only.',
    ),
    // Field data (issue 35) judges canaries through the release control: above releases/.
    ...layer(
      'field-data',
      above(['pages']),
      'field-data/ stands on releases/, remotes/, storage/ and platform/ only.',
    ),
    ...layer(
      'pages',
      above(['field-data', 'offline']),
      'pages/ knows no domain: modules contribute through app.pageHead.',
    ),
    // The service worker (issue 33) is written for the document and the remote versions a page
    // names: above pages/ and releases/; of the domains it reads the session cookie's name only.
    ...layer(
      'offline',
      above([]),
      'offline/ stands on pages/, releases/, remotes/, storage/, platform/ and identity.config.ts only.',
      { identity: ['./identity.config.ts'] },
    ),
    ...SERVER_DOMAINS.flatMap((domain) => [
      ...SERVER_DOMAINS.filter((other) => other !== domain).map((other) => ({
        target: src(domain),
        from: src(other),
        except: domainApi(other, { seeds }),
        message: `A domain uses another through its service, queries, tables or settings only (${other}/*.service.ts...), never its internals or seeds.`,
      })),
      ...['remotes', 'releases', 'field-data', 'test-data'].map((from) => ({
        target: src(domain),
        from: src(from),
        message: 'A domain knows nothing of how the site delivers its remotes.',
      })),
      {
        target: src(domain),
        from: src('pages'),
        except: ['./document/page-head.ts', './document/hints.ts'],
        message: 'A domain adds to pages through app.pageHead (pages/document/page-head.ts) only.',
      },
    ]),
  ];
}

/** What `domain/` may not touch: it holds pure rules, so it runs the same in tests, server and browser. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'fetch',
  'navigator',
  'location',
  'XMLHttpRequest',
].map((name) => ({
  name,
  message:
    'domain/ holds pure functions: put what talks to the browser or the network in features/ or api/.',
}));

function forbid(patterns, message) {
  return {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      // A remote's release build (its Nx target `release`).
      'remotes/*/release/**',
      'remotes/*/release-server/**',
      '**/sourcemaps/**',
      '**/node_modules/**',
      '.nx/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [reactRouterBrowserApi] }],
    },
  },
  {
    // The shell's server build (tools/rspack/federated-server-app.mjs) renders with react-router's
    // server API, which Node requires whole: the browser-only list does not apply to it.
    files: ['shell/src/server/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tools/jest/setup-dom.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright fixtures take a `use` callback that is not React's `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbid(
      [...remotePackages, '**/remotes/**'],
      'The shell loads remotes through the Module Federation runtime only, never by import.',
    ),
  },
  ...REMOTES.map((name) => ({
    files: [`remotes/${name}/**/*.{ts,tsx}`],
    rules: forbid(
      [
        '@iper/shell',
        '**/shell/**',
        ...remotePackages.filter((pkg) => pkg !== `@iper/${name}`),
        ...REMOTES.filter((other) => other !== name).flatMap((other) => [
          `**/remotes/${other}/**`,
          `**/${other}/src`,
          `**/${other}/src/**`,
        ]),
      ],
      'A remote never imports the shell or another remote: share through libs/ instead.',
    ),
  })),
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: forbid(
      [
        '@iper/shell',
        ...remotePackages,
        '@iper/server',
        '**/shell/**',
        '**/remotes/**',
        '**/server/**',
      ],
      'Libraries are shared by everyone, so they import no app.',
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: forbid(
      ['@iper/shell', ...remotePackages, '@iper/design-system', '@iper/api', '@iper/remote-kit'],
      'The server shares contracts and routes with the apps, never their UI code.',
    ),
  },
  {
    // One configuration module (server/src/config, docs/configuration.md): it alone reads the
    // environment, once at start-up; everything else takes its settings from app.config.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/config/**',
      'server/src/**/*.test.ts',
      'server/src/testing/**',
      'server/src/**/testing.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Only server/src/config reads the environment: add the variable there (documented) and read app.config.',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Inside the server (docs/architecture.md, "The server's folders"): the infrastructure is in
  // layers (platform ← storage, remotes ← releases ← pages), domains use it and never reach into
  // another domain's internals or seeds, and no module imports itself back.
  {
    files: ['server/src/**/*.ts'],
    ignores: SERVER_TEST_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }],
    },
  },
  {
    files: ['server/src/*/*.seed.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones({ seeds: true }) }],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Inside a remote (docs/architecture.md, "The folders of a remote"): a page never imports another
  // page (share through features/), domain/ is pure, and no module imports itself back.
  {
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...REMOTES.map((name) => ({
    files: [`remotes/${name}/src/pages/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: pageFolders(name).map((page) => ({
            target: `./remotes/${name}/src/pages/${page}`,
            from: `./remotes/${name}/src/pages`,
            except: [`./${page}`],
            message: 'A page never imports another page: move what both need to features/.',
          })),
        },
      ],
    },
  })),
  {
    files: ['remotes/*/src/domain/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', ...BROWSER_GLOBALS] },
  },
  {
    // User-visible text goes through react-intl (Italian defaultMessage, English catalogue): a
    // literal word between JSX tags is an untranslated text. Symbols and punctuation may stay.
    files: ['remotes/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: false,
          ignoreProps: true,
          noAttributeStrings: false,
          // Separators, signs and brand names read the same in every language.
          allowedStrings: [
            '·',
            '(',
            ')',
            ',',
            ':',
            '−',
            '–',
            '—',
            '+',
            '×',
            '/',
            '|',
            '…',
            'WhatsApp',
            'Facebook',
            'X',
          ],
        },
      ],
    },
  },
);
