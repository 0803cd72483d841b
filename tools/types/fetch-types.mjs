#!/usr/bin/env node
// Types of the remotes' exposed modules, fetched from a running site (what it serves now) or from
// its release store (a given version), into a folder TypeScript reads: `<out>/<remote>/…`, the
// layout Module Federation's dts plugin zips (`<out>/loyalty/routes.d.ts` for `loyalty/routes`).
// The apps build with types generation only (tools/rspack/federated-app.mjs); a team that develops
// a remote in its own repository consumes the others' types with this (docs/remote-team.md):
//
//   node tools/types/fetch-types.mjs --url https://www.iper.it [--out @mf-types] [loyalty store_locator@1.4.0 …]
//
// With no remote named, every remote the site serves. `<remote>@<version>` takes that release from
// the release store (`/releases/<folder>/<version>/`) instead of the live one. The tsconfig then
// maps each remote's modules onto the folder: "paths": { "loyalty/*": ["./@mf-types/loyalty/*"] }.
// Plain Node (no package of the workspace), so it can be copied into another repository as it is.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inflateRawSync } from 'node:zlib';

/** The files of a zip archive (stored or deflated entries, as the dts plugin writes them). */
export function unzip(zip) {
  let end = -1;
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 65_557); offset -= 1)
    if (zip.readUInt32LE(offset) === 0x06054b50) {
      end = offset;
      break;
    }
  if (end < 0) throw new Error('not a zip archive');
  const files = new Map();
  let offset = zip.readUInt32LE(end + 16);
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    if (name.endsWith('/') || name.startsWith('/') || name.split('/').includes('..')) continue;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(body) : body);
  }
  return files;
}

async function get(url, as = 'json') {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return as === 'json' ? response.json() : Buffer.from(await response.arrayBuffer());
}

/** A remote's folder in the release store's addresses: its federation name with dashes. */
const folderOf = (remote) => remote.replace(/_/g, '-');

/**
 * Fetches the types of `remotes` (`name` or `name@version`; none: every live remote) from the site
 * at `url` into `out/<name>/`. Resolves with what it wrote, per remote.
 */
export async function fetchTypes({ url, out, remotes = [] }) {
  const live = (await get(new URL('/api/platform/remotes/live', url))).remotes;
  const wanted = remotes.length ? remotes : live.map((remote) => remote.name);
  const written = [];
  for (const request of wanted) {
    const [name, version] = request.split('@');
    const entry = version
      ? `/releases/${folderOf(name)}/${version}/mf-manifest.json`
      : live.find((remote) => remote.name === name)?.entry;
    if (!entry) throw new Error(`The site serves no remote called ${name}.`);
    const base = new URL(entry.replace(/[^/]*$/, ''), url);
    const manifest = await get(new URL('mf-manifest.json', base));
    const types = manifest.metaData?.types;
    if (!types?.zip) {
      written.push({ remote: name, version: manifest.metaData?.release?.version, files: 0 });
      console.warn(`${name}: its build publishes no types (built before they were published).`);
      continue;
    }
    const zip = await get(new URL([types.path, types.zip].filter(Boolean).join('/'), base), 'zip');
    const folder = path.join(out, name);
    await rm(folder, { recursive: true, force: true });
    const files = unzip(zip);
    for (const [file, body] of files) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), body);
    }
    const release = manifest.metaData?.release?.version ?? '?';
    written.push({ remote: name, version: release, files: files.size });
    console.log(
      `${name} ${release}: ${files.size} files in ${path.relative(process.cwd(), folder) || folder}`,
    );
  }
  return written;
}

const isMain = import.meta.url === new URL(process.argv[1] ?? '', 'file://').href;
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string', default: process.env.IPER_URL ?? 'http://127.0.0.1:3000' },
      out: { type: 'string', default: '@mf-types' },
    },
  });
  fetchTypes({ url: values.url, out: path.resolve(values.out), remotes: positionals }).catch(
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
