// Shared jest setup: every project transpiles TypeScript with SWC and runs browser code in a
// jsdom that also has the Web platform globals react-router needs.
const path = require('node:path');

const ESM_ONLY_PACKAGES = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  // MSW's own ESM-only dependencies.
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
];

const SWC_TRANSFORM = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = function preset(projectDir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: projectDir,
    displayName: path.basename(projectDir),
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jsdom-with-web-globals.cjs') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': SWC_TRANSFORM,
      // Some of the ESM-only packages below ship .mjs files only.
      '^.+\\.mjs$': SWC_TRANSFORM,
    },
    resolver: path.join(__dirname, 'resolver.cjs'),
    // ESM-only packages that must be transpiled for jest's CommonJS runtime.
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '\\.(svg|png|jpe?g|webp|avif|woff2|webm|vtt)$': path.join(__dirname, 'asset-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
    globals: { __IPER_BUILD_ID__: 'test' },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // Form journeys type character by character; on a loaded 2-core CI machine 5 s is too tight.
    testTimeout: 20_000,
    // The failing tests' errors again at the end of each project's output: CI keeps only the tail
    // of a long log, and Nx prints a failed project's whole output before its summary.
    reporters: [['default', { summaryThreshold: 0 }]],
  };
};
