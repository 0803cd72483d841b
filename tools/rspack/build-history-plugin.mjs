// A build never deletes the files of earlier builds (output.clean is off): a page opened before a
// deploy still finds the chunks it asks for after it. Each build records what it wrote in
// `.build-history.json` beside its files, so that `npm run prune:builds` can later remove the files
// no recent build wrote (tools/prune-builds.mjs).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NAME = 'IperBuildHistoryPlugin';
export const HISTORY_FILE = '.build-history.json';
/** Builds remembered in the history: enough for any `--keep` worth asking. */
const REMEMBERED = 20;

function readHistory(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, HISTORY_FILE), 'utf8'));
  } catch {
    return [];
  }
}

export class BuildHistoryPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const dir = compiler.options.output.path;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => !name.startsWith('../'))
        .sort();
      const entry = {
        builtAt: new Date().toISOString(),
        buildId: process.env.IPER_BUILD_ID || compilation.hash,
        files,
      };
      const history = [...readHistory(dir), entry].slice(-REMEMBERED);
      writeFileSync(path.join(dir, HISTORY_FILE), `${JSON.stringify(history, null, 1)}\n`);
    });
  }
}

function listFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (!statSync(file).isDirectory()) return [path.relative(base, file)];
    // A folder with a history of its own is another build's: pruned on its own.
    return existsSync(path.join(file, HISTORY_FILE)) ? [] : listFiles(file, base);
  });
}

/**
 * Removes the files in `dir` that none of its last `keep` builds wrote (and, beside it in
 * `../sourcemaps/`, their source maps); then the same in each subfolder with a history of its own.
 * @returns {{ dir: string, removed: string[] }[]} what was removed, per folder
 */
export function pruneBuilds(dir, keep, { dryRun = false } = {}) {
  const history = readHistory(dir);
  if (history.length === 0) return [];
  const kept = new Set([HISTORY_FILE, ...history.slice(-keep).flatMap((build) => build.files)]);
  const removed = listFiles(dir).filter((file) => !kept.has(file.split(path.sep).join('/')));
  if (!dryRun) {
    for (const file of removed) {
      rmSync(path.join(dir, file));
      rmSync(path.join(dir, '..', 'sourcemaps', `${file}.map`), { force: true });
    }
  }
  const nested = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((sub) => statSync(sub).isDirectory() && existsSync(path.join(sub, HISTORY_FILE)));
  return [{ dir, removed }, ...nested.flatMap((sub) => pruneBuilds(sub, keep, { dryRun }))];
}
