import path from 'node:path';
import { REMOTES, defaultRemoteEntry, remoteFolder, type RemoteName } from '@iper/routes';
import type { ServerConfig } from '../../config';
import type { ReleaseStore } from './release-store';
import { parseReleaseEntry } from './releases';

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
  /** The folder holding its mf-manifest.json (and its server build in server/). */
  dir: string;
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
  if (entry === defaultRemoteEntry(remote))
    return {
      remote,
      folder,
      dir: remoteDistDir(config, folder),
      publicBase: `/remotes/${folder}/`,
    };
  const release = parseReleaseEntry(entry);
  if (release?.folder === folder)
    return {
      remote,
      folder,
      dir: store.localDir(folder, release.version),
      publicBase: `/releases/${folder}/${release.version}/`,
    };
  return undefined;
}

/** The remote a federation name or a folder name (`store_locator`, `store-locator`) means. */
export function remoteNamed(name: string): RemoteName | undefined {
  return REMOTES.find((remote) => remote === name || remoteFolder(remote) === name);
}
