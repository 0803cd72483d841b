import path from 'node:path';
import { z } from 'zod';
import { workspaceRoot } from './paths';
import { emptyAsUnset, variable, type VariablePattern } from './variables';

/** The site the server serves: the built shell and remotes, server rendering, releases. */
export const siteVariables = {
  SHELL_DIST: variable(
    z.string().default(path.join(workspaceRoot, 'shell/dist')),
    'where the built shell lives (document.json and its assets)',
    '`shell/dist`',
  ),
  REMOTES_DIR: variable(
    z.string().default(path.join(workspaceRoot, 'remotes')),
    'the folder holding one folder per remote (`store-locator/`, …) with its built files',
    '`remotes/`',
  ),
  REMOTES_LAYOUT: variable(
    z.enum(['workspace', 'flat']).default('workspace'),
    '`workspace`: `REMOTES_DIR/<name>/dist/` holds the files; `flat`: `REMOTES_DIR/<name>/` does',
    '`workspace`',
  ),
  SSR: variable(
    z.enum(['on', 'off']).default('on'),
    'public pages rendered on the server and hydrated (docs/architecture.md "How a page reaches the screen"); `off` renders every page in the browser',
    '`on`',
  ),
  SSR_TIMEOUT_MS: variable(
    z.coerce.number().int().min(50).max(30_000).default(3000),
    'a server render slower than this gives the client-rendered page instead',
    '`3000`',
  ),
  SSR_THREADS: variable(
    z.coerce.number().int().min(1).max(8).optional(),
    "render workers (processes under Node's permission model) a set of the site's versions may grow to while renders arrive faster than one worker answers (pages/render/render-pool.ts); each holds its own copy of the server code",
    "the machine's cores, at most 2",
  ),
  SSR_CACHE_MB: variable(
    z.coerce.number().min(0).max(4096).default(64),
    'memory of the cache of server-rendered pages for visitors without a session (pages/page-cache.ts), in MiB; `0` turns it off',
    '`64`',
  ),
  SSR_CACHE_TTL_SECONDS: variable(
    z.coerce.number().int().min(0).max(86_400).default(60),
    'how long a cached page is served before it is rendered again (a store change or CMS publish empties the cache at once)',
    '`60`',
  ),
  PLATFORM_ADMIN_TOKEN: variable(
    emptyAsUnset(z.string().min(24, 'PLATFORM_ADMIN_TOKEN: at least 24 characters').optional()),
    "bearer token of the admin API that switches a remote's entry for everyone at run time (`PUT`/`DELETE /api/platform/remotes/<remote>`, docs/remote-team.md); unset: no admin API",
  ),
  REMOTES_REFRESH_MS: variable(
    z.coerce.number().int().min(0).max(600_000).default(2000),
    'how often an instance reads the remote entries switched through another instance',
    '`2000`',
  ),
  REMOTE_OVERRIDE_ORIGINS: variable(
    z.string().optional(),
    'origins a browser may load a remote from for its own session (docs/qa.md, "Pin a remote for a session"), comma-separated; `http://localhost:*` allows every port',
    'this machine (`http://localhost:*`, `http://127.0.0.1:*`); none in production (`NODE_ENV=production` or an https `PUBLIC_URL`)',
  ),
  RELEASES_DIR: variable(
    z.string().min(1).optional(),
    "the release store: immutable releases of the remotes (browser + server builds) that `npm run remote` publishes, deploys and canaries (docs/delivery.md); with `RELEASES_S3_BUCKET`, each instance's copies of the releases it serves",
    '`releases/` beside `DATA_DIR` (`data/releases` for an in-memory database)',
  ),
  RELEASES_S3_BUCKET: variable(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'RELEASES_S3_BUCKET: an S3 bucket name')
      .optional(),
    'the release store in an S3-compatible bucket every instance shares (releases/s3-release-store.ts; credentials the AWS SDK\'s way, docs/delivery.md "The release store"); the other `RELEASES_S3_*` settings need it',
  ),
  RELEASES_S3_ENDPOINT: variable(
    z.string().url('RELEASES_S3_ENDPOINT: an address, e.g. https://s3.example').optional(),
    "an S3-compatible endpoint for the release store; unset: AWS's own",
  ),
  RELEASES_S3_REGION: variable(
    z.string().min(1).default('eu-south-1'),
    "the release bucket's region",
    '`eu-south-1`',
  ),
  RELEASES_S3_FORCE_PATH_STYLE: variable(
    z.enum(['true', 'false']).default('false'),
    'path-style addresses for the release bucket',
    '`false`',
  ),
  RELEASES_S3_PREFIX: variable(
    z
      .string()
      .regex(
        /^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*$/,
        'RELEASES_S3_PREFIX: folders ending in /, e.g. iper/prod/',
      )
      .default(''),
    "every release key starts with this; dot-free folders, as the prefix names the instance's local cache folder too",
    'empty',
  ),
};

export const sitePatterns: VariablePattern[] = [
  {
    pattern: 'REMOTE_<NAME>_ENTRY',
    description:
      'where the shell loads a remote from, e.g. `REMOTE_STORE_LOCATOR_ENTRY=https://cdn.example/store-locator/42/mf-manifest.json` (its origin joins the CSP); a switch at run time takes precedence',
    default: '`/remotes/<name>/mf-manifest.json`',
  },
];

/** REMOTE_<NAME>_ENTRY values by federation name (store_locator), the set ones only. */
export function configuredRemoteEntries(env: NodeJS.ProcessEnv): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_([A-Z_]+)_ENTRY$/.exec(key);
    if (match?.[1] && value) entries[match[1].toLowerCase()] = value;
  }
  return entries;
}

/**
 * RELEASES_DIR, else `releases/` beside the database's directory (DATA_DIR), else (an in-memory
 * database) data/releases under the working directory.
 */
export function releasesDir(configured: string | undefined, dataDir: string): string {
  if (configured) return path.resolve(configured);
  if (dataDir.startsWith('memory://')) return path.resolve('data/releases');
  return path.join(path.dirname(path.resolve(dataDir)), 'releases');
}

/** Where a developer's remote runs: this machine, any port. */
const LOCAL_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

export function remoteOverrideOrigins(
  configured: string | undefined,
  production: boolean,
): string[] {
  if (configured === undefined) return production ? [] : [...LOCAL_OVERRIDE_ORIGINS];
  return configured
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
