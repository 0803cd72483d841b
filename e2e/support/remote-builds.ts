import { execFileSync } from 'node:child_process';
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
