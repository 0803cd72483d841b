import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What /api/health names: the server package's version and the commit it runs. */
export interface BuildInfo {
  version: string;
  commit: string;
}

const UNKNOWN = 'unknown';

/** The server's package.json, found upwards from this module (src/platform or dist). */
function serverPackageVersion(from: string): string | undefined {
  let dir = from;
  for (let depth = 0; depth < 5; depth += 1) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === '@iper/server') return pkg.version;
    } catch {
      // no package.json here: look further up
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

/** GIT_COMMIT (set by the build or the deployment), else git's own answer, else 'unknown'. */
function commitOf(env: { GIT_COMMIT?: string | undefined }, cwd: string): string {
  const given = env.GIT_COMMIT?.trim();
  if (given && /^[0-9a-f]{7,40}$/i.test(given)) return given.toLowerCase();
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
    return /^[0-9a-f]{40}$/.test(head) ? head : UNKNOWN;
  } catch {
    return UNKNOWN; // no git, not a checkout: never a reason not to start
  }
}

/** Reads the version and the commit; never throws. */
export function readBuildInfo(env: { GIT_COMMIT?: string | undefined }): BuildInfo {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return { version: serverPackageVersion(here) ?? UNKNOWN, commit: commitOf(env, here) };
}

let cached: BuildInfo | undefined;

/** This process's: read once, at the first call (start-up), with GIT_COMMIT from `app.config`. */
export function buildInfo(gitCommit?: string): BuildInfo {
  cached ??= readBuildInfo({ GIT_COMMIT: gitCommit });
  return cached;
}
