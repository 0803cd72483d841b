#!/usr/bin/env node
// A remote's release build (its Nx target `release`, run from the remote's folder): the browser and
// server builds in release/ and release-server/, each holding this build's files only, with the
// federated types a release publishes (IPER_MF_TYPES, tools/rspack/federated-app.mjs). What
// `npm run remote -- publish <remote>` uploads; Nx caches it by the remote's sources and the
// variables that change the output (nx.json), so publishing what is already built costs nothing.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverOutputDir } from './server-output-dir.mjs';

/** Where a remote's release build goes, inside its folder. */
const RELEASE_FOLDER = 'release';

const rspack = fileURLToPath(
  new URL('../../node_modules/@rspack/cli/bin/rspack.js', import.meta.url),
);
const output = path.resolve(RELEASE_FOLDER);
for (const dir of [output, serverOutputDir(output)]) rmSync(dir, { recursive: true, force: true });
const result = spawnSync(process.execPath, [rspack, 'build', '--mode', 'production'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', IPER_OUTPUT_DIR: output, IPER_MF_TYPES: 'on' },
});
process.exit(result.status ?? 1);
