// Releases of a remote for the topology suite, as a team makes them (`npm run remote`, issue 19):
// the remote's release build (Nx's `release` target, with the federated types the gate asks for;
// cached by Nx after the first time) published as one version and deployed, then a copy that
// says it is another version published and given to a share of visitors as a canary.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** `npm run remote -- <args>` against `site`; resolves with its output. */
export async function remoteCli(site, token, args) {
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'tools/remote.mjs'), ...args, '--url', site, '--actor', 'topology'],
    { cwd: root, env: { ...process.env, PLATFORM_ADMIN_TOKEN: token }, timeout: 120_000 },
  );
  return stdout;
}

/** The remote's release build, in remotes/<folder>/release and release-server. */
async function buildRelease(folder) {
  await run(
    process.execPath,
    [path.join(root, 'node_modules/.bin/nx'), 'run', `@iper/${folder}:release`],
    {
      cwd: root,
      env: { ...process.env, IPER_BUILD_ID: `topology-${folder}` },
      timeout: 300_000,
    },
  );
  return path.join(root, 'remotes', folder, 'release');
}

/**
 * A copy of a release build (browser and server builds) under `work`, its manifest saying it is
 * `version`; the folder to publish with `--dist`.
 */
function releaseCopy(built, folder, version, work) {
  const copy = path.join(work, `${folder}-${version}`);
  cpSync(built, copy, { recursive: true });
  cpSync(`${built}-server`, `${copy}-server`, { recursive: true });
  const manifestFile = path.join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.release.version = version;
  if (manifest.metaData.buildInfo) manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return copy;
}

/** `live` deployed, then `canary` to `percent` % of the visitors (the browser smoke test skipped). */
export async function deployWithCanary(site, token, { folder, live, canary, percent, work }) {
  const built = await buildRelease(folder);
  for (const version of [live, canary])
    await remoteCli(site, token, [
      'publish',
      folder,
      '--dist',
      releaseCopy(built, folder, version, work),
    ]);
  await remoteCli(site, token, ['deploy', folder, live, '--skip-browser-smoke']);
  return remoteCli(site, token, [
    'canary',
    folder,
    canary,
    String(percent),
    '--skip-browser-smoke',
  ]);
}
