// What `npm test` needs besides npm packages, checked first so that a missing one stops it at once
// with the line that installs it, not minutes later in the middle of the e2e journeys or the
// topology suite. Debian packages:
//
//   chromium       /usr/bin/chromium (CHROMIUM_PATH overrides it): the e2e journeys, axe checks
//   postgresql     initdb and postgres (/usr/lib/postgresql/<version>/bin, PG_BIN_DIR overrides
//                  it): the topology suite's throw-away server; not needed when TOPOLOGY_PG_URL or
//                  DATABASE_URL names a running one
//   redis-server   redis-server (or valkey-server) on PATH or in /usr/sbin, /sbin (SBIN_PATH
//                  overrides those): the topology suite's Redis
//   haproxy        haproxy, the same way: the topology suite's balancer
//   prometheus     prometheus (2.42), the same way: the topology suite scrapes the instances with
//                  it (its own process and folder; the package's service is never used)
//
//   node tools/check-prerequisites.mjs   exit 0 silently, or one line and exit 1
import { fileURLToPath } from 'node:url';
import { findExecutable, isExecutable } from './testing/find-executable.mjs';
import { postgresBinDir } from './testing/throwaway-postgres.mjs';

/** Each prerequisite: the Debian package that brings it, what it is, and whether it is here. */
export const PREREQUISITES = [
  {
    package: 'chromium',
    what: (env) => `${env.CHROMIUM_PATH || '/usr/bin/chromium'}, the e2e journeys' browser`,
    present: (env) => isExecutable(env.CHROMIUM_PATH || '/usr/bin/chromium'),
  },
  {
    package: 'postgresql',
    what: () => "initdb and postgres, the topology suite's database",
    present: (env) =>
      Boolean(env.TOPOLOGY_PG_URL || env.DATABASE_URL || postgresBinDir(env) !== undefined),
  },
  {
    package: 'redis-server',
    what: () => "redis-server (or valkey-server), the topology suite's Redis",
    present: (env) => findExecutable(['redis-server', 'valkey-server'], env) !== undefined,
  },
  {
    package: 'haproxy',
    what: () => "haproxy, the topology suite's balancer",
    present: (env) => findExecutable('haproxy', env) !== undefined,
  },
  {
    package: 'prometheus',
    what: () => "prometheus, which scrapes the topology suite's instances",
    present: (env) => findExecutable('prometheus', env) !== undefined,
  },
];

/** The prerequisites missing in `env` (PATH, SBIN_PATH, CHROMIUM_PATH, PG_BIN_DIR, the database URLs). */
export function missingPrerequisites(env = process.env) {
  return PREREQUISITES.filter((prerequisite) => !prerequisite.present(env));
}

/** One line naming what is missing and the apt-get install that brings it; '' when nothing is. */
export function missingLine(missing, env = process.env, root = process.getuid?.() === 0) {
  if (missing.length === 0) return '';
  const names = missing.map((item) => `${item.package} (${item.what(env)})`).join(', ');
  const install = `${root ? '' : 'sudo '}apt-get install ${missing.map((item) => item.package).join(' ')}`;
  return `npm test needs the Debian package${missing.length > 1 ? 's' : ''} ${names}, not installed: run \`${install}\``;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const line = missingLine(missingPrerequisites());
  if (line) {
    console.error(line);
    process.exit(1);
  }
}
