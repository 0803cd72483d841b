import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RemotesManifest } from '@iper/contracts';
import type { RemoteName } from '@iper/routes';
import { cachedFileReader } from '../platform/file-cache';
import type { ShellDocument } from '../pages/document/shell-document';
import type { LocalBuild } from '../releases/local-builds';
import { readPageAssets, readRemoteManifest } from '../pages/document/remote-build-files';

/** One file the worker precaches: a hashed name needs no revision, any other carries one. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** What the worker is told (`self.__IPER_OFFLINE__`, read by shell/src/offline/worker). */
export interface OfflineWorkerConfig {
  /** Changes with anything below: the shell's files, a remote's version or files, the offline page. */
  version: string;
  /** The worker's code in the shell's build, which /sw.js imports. */
  runtime: string;
  /** The live remotes this worker was written for (a canary's visitor gets the canary's). */
  remotes: Array<{ name: string; version: string | null; entry: string }>;
  precache: PrecacheEntry[];
  offlinePage: string;
}

/**
 * The pages a customer needs with no signal (issue 33), by remote and page module (the keys of
 * the build's page-assets.json): their chunks are precached with the remote's container so they
 * open offline even when the online visit came through another page. Anything else a visit loads
 * is kept by the runtime caches as it is used.
 */
export const OFFLINE_PAGE_MODULES: Partial<Record<RemoteName, string[]>> = {
  loyalty: [
    'src/pages/advantage-card/advantage-card-page.tsx',
    'src/pages/coupons/coupons-page.tsx',
  ],
  account: ['src/pages/shopping-list/shopping-list-page.tsx'],
  content: ['src/pages/flyer/flyer-page.tsx'],
};

/** A file name with a content hash (as file-cache-control.ts): immutable, no revision needed. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const readContentHash = cachedFileReader((text) => sha(text));

export interface WorkerSources {
  shell: ShellDocument;
  /** The worker's code in the shell's build (`/sw-runtime.<hash>.js`). */
  runtime: string;
  manifest: RemotesManifest;
  /** Where a remote entry's build is on this server (undefined: another origin, or not here). */
  buildOf(remote: RemoteName, entry: string): LocalBuild | undefined;
  /** The site's own files the worker precaches (offline page, web manifest, icons) and their revisions. */
  siteFiles: PrecacheEntry[];
  offlinePage: string;
}

/** The files of one live remote to precache: its container, its routes' chunks, its offline pages'. */
async function remotePrecache(
  remote: RemotesManifest['remotes'][number],
  build: LocalBuild | undefined,
): Promise<PrecacheEntry[]> {
  // An entry on another origin (a CDN, an override) is the runtime caches' business.
  if (!remote.entry.startsWith('/') || remote.entry.startsWith('//')) return [];
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const container = `${base}remoteEntry.js`;
  if (!build) return [{ url: container, revision: remote.version ?? null }];
  const files = new Set<string>();
  const federation = await readRemoteManifest(build);
  const routes = federation?.exposes?.find((expose) => expose.path === './routes');
  for (const file of [...(routes?.assets?.js?.sync ?? []), ...(routes?.assets?.css?.sync ?? [])])
    files.add(file);
  const pages = OFFLINE_PAGE_MODULES[remote.name as RemoteName] ?? [];
  if (pages.length > 0) {
    const assets = (await readPageAssets(build)) ?? {};
    for (const page of pages)
      for (const file of [...(assets[page]?.js ?? []), ...(assets[page]?.css ?? [])])
        files.add(file);
  }
  // The container's name is fixed: its revision is its content (a release's is its version too).
  const containerRevision =
    (await readContentHash(path.join(build.dir, 'remoteEntry.js'))) ?? remote.version ?? null;
  return [
    { url: container, revision: containerRevision },
    ...[...files].sort().map((file) => ({
      url: base + file,
      revision: HASHED_FILE.test(file) ? null : (remote.version ?? null),
    })),
  ];
}

/** The worker's configuration for the live versions this visitor gets. */
export async function offlineWorkerConfig(sources: WorkerSources): Promise<OfflineWorkerConfig> {
  const shellFiles = [
    ...sources.shell.entry,
    ...sources.shell.startup.js,
    ...sources.shell.startup.css,
  ];
  const precache: PrecacheEntry[] = [
    ...sources.siteFiles,
    ...shellFiles.map((url) => ({ url, revision: HASHED_FILE.test(url) ? null : sha(url) })),
  ];
  const remotes = [...sources.manifest.remotes].sort((a, b) => a.name.localeCompare(b.name));
  for (const remote of remotes)
    precache.push(
      ...(await remotePrecache(remote, sources.buildOf(remote.name as RemoteName, remote.entry))),
    );
  const unique = [...new Map(precache.map((entry) => [entry.url, entry])).values()];
  const described = {
    runtime: sources.runtime,
    remotes: remotes.map(({ name, version, entry }) => ({ name, version: version ?? null, entry })),
    precache: unique,
    offlinePage: sources.offlinePage,
  };
  return { version: sha(JSON.stringify(described)), ...described };
}

/**
 * The text of /sw.js: the configuration, then the worker's code from the shell's build. Its bytes
 * change whenever the shell or a live remote changes, which is what makes the browser install the
 * new worker (and what a rollback changes back).
 */
export function workerScript(config: OfflineWorkerConfig): string {
  const { runtime, ...rest } = config;
  return [
    '/* Iper: the service worker of the versions live now (server/src/offline, docs/offline.md). */',
    `self.__IPER_OFFLINE__ = ${JSON.stringify(rest)};`,
    `importScripts(${JSON.stringify(runtime)});`,
    '',
  ].join('\n');
}
