// npm run prune:builds -- [--keep=3] [--dry-run] [folder...]
// Builds keep the files of earlier builds (a page opened before a deploy still loads its chunks);
// this removes, in each app's dist/ and dist-server/ (or the given folders, e.g. a CDN deploy
// folder), the files none of the last `keep` builds wrote (tools/rspack/build-history-plugin.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pruneBuilds } from './rspack/build-history-plugin.mjs';
import { serverOutputDir } from './rspack/server-output-dir.mjs';
import { appFolders } from '../libs/routes/src/remote-registry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const keep = Number(args.find((arg) => arg.startsWith('--keep='))?.slice('--keep='.length) ?? 3);
const dryRun = args.includes('--dry-run');
if (!Number.isInteger(keep) || keep < 1) {
  console.error('--keep=<n>: how many recent builds keep their files (at least 1)');
  process.exit(2);
}
const folders = args.filter((arg) => !arg.startsWith('--'));
const targets = folders.length
  ? folders.map((folder) => path.resolve(folder))
  : appFolders().flatMap((folder) => {
      const browser = path.join(root, folder, 'dist');
      return [browser, serverOutputDir(browser)];
    });

for (const target of targets) {
  const pruned = pruneBuilds(target, keep, { dryRun });
  if (pruned.length === 0) console.log(`${target}: no build history, nothing removed`);
  for (const { dir, removed } of pruned) {
    console.log(
      `${path.relative(root, dir) || dir}: ${removed.length} file(s) ${dryRun ? 'would be ' : ''}removed`,
    );
  }
}
