// What the build wrote names no machine (issue 32, point 4): no file of any app's last build —
// the browser build in dist/, the server build in dist-server/, their source maps in sourcemaps/
// — holds the checkout's absolute path, as a path, a file URL or percent-encoded. And no browser
// build holds a server build: the site serves dist/ whole. Run after `npm run build`
// (`npm run test:build-output`); an app not built is a failure, not a pass.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appFolders } from '../libs/routes/src/remote-registry.js';
import { HISTORY_FILE } from './rspack/build-history-plugin.mjs';
import { serverOutputDir } from './rspack/server-output-dir.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The ways build output could spell the checkout's path. */
const SPELLINGS = [
  ROOT,
  pathToFileURL(ROOT).href,
  encodeURIComponent(ROOT),
  JSON.stringify(ROOT).slice(1, -1),
];

function listFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory()
      ? listFiles(file, base)
      : [path.relative(base, file).split(path.sep).join('/')];
  });
}

/**
 * The files the last build wrote in `dir` (its build history: a dist keeps earlier builds' files
 * until `npm run prune:builds`, and those are not this build's output), or every file.
 */
function lastBuildFiles(dir) {
  const historyFile = path.join(dir, HISTORY_FILE);
  if (!existsSync(historyFile)) return listFiles(dir);
  const files = JSON.parse(readFileSync(historyFile, 'utf8')).at(-1)?.files ?? [];
  return [HISTORY_FILE, ...files];
}

/** Every file of an app's last build, absolute: browser, server, and their source maps. */
function buildOutput(app) {
  const browser = path.join(ROOT, app, 'dist');
  const server = serverOutputDir(browser);
  const maps = path.join(ROOT, app, 'sourcemaps');
  assert.ok(existsSync(browser), `${app}/dist does not exist: run npm run build first`);
  assert.ok(existsSync(server), `${app}/dist-server does not exist: run npm run build first`);
  const browserFiles = lastBuildFiles(browser);
  return [
    ...browserFiles.map((file) => path.join(browser, file)),
    ...lastBuildFiles(server).map((file) => path.join(server, file)),
    ...browserFiles
      .map((file) => path.join(maps, `${file}.map`))
      .filter((file) => existsSync(file)),
  ];
}

for (const app of appFolders()) {
  test(`${app}: no file of its build names the build machine's folder`, () => {
    const named = buildOutput(app).filter((file) => {
      const bytes = readFileSync(file);
      return SPELLINGS.some((spelling) => bytes.includes(spelling));
    });
    assert.deepEqual(
      named.map((file) => path.relative(ROOT, file)),
      [],
      `these files hold ${ROOT}`,
    );
  });

  test(`${app}: its browser build (served whole) holds no server build`, () => {
    const browser = path.join(ROOT, app, 'dist');
    const serverFiles = lastBuildFiles(browser).filter((file) => file.endsWith('.cjs'));
    assert.deepEqual(serverFiles, [], `${app}/dist holds server code`);
    assert.ok(
      !existsSync(path.join(browser, 'server', HISTORY_FILE)),
      `${app}/dist/server/ is a server build inside the served folder`,
    );
  });
}
