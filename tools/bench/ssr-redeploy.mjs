#!/usr/bin/env node
// Redeploying a remote alone while the server runs (issue "Server-side rendering", done-when):
// the content remote's build is replaced 20 times, each time with a new version whose page text
// differs; after each, the seconds until the server's HTML shows the new version are measured,
// and the server's memory (RSS) is compared with where it started. No restart.
//
//   node tools/bench/ssr-redeploy.mjs [--redeploys=20]
//
// The remotes are copied to a temporary deploy folder (REMOTES_LAYOUT=flat); a "new version" is the
// same build with the magazine's "Ultimi articoli" heading renamed, written as a new deploy does:
// the files replaced, the container's date changed.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib.mjs';
import { REMOTE_REGISTRY } from '../../libs/routes/src/remote-registry.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTE_FOLDERS = REMOTE_REGISTRY.map((remote) => remote.folder);
const TEXT = 'Ultimi articoli';
const redeploys = Number(
  process.argv.find((arg) => arg.startsWith('--redeploys='))?.split('=')[1] ?? 20,
);

function rssOf(pid) {
  return readFile(`/proc/${pid}/status`, 'utf8').then(
    (status) => Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
  );
}

/** Writes version `n` of the content remote's server build: the heading says "... (vN)". */
async function deployVersion(serverDir, pristine, n) {
  for (const [file, source] of pristine) {
    await writeFile(
      path.join(serverDir, file),
      n === 0 ? source : source.replaceAll(TEXT, `${TEXT} (v${n})`),
    );
  }
}

const deployDir = await mkdtemp(path.join(os.tmpdir(), 'iper-redeploy-'));
for (const folder of REMOTE_FOLDERS) {
  await cp(path.join(ROOT, 'remotes', folder, 'dist'), path.join(deployDir, folder), {
    recursive: true,
  });
  // The server build beside the browser one (REMOTES_LAYOUT=flat: `<folder>-server`).
  await cp(
    path.join(ROOT, 'remotes', folder, 'dist-server'),
    path.join(deployDir, `${folder}-server`),
    {
      recursive: true,
    },
  );
}
const serverDir = path.join(deployDir, 'content-server');
const pristine = new Map();
for (const file of await readdir(serverDir))
  pristine.set(file, await readFile(path.join(serverDir, file), 'utf8'));

const server = await startServer({
  port: Number(process.env.PORT ?? 3196),
  env: { REMOTES_DIR: deployDir, REMOTES_LAYOUT: 'flat' },
});
const pid = server.pid;
try {
  const page = async () => (await fetch(`${server.url}/iper-mag`)).text();
  for (let warm = 0; warm < 5; warm += 1) await page();
  const startRss = await rssOf(pid);
  const delays = [];
  for (let n = 1; n <= redeploys; n += 1) {
    await deployVersion(serverDir, pristine, n);
    const deployedAt = performance.now();
    for (;;) {
      if ((await page()).includes(`${TEXT} (v${n})`)) break;
      if (performance.now() - deployedAt > 30_000)
        throw new Error(`version ${n} not served after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    delays.push((performance.now() - deployedAt) / 1000);
    for (let render = 0; render < 5; render += 1) await page();
  }
  // Retired workers end 10 s after their successor takes over.
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  for (let render = 0; render < 5; render += 1) await page();
  const endRss = await rssOf(pid);
  const sorted = [...delays].sort((a, b) => a - b);
  console.log(
    `redeploys: ${redeploys}, new version in the HTML after ${sorted[0].toFixed(2)}–${sorted.at(-1).toFixed(2)} s (median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s), no restart`,
  );
  console.log(
    `server memory (RSS): ${startRss.toFixed(0)} MiB before, ${endRss.toFixed(0)} MiB after (${(((endRss - startRss) / startRss) * 100).toFixed(1)} %)`,
  );
} finally {
  await server.stop();
  await rm(deployDir, { recursive: true, force: true });
}
