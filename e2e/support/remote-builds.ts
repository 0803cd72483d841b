import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteFolder, type RemoteName } from '@iper/routes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds a remote for production into `outputDir`, marked with `buildId` (pages that show it carry
 * `data-build-id`). `browserOnly` skips the Node build (a remote on another origin is rendered in
 * the browser only).
 */
export function buildRemote(
  remote: RemoteName,
  outputDir: string,
  buildId: string,
  { browserOnly = false }: { browserOnly?: boolean } = {},
): void {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '--mode',
      'production',
      ...(browserOnly ? ['--config-name', remote] : []),
    ],
    {
      cwd: path.join(ROOT, 'remotes', remoteFolder(remote)),
      env: { ...process.env, IPER_BUILD_ID: buildId, IPER_OUTPUT_DIR: outputDir },
      stdio: 'ignore',
    },
  );
}

/** How long a build lock may be held before it counts as left behind by a killed run. */
const STALE_LOCK_MS = 15 * 60_000;

/** Runs `work` holding a lock that other Playwright processes (the other shard) wait for. */
function whileLocked<T>(name: string, work: () => T): T {
  const lock = path.join(os.tmpdir(), `iper-e2e-${name}.lock`);
  const deadline = Date.now() + STALE_LOCK_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(lock, { throwIfNoEntry: false });
      // Released meanwhile: try again at once.
      if (!held) continue;
      if (Date.now() - held.mtimeMs > STALE_LOCK_MS || Date.now() > deadline)
        rmSync(lock, { recursive: true, force: true });
      else execFileSync('sleep', ['0.5']);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A remote's release build as `version`, marked with `buildId`, copied into `outputDir` (and its
 * server build into `<outputDir>-server`): Nx's target `release` (tools/rspack/release-build.mjs,
 * browser and server builds with the federated types the gate checks), what `npm run remote --
 * publish` uploads. Nx caches it by the remote's sources and these two variables, so the specs
 * that publish the same release share one build per run, and a later run none.
 */
export function buildRelease(
  remote: RemoteName,
  outputDir: string,
  { version, buildId }: { version: string; buildId: string },
): void {
  const folder = remoteFolder(remote);
  whileLocked(`release-${folder}`, () => {
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/.bin/nx'), 'run', `@iper/${folder}:release`],
      {
        cwd: ROOT,
        env: { ...process.env, IPER_RELEASE_VERSION: version, IPER_BUILD_ID: buildId },
        stdio: 'ignore',
      },
    );
    const built = path.join(ROOT, 'remotes', folder, 'release');
    cpSync(built, outputDir, { recursive: true });
    cpSync(`${built}-server`, `${outputDir}-server`, { recursive: true });
  });
}
