import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTES, remoteFolder } from '@iper/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileCacheControl } from '../platform/file-cache-control';
import { remoteDistDir } from '../releases/local-builds';
import { releaseBrowserDir } from '../releases/release-store';
import { parseReleaseAddress, releaseFileOf } from '../releases/release-addresses';

/** The built files of the site, by their browser address. */
export interface SiteFiles {
  /** Where the file the browser asks for by this address is on disk (shell, remote or release). */
  builtFile(href: string): string;
  /** Sends one of the shell's files (at the site's root), or the not-found answer. */
  sendShellFile(reply: FastifyReply, pathname: string): FastifyReply;
}

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader('cache-control', fileCacheControl(filePath));
}

const STATIC_OPTIONS = {
  cacheControl: false,
  setHeaders: setCacheHeaders,
  index: false,
  preCompressed: true,
} as const;

/**
 * Serves the built site's files: each remote under /remotes/<folder>/, the releases in the release
 * store under /releases/<name>/<version>/, and the shell's at the root (sent by the pages'
 * route: at the root, an address is a page or one of the shell's files). Every folder served
 * holds a browser build only: the server builds are beside them (dist-server/, a release's
 * server/), read by the render worker from disk.
 */
export async function registerSiteFiles(app: FastifyInstance): Promise<SiteFiles> {
  const { config } = app;
  const store = app.releases.store;
  for (const remote of REMOTES) {
    const folder = remoteFolder(remote);
    await app.register(fastifyStatic, {
      ...STATIC_OPTIONS,
      root: remoteDistDir(config, folder),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
    });
  }
  // Files sent by address (reply.sendFile), from the folder their address names: no route of
  // its own, no folder listed or looked through.
  await app.register(fastifyStatic, { ...STATIC_OPTIONS, root: config.shellDist, serve: false });
  // Releases: immutable folders, every file name hashed except the manifest and the container.
  // An address names a release's file (parseReleaseAddress), sent from its browser/ folder alone.
  app.get('/releases/*', (request, reply) => {
    const release = releaseFileOf(request.url);
    if (!release) return reply.callNotFound();
    return reply.sendFile(release.file, releaseBrowserDir(store, release.folder, release.version));
  });

  return {
    builtFile(href) {
      const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(href);
      if (remote) return path.join(remoteDistDir(config, remote[1] as string), remote[2] as string);
      const release = parseReleaseAddress(href);
      if (release)
        return path.join(releaseBrowserDir(store, release.folder, release.version), release.file);
      return path.join(config.shellDist, href);
    },
    sendShellFile(reply, pathname) {
      return reply.sendFile(pathname.slice(1), config.shellDist);
    },
  };
}
