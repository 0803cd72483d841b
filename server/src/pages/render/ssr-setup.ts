import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from '@iper/contracts';
import { remoteFolder, type RemoteName } from '@iper/routes';
import type { LocalRemoteServerBuild } from '@iper/contracts';

/**
 * The remotes the server can render: those whose build is on this server (/remotes/<folder>/, or
 * a release in the release store) with their server build on disk (beside the browser build,
 * never inside it: releases/local-builds.ts). A remote on another origin (a
 * CDN entry) is rendered in the browser.
 */
export function localServerBuilds(
  manifest: RemotesManifest,
  buildOf: (remote: string, entry: string) => { serverDir: string; publicBase: string } | undefined,
): LocalRemoteServerBuild[] {
  return manifest.remotes.flatMap(({ name, entry }) => {
    const build = buildOf(name, entry);
    if (!build) return [];
    const folder = remoteFolder(name as RemoteName);
    const { serverDir } = build;
    return existsSync(path.join(serverDir, 'remoteEntry.js'))
      ? [{ name, folder, publicBase: build.publicBase, serverDir }]
      : [];
  });
}

/**
 * The origin of the pages' URLs in a render. Not an address: `.invalid` never resolves (RFC 6761),
 * and a render's reads at this origin are answered by the server's thread (render-worker.ts).
 * The page does not depend on where the server listens.
 */
export const RENDER_ORIGIN = 'http://site.invalid';

/** The compiled worker, beside the server's bundle (server/build.mjs). */
export function renderWorkerFile(): URL {
  return new URL('./render-worker.js', import.meta.url);
}
