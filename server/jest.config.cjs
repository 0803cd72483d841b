const path = require('node:path');
const preset = require('../tools/jest/preset.cjs')(__dirname, { environment: 'node' });

// kysely-pglite ships ESM only and its index also loads a code generator we do not use: tests
// load its dialect module directly, transpiled like the rest of its ESM-only dependencies.
const kyselyPglite = path.join(__dirname, '../node_modules/kysely-pglite');

module.exports = {
  ...preset,
  // PGlite starts in ~1-3 s per test file; integration tests get time for that.
  testTimeout: 30_000,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^kysely-pglite$': path.join(kyselyPglite, 'dist/kysely-pglite.js'),
    '^#utils/(.*)$': path.join(kyselyPglite, 'dist/utils/$1'),
  },
  // better-auth (identity) and its ESM-only dependencies are transpiled the same way, .mjs included.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: [
    '/node_modules/(?!(kysely-pglite|@sindresorhus/is|better-auth|@better-auth|better-call|jose|@noble|nanostores|rou3|@better-fetch|set-cookie-parser|defu|oauth2-mock-server|is-plain-obj)/)',
  ],
};
