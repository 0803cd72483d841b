import type { Hint } from './hints';

/** The parts of a remote's mf-manifest.json the page needs. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** What the page's remote is loaded from, fetched in parallel with the shell instead of after it. */
export interface RemoteFiles {
  /** Its container and the chunks of its `./routes`. */
  hints: Hint[];
  /** The stylesheets of its `./routes`, in the order the browser build applies them. */
  stylesheets: string[];
}

/**
 * The files of a page's remote, from its entry's address (its mf-manifest.json) and, when the
 * build is on this server, that manifest. The browser loads the container beside the manifest,
 * not the manifest (shell/src/federation/remotes.ts: `containerEntry`): without the manifest, the
 * container is all that is known.
 */
export function remoteFiles(
  entryUrl: string,
  manifest: FederationManifest | undefined,
): RemoteFiles {
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const entry = manifest?.metaData?.remoteEntry;
  const container = entry?.name
    ? base + (entry.path ? `${entry.path.replace(/\/$/, '')}/` : '') + entry.name
    : entryUrl.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
  const hints: Hint[] = [{ href: container, as: 'script' }];
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  for (const file of routes?.assets?.js?.sync ?? [])
    hints.push({ href: base + file, as: 'script' });
  return { hints, stylesheets: (routes?.assets?.css?.sync ?? []).map((file) => base + file) };
}
