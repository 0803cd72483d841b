import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from '@iper/contracts';
import { remoteFolder, type RemoteName } from '@iper/routes';
import type { FastifyInstance } from 'fastify';
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

const origins = new WeakMap<FastifyInstance, string>();

/**
 * The server's own address on this machine, for the render worker's loaders and loaders. Asked
 * for every page: kept once the server listens (the socket's address is a system call).
 */
export function ownOrigin(app: FastifyInstance): string {
  const known = origins.get(app);
  if (known) return known;
  const address = app.server.address();
  if (!address || typeof address === 'string') return `http://127.0.0.1:${app.config.port}`;
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.address.includes(':')
      ? `[${address.address}]`
      : address.address;
  const origin = `http://${host}:${address.port}`;
  origins.set(app, origin);
  return origin;
}

/** The compiled worker, beside the server's bundle (server/build.mjs). */
export function renderWorkerFile(): URL {
  return new URL('./render-worker.js', import.meta.url);
}
