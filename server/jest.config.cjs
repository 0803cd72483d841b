const preset = require('../tools/jest/preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...preset,
  // PGlite starts in ~1-3 s per test file; integration tests get time for that.
  testTimeout: 30_000,
  // A test file is one JavaScript thread with its embedded database inside it: two files at a time
  // keep both cores of a 2-core machine (this one, CI's) busy. Every file has databases, ports and
  // temporary folders of its own (testing/test-server.ts), so files never meet.
  maxWorkers: 2,
  // The migrated, seeded embedded database the test servers start from (testing/database-template.ts).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  // better-auth (identity) and its ESM-only dependencies are transpiled the same way, .mjs included.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: [
    '/node_modules/(?!(@sindresorhus/is|better-auth|@better-auth|better-call|jose|@noble|nanostores|rou3|@better-fetch|set-cookie-parser|defu|oauth2-mock-server|is-plain-obj)/)',
  ],
};
