// Store locator benchmark (plain node, not a test): run `node tools/bench/store-locator.mjs`.
//  1. Time to filter (20 km radius), measure and order 10,000 synthetic stores with the browser's
//     own domain code (remotes/store-locator/src/domain/store-order.ts, bundled here by esbuild).
//     Goal: under 16 ms, one frame.
//  2. JavaScript of the /punti-vendita page, gzip bytes: the built server (server/dist) serves the
//     built shell and remotes on a loopback port, headless chromium opens the page, and every
//     script it loads is gzipped here (zlib level 6, as served). Needs `npm run build` first;
//     skipped with a note when the build or chromium is missing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';
import { importTypeScript } from '../import-typescript.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STORES = 10_000;
const RUNS = 60;

// --- 1. domain code ---------------------------------------------------------------------------
const domain = await importTypeScript(
  path.join(root, 'remotes/store-locator/src/domain/store-order.ts'),
);

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same stores. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(42);
const TOWNS = [
  'Arese',
  'Cantù',
  'Orio al Serio',
  'Verona',
  'Pesaro',
  'Torino',
  'Bologna',
  'Firenze',
  'Roma',
  'Bari',
  'Napoli',
  'Palermo',
];
const week = [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({ giorno, orario: '08:30-21:00' }));
const stores = Array.from({ length: STORES }, (_, index) => {
  const id = String(index + 1).padStart(5, '0');
  return {
    id,
    nome: `Iper ${TOWNS[index % TOWNS.length]} ${Math.floor(next() * 1000)}`,
    indirizzo: 'Via Roma 1',
    citta: 'Milano',
    provincia: 'MI',
    cap: '20100',
    // Spread over Italy's bounding box, denser in the north like the real network.
    position: { lat: 37 + Math.sqrt(next()) * 9.5, lng: 7 + next() * 11 },
    orari: week,
    telefono: '02 1234 5678',
    slug: `iper-${id}`,
    yext: `IPR${id}`,
    iperstation: [],
    tipo: 'hypermarket',
  };
});
const MILANO = { lat: 45.4642, lng: 9.19 };

function measure(label, run) {
  const first = performance.now();
  const firstResult = run();
  const cold = performance.now() - first;
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(
    `  ${label.padEnd(48)} first ${cold.toFixed(2).padStart(6)} ms · median ${median.toFixed(2).padStart(6)} ms · p95 ${p95.toFixed(2).padStart(6)} ms · ${firstResult.length} stores${median < 16 ? '' : '  (over the 16 ms goal)'}`,
  );
  return median;
}

console.log(
  `Store locator domain code, ${STORES.toLocaleString('en')} synthetic stores (goal: < 16 ms)`,
);
const options = { selectedStoreId: '00042', favouriteStoreId: '09001' };
const nearby = measure('filter 20 km + measure + order, from Milano', () =>
  domain.locateStores(stores, {
    ...options,
    origin: MILANO,
    radiusKm: domain.NEARBY_DISTANCE_KM ?? 20,
  }),
);
measure('measure + order all by distance, from Milano', () =>
  domain.locateStores(stores, { ...options, origin: MILANO, radiusKm: null }),
);
measure('order all by title (no position)', () => domain.locateStores(stores, options));

// --- 2. page JavaScript -----------------------------------------------------------------------
/** The built server on its own embedded database, whatever DATABASE_URL the shell has. */
function benchServerEnv(port) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'iper-bench-'));
  return env;
}

async function pageJavaScript() {
  const serverEntry = path.join(root, 'server/dist/main.js');
  const shellDocument = path.join(root, 'shell/dist/document.json');
  const remoteManifest = path.join(root, 'remotes/store-locator/dist/mf-manifest.json');
  for (const file of [serverEntry, shellDocument, remoteManifest]) {
    if (!existsSync(file))
      return console.log(
        `\n/punti-vendita JavaScript: skipped, ${path.relative(root, file)} is missing (run npm run build)`,
      );
  }
  let chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    return console.log('\n/punti-vendita JavaScript: skipped, @playwright/test is not installed');
  }
  const port = 3190 + Math.floor(Math.random() * 50);
  const server = spawn(process.execPath, [serverEntry], {
    env: benchServerEnv(port),
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 120) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
        })),
      );
    });
    await page.goto(`${base}/punti-vendita`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Punti vendita' }).waitFor();
    const files = await Promise.all(scripts);
    await browser.close();
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    const remote = files.filter((file) => file.url.startsWith('/remotes/store-locator/'));
    console.log(`\n/punti-vendita JavaScript (${files.length} files)`);
    console.log(
      `  whole page:             ${sum(files, 'gzip').toLocaleString('en')} B gzip (${sum(files, 'bytes').toLocaleString('en')} B raw)`,
    );
    console.log(
      `  store-locator remote:   ${sum(remote, 'gzip').toLocaleString('en')} B gzip in ${remote.length} files`,
    );
    for (const file of remote.sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${file.gzip.toString().padStart(7)} B  ${file.url}`);
  } finally {
    server.kill();
  }
}
await pageJavaScript();
process.exitCode = nearby < 16 ? 0 : 1;
