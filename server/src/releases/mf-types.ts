import { strFromU8, unzipSync } from 'fflate';

/**
 * A release's published types: the declarations in its `@mf-types.zip` (Module Federation's dts
 * plugin, tools/rspack/federated-app.mjs), by path inside the archive (`routes.d.ts`,
 * `compiled-types/remotes/loyalty/src/routes.d.ts`…). Only `.d.ts` files are kept.
 */
export type Declarations = Map<string, string>;

/** A zip of declarations is small; anything larger is not one (a few MB at most). */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

/**
 * The `.d.ts` files of a zip archive (read with fflate). Throws on an archive it cannot read; an
 * entry with an odd path (`..`, absolute) or over the size limit is left out, never inflated.
 */
export function declarationsFromZip(zip: Buffer): Declarations {
  const entries = unzipSync(zip, {
    filter: ({ name, originalSize }) =>
      name.endsWith('.d.ts') &&
      !name.startsWith('/') &&
      !name.split('/').includes('..') &&
      originalSize <= MAX_ENTRY_BYTES,
  });
  return new Map(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
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
