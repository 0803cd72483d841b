import { inflateRawSync } from 'node:zlib';

/**
 * A release's published types: the declarations in its `@mf-types.zip` (Module Federation's dts
 * plugin, tools/rspack/federated-app.mjs), by path inside the archive (`routes.d.ts`,
 * `compiled-types/remotes/loyalty/src/routes.d.ts`…). Only `.d.ts` files are kept.
 */
export type Declarations = Map<string, string>;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
/** A zip of declarations is small; anything larger is not one (a few MB at most). */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

/**
 * The `.d.ts` files of a zip archive (stored or deflated entries, as the dts plugin writes them).
 * Throws on an archive it cannot read; an entry with an odd path (`..`, absolute) is left out.
 */
export function declarationsFromZip(zip: Buffer): Declarations {
  let end = -1;
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 65_557); offset -= 1)
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  if (end < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files: Declarations = new Map();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) throw new Error('broken zip directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    const safe =
      name.endsWith('.d.ts') &&
      !name.startsWith('/') &&
      !name.split('/').includes('..') &&
      size <= MAX_ENTRY_BYTES;
    if (!safe) continue;
    if (zip.readUInt32LE(local) !== LOCAL_FILE_HEADER) throw new Error('broken zip entry');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + compressedSize);
    const content =
      method === 0
        ? body
        : method === 8
          ? inflateRawSync(body, { maxOutputLength: MAX_ENTRY_BYTES })
          : undefined;
    if (content) files.set(name, content.toString('utf8'));
  }
  return files;
}

/** Where a build's mf-manifest.json says its types are (`metaData.types`, the dts plugin's). */
export interface TypesEntry {
  path: string;
  name: string;
  zip: string;
  api: string;
}

/** The archive's file, relative to the browser build, when the manifest names one. */
export function typesZipFile(types: TypesEntry | undefined): string | undefined {
  if (!types?.zip) return undefined;
  const file = [types.path, types.zip].filter(Boolean).join('/');
  return file.split('/').includes('..') ? undefined : file;
}
