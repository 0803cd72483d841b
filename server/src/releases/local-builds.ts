import path from 'node:path';
import { REMOTES, defaultRemoteEntry, remoteFolder, type RemoteName } from '@iper/routes';
import type { ServerConfig } from '../config';
import { releaseBrowserDir, releaseServerDir, type ReleaseStore } from './release-store';
import { parseReleaseEntry } from './release-addresses';

/**
 * Where the Node build of the browser build in `browserDir` is: its sibling `<browserDir>-server`
 * (an app's dist/ and dist-server/; `<name>` and `<name>-server` in a flat deploy folder), outside
 * every folder the site serves (tools/rspack/federated-server-app.mjs writes it there).
 */
export function serverBuildDir(browserDir: string): string {
  return `${browserDir.replace(/[\\/]+$/, '')}-server`;
}

/** A remote's dist folder on this server (the workspace's remotes/<folder>/dist, or flat). */
export function remoteDistDir(
  config: Pick<ServerConfig, 'remotesDir' | 'remotesLayout'>,
  folder: string,
): string {
  return config.remotesLayout === 'flat'
    ? path.join(config.remotesDir, folder)
    : path.join(config.remotesDir, folder, 'dist');
}

/** A build this server serves: where its files are, and its browser address. */
export interface LocalBuild {
  remote: RemoteName;
  folder: string;
  /** The folder of its browser build, holding its mf-manifest.json: what the site serves. */
  dir: string;
  /** The folder of its server build (what the render worker loads), never served. */
  serverDir: string;
  /** Its browser address: the manifest's folder, `/remotes/<folder>/` or `/releases/<folder>/<version>/`. */
  publicBase: string;
}

/**
 * Where an entry's build is on this machine: the remote's own dist (`/remotes/<folder>/…`) or a
 * release in the store (`/releases/<folder>/<version>/…`); undefined for an entry elsewhere.
 */
export function localBuildOf(
  config: Pick<ServerConfig, 'remotesDir' | 'remotesLayout'>,
  store: ReleaseStore,
  remote: RemoteName,
  entry: string,
): LocalBuild | undefined {
  const folder = remoteFolder(remote);
  if (entry === defaultRemoteEntry(remote)) {
    const dir = remoteDistDir(config, folder);
    return {
      remote,
      folder,
      dir,
      serverDir: serverBuildDir(dir),
      publicBase: `/remotes/${folder}/`,
    };
  }
  const release = parseReleaseEntry(entry);
  if (release?.folder === folder)
    return {
      remote,
      folder,
      dir: releaseBrowserDir(store, folder, release.version),
      serverDir: releaseServerDir(store, folder, release.version),
      publicBase: `/releases/${folder}/${release.version}/`,
    };
  return undefined;
}

/** The remote a federation name or a folder name (`store_locator`, `store-locator`) means. */
export function remoteNamed(name: string): RemoteName | undefined {
  return REMOTES.find((remote) => remote === name || remoteFolder(remote) === name);
}
