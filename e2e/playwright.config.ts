import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_LAUNCH_OPTIONS,
  E2E_BASE_URL,
  E2E_PORT,
  EXTERNAL_SITE,
  e2eServerEnv,
} from './support/environment';

/**
 * End-to-end journeys against the production build served by the real server, on Debian's
 * chromium (never a downloaded browser), with a fresh embedded database and demo data.
 */
export default defineConfig({
  testDir: './tests',
  // Every test stands alone (a describe whose tests share servers says so), so `--shard=i/n`
  // splits the suite by tests, not by files.
  fullyParallel: true,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A CI machine is shared (and E2E_SHARDS=2 halves it, tools/testing/e2e-shards.mjs): a minute
  // and a half there.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: 10_000 },
  // Prints the server's and each live remote's version and commit before the first test.
  globalSetup: './support/global-setup.ts',
  // An HTML report always (playwright-report/); in CI also a blob report per shard
  // (blob-report/report-<shard>.zip), which `npm run report:merge` joins into one HTML report.
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['blob']]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // The site's service worker (issue 33) would answer requests a journey routes or counts
    // itself; tests/offline.spec.ts allows it and tests it.
    serviceWorkers: 'block',
  },
  // With E2E_BASE_URL the site is already running: no server is started.
  webServer: EXTERNAL_SITE
    ? undefined
    : {
        command: 'node ../server/dist/main.js',
        url: `${E2E_BASE_URL}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        // The journeys read reset links from the development outbox and make fresh customers
        // through the test-data endpoint: both exist only behind these switches.
        env: e2eServerEnv(E2E_PORT, { DEV_OUTBOX: 'true', TEST_DATA: 'true' }),
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
