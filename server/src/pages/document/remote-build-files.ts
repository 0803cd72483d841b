import path from 'node:path';
import { cachedFileReader } from '../../platform/file-cache';
import type { LocalBuild } from '../../releases/local-builds';
import type { FederationManifest } from './remote-files';

/**
 * The files each page module of a remote needs in the browser, by module (its browser build's
 * page-assets.json, written by tools/rspack/page-assets-plugin.mjs), and the shared modules it
 * takes from the share scope (by source file: the shell's copy's styles come with the page).
 */
export type PageAssets = Record<string, { css: string[]; js: string[]; shared?: string[] }>;

const readManifestFile = cachedFileReader((text) => JSON.parse(text) as FederationManifest);
const readPageAssetsFile = cachedFileReader((text) => JSON.parse(text) as PageAssets);

/** A remote build's mf-manifest.json on this server; undefined when it cannot be read. */
export function readRemoteManifest(build: LocalBuild): Promise<FederationManifest | undefined> {
  return readManifestFile(path.join(build.dir, 'mf-manifest.json'));
}

/** A remote build's page-assets.json on this server; undefined when it cannot be read. */
export function readPageAssets(build: LocalBuild): Promise<PageAssets | undefined> {
  return readPageAssetsFile(path.join(build.dir, 'page-assets.json'));
}
