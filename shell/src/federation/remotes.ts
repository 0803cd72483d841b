import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@iper/contracts';
import type { RemoteName } from '@iper/routes';
import type { RouteObject } from 'react-router';

/** Thrown when a remote cannot be reached; route error boundaries render the remote's panel. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const INLINE_MANIFEST_ID = 'iper-remotes-manifest';

/** The server inlines the manifest into every page to save a round trip; fetch it otherwise. */
async function readRemotesManifest(): Promise<RemotesManifest> {
  const inline = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (inline) return JSON.parse(inline) as RemotesManifest;
  const response = await fetch('/api/platform/remotes', {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`remotes manifest: HTTP ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

/** The remotes this browser loads from elsewhere for its session (server: remote-overrides.ts). */
let overridden: ReadonlyArray<{ name: string; entry: string }> = [];
/** The release each remote runs in this browser, when it runs one (its errors are reported with it). */
let versions = new Map<string, string>();

export function overriddenRemotes(): ReadonlyArray<{ name: string; entry: string }> {
  return overridden;
}

/** The release version a remote runs in this browser; undefined when it is not a release. */
export function remoteVersion(remote: string): string | undefined {
  return versions.get(remote);
}

/**
 * The container script of a remote whose entry is its `mf-manifest.json` (the manifest names
 * `remoteEntry.js` beside it). Loading containers directly spares the page the manifest's round
 * trip and the runtime its snapshot handler (the browser build sets `disableSnapshot`).
 */
export function containerEntry(entry: string): string {
  return entry.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

export async function registerSiteRemotes(): Promise<void> {
  try {
    const manifest = await readRemotesManifest();
    overridden = manifest.remotes.filter((remote) => remote.override);
    versions = new Map(
      manifest.remotes.flatMap(({ name, version }) => (version ? [[name, version] as const] : [])),
    );
    registerRemotes(
      manifest.remotes.map(({ name, entry }) => ({ name, entry: containerEntry(entry) })),
    );
  } catch (error) {
    // The site still starts: every remote's area will show its error panel with a retry.
    console.error('[federation] remotes manifest unavailable', error);
  }
}

export interface RemoteRoutesModule {
  routes: RouteObject[];
}

export async function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  try {
    const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
    if (!module || !Array.isArray(module.routes)) throw new Error('no routes exported');
    return module.routes;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
