#!/usr/bin/env node
// The commit a build's sources come from: the last commit that changed anything the build reads
// (the app's folder, the workspace libs, the shared build tools, the root TypeScript settings and
// the lock: nx.json's inputs of a build), and whether the checkout differs from it there. Not HEAD: a commit that changed
// another app leaves this app's build, and Nx's cached copy of it (the output is the same), as it
// was. Written into each build's mf-manifest.json (release-metadata-plugin.mjs) and, as a command,
// one of its Nx inputs (nx.json), so a cached build names the same commit a fresh one would.
//
//   node tools/rspack/source-commit.mjs <app folder>   prints {"commit":"…","dirty":false}
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a build of the app in `dir` reads from the workspace (nx.json's `sharedGlobals` too). */
function sourcePaths(dir) {
  return [
    path.relative(ROOT, path.resolve(ROOT, dir)),
    'libs',
    'tools/rspack',
    'tools/types',
    'tsconfig.base.json',
    'package-lock.json',
  ];
}

function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/**
 * @param {string} dir the app's folder (absolute, or from the workspace root)
 * @returns {{ commit: string, dirty: boolean }} GIT_COMMIT when set (a build outside a checkout)
 */
export function sourceCommit(dir) {
  if (process.env.GIT_COMMIT) return { commit: process.env.GIT_COMMIT, dirty: false };
  const paths = sourcePaths(dir);
  const commit = git(['log', '-1', '--format=%H', '--', ...paths])?.trim();
  if (!commit) return { commit: 'unknown', dirty: false };
  const changed = git(['status', '--porcelain', '--untracked-files=normal', '--', ...paths]);
  return { commit, dirty: Boolean(changed?.trim()) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node tools/rspack/source-commit.mjs <app folder>');
    process.exit(2);
  }
  process.stdout.write(`${JSON.stringify(sourceCommit(dir))}\n`);
}
