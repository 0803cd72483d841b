import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export { CHROMIUM_LAUNCH_OPTIONS } from '../../tools/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * E2E_BASE_URL runs the journeys against a site that is already running (a staging environment,
 * a colleague's server) and starts none (docs/qa.md); without it, they run against a server of
 * their own on E2E_PORT, with fresh demo data.
 */
export const EXTERNAL_SITE = Boolean(process.env.E2E_BASE_URL);
export const E2E_BASE_URL = (process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`).replace(
  /\/+$/,
  '',
);

/** Environment of a server under test: its own fresh PGlite directory, demo data, quiet logs. */
export function e2eServerEnv(
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iper-e2e-db-'));
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The e2e server always runs on its embedded database, whatever the integration tests use.
    if (value !== undefined && key !== 'DATABASE_URL') env[key] = value;
  }
  return {
    ...env,
    // Playwright merges its own environment into the web server's: an empty DATABASE_URL keeps the
    // server on its fresh embedded database even when the integration tests' PostgreSQL is set.
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}
