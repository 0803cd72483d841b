// One ESLint config for the workspace. Besides the usual TypeScript and React hooks rules, it
// holds the architecture's boundaries: the shell never imports remote source, remotes never
// import the shell or each other (they share through libs/), libs never import apps.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REACT_ROUTER_BROWSER_API } from './tools/rspack/react-router-browser.mjs';

const REMOTES = ['store-locator', 'loyalty', 'account', 'content', 'careers'];

const remotePackages = REMOTES.map((name) => `@iper/${name}`);

/** Production builds share react-router's browser API only (tools/rspack/react-router-browser.mjs). */
const reactRouterBrowserApi = {
  name: 'react-router',
  allowImportNames: REACT_ROUTER_BROWSER_API,
  allowTypeImports: true,
  message:
    'Only the browser API listed in tools/rspack/react-router-browser.mjs is shared: add the name there first.',
};

function forbid(patterns, message) {
  return {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
);
