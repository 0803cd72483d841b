import type { RemotesManifest } from '@iper/contracts';
import { REMOTES, defaultRemoteEntry } from '@iper/routes';
import type { ServerConfig } from '../config';

/**
 * The remotes manifest of this environment: each remote at its default entry unless
 * REMOTE_<NAME>_ENTRY points it elsewhere (a CDN, a canary, a rollback).
 */
export function remotesManifest(config: Pick<ServerConfig, 'remoteEntryOverrides'>): RemotesManifest {
  return {
    remotes: REMOTES.map((name) => ({
      name,
      entry: config.remoteEntryOverrides[name] ?? defaultRemoteEntry(name),
    })),
  };
}
