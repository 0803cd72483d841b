import type { RemoteName } from '@iper/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  readShellDocument,
  readSideBuildFile,
  type ShellSideBuild,
} from '../pages/document/shell-document';
import { localBuildOf } from '../releases/local-builds';
import { previewedRelease } from '../releases/release-preview';
import { APP_ICONS, appIcon } from './icons';
import { OFFLINE_PAGE_PATH, offlinePage } from './offline-page';
import { OFFLINE_OWNER_HEADER, OFFLINE_POLICY_HEADER, sessionOwnerTag } from './session-owner';
import { WEB_MANIFEST_PATH, webManifest } from './web-manifest';
import { offlineWorkerConfig, workerScript, type PrecacheEntry } from './worker-script';
import { createHash } from 'node:crypto';

/** The shell build's worker code, named in dist/sw/sw-runtime.json (shell/rspack.worker.mjs). */
export const WORKER_RUNTIME_BUILD: ShellSideBuild = { folder: 'sw', note: 'sw-runtime.json' };
export const WORKER_PATH = '/sw.js';
const DEFAULT_THEME_COLOR = '#c4000d';
/** Bumped when the icons' drawing changes (icons.ts): their addresses stay, their revision moves. */
const ICONS_REVISION = '1';

/** An address that is a page (no file extension) or the API's: the answers the worker may keep. */
const FILE_NAME = /\.[a-z0-9]{1,12}$/i;
function carriesOwner(request: FastifyRequest): boolean {
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  return pathname.startsWith('/api/') || !FILE_NAME.test(pathname);
}

const revisionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Offline and installable (issue 33, docs/offline.md): the web app manifest and its icons, the
 * site's offline page, and /sw.js — the service worker written for the live versions this visitor
 * gets (worker-script.ts), whose code is the shell's build (shell/src/offline/worker). Every page
 * and API answer says whose it is (session-owner.ts), so the worker keeps personal data for the
 * signed-in customer only; a previewed release or a session override is marked never to be kept.
 */
async function offline(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const themeColor = async () =>
    (await readShellDocument(config.shellDist))?.head.themeColor ?? DEFAULT_THEME_COLOR;

  app.addHook('onSend', async (request, reply, payload) => {
    if (!carriesOwner(request)) return payload;
    reply.header(OFFLINE_OWNER_HEADER, sessionOwnerTag(config.identity, request));
    const previewed =
      config.platformAdminToken &&
      previewedRelease(config.platformAdminToken, request.headers.cookie);
    if (request.remoteOverrides || previewed) reply.header(OFFLINE_POLICY_HEADER, 'no-store');
    return payload;
  });

  app.get(WEB_MANIFEST_PATH, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(await themeColor()))),
  );

  app.get<{ Params: { name: string } }>('/icons/:name', async (request, reply) => {
    const png = appIcon(request.params.name);
    if (!png) return reply.callNotFound();
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });

  app.get(OFFLINE_PAGE_PATH, async (request, reply) => {
    const { html, styleSource } = offlinePage(await themeColor());
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        app.contentSecurity.policyFor(request, { 'style-src': [styleSource] }),
      )
      .send(html);
  });

  app.get(WORKER_PATH, async (request, reply) => {
    const shell = await readShellDocument(config.shellDist);
    const runtime = await readSideBuildFile(config.shellDist, WORKER_RUNTIME_BUILD);
    // A shell built without the worker (or not built): no worker, the site works as before.
    if (!shell || !runtime) return reply.callNotFound();
    const color = shell.head.themeColor;
    const siteFiles: PrecacheEntry[] = [
      { url: OFFLINE_PAGE_PATH, revision: revisionOf(offlinePage(color).html) },
      { url: WEB_MANIFEST_PATH, revision: revisionOf(JSON.stringify(webManifest(color))) },
      ...Object.keys(APP_ICONS).map((name) => ({
        url: `/icons/${name}`,
        revision: ICONS_REVISION,
      })),
    ];
    const workerConfig = await offlineWorkerConfig({
      shell,
      runtime,
      // The visitor's own versions (a canary's share gets the canary's), as its pages name them.
      manifest: request.siteRemotesManifest,
      buildOf: (remote: RemoteName, entry: string) =>
        localBuildOf(config, app.releases.store, remote, entry),
      siteFiles,
      offlinePage: OFFLINE_PAGE_PATH,
    });
    return (
      reply
        .type('text/javascript; charset=utf-8')
        // Checked on every update: the browser compares the bytes to find a new version.
        .header('cache-control', 'no-cache, no-store, max-age=0')
        .header('vary', 'Cookie')
        .send(workerScript(workerConfig))
    );
  });
}

export const offlinePlugin = fp(offline, {
  name: 'iper-offline',
  fastify: '5.x',
  dependencies: ['iper-remotes', 'iper-releases', 'iper-security-headers'],
});
