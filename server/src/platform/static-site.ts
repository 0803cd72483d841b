import path from 'node:path';
import { DEFAULT_LOCALE, localeOfPath, localizePath, readLocaleCookie } from '@iper/i18n';
import fastifyStatic from '@fastify/static';
import {
  REMOTES,
  defaultRemoteEntry,
  isShellPath,
  matchSiteRoute,
  remoteFolder,
  withoutTrailingSlash,
} from '@iper/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './errors';
import { cachedFileReader } from './file-cache';
import { remotePreloadLinks, renderIndexHtml, type FederationManifest } from './index-html';
import { publicConfig } from './public-config';
import { prepareBody, sendPrepared, type PreparedBody } from './response-cache';
import { PageRenderer } from './ssr/page-renderer';
import { isServerRendered, localServerBuilds, ownOrigin, renderWorkerFile } from './ssr/ssr-setup';
import { pageAssetLinks, serverRenderedHtml, type PageAssets } from './ssr/ssr-html';

/** Files whose name carries a content hash never change: cache them for a year. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
/** The Node builds beside the browser ones: the shell's /server/… and each remote's /remotes/<name>/server/…. */
const SERVER_BUILD_PATH = /^\/(remotes\/[^/]+\/)?server\//;
/** The build's brotli copies (tools/rspack/precompress-plugin.mjs), sent in place of the file. */
const COMPRESSED_COPY = /\.br$/;

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader(
    'cache-control',
    HASHED_FILE.test(filePath.replace(COMPRESSED_COPY, ''))
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
}

const readText = cachedFileReader((text) => text);
const readJson = cachedFileReader((text) => JSON.parse(text) as FederationManifest);
const readPageAssets = cachedFileReader((text) => JSON.parse(text) as Record<string, PageAssets>);

/**
 * Serves the built site: each remote under /remotes/<name>/, the shell's assets at the root, and
 * index.html for every page path, with a 404 status when no route of the site can match it.
 */
export async function registerStaticSite(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const remoteDist = (folder: string) =>
    config.remotesLayout === 'flat'
      ? path.join(config.remotesDir, folder)
      : path.join(config.remotesDir, folder, 'dist');

  // The apps' server builds (dist/server/) are read by the render worker from disk, never served.
  app.addHook('onRequest', async (request, reply) => {
    if (SERVER_BUILD_PATH.test(request.url)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });

  for (const remote of REMOTES) {
    const folder = remoteFolder(remote);
    await app.register(fastifyStatic, {
      root: remoteDist(folder),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      index: false,
      preCompressed: true,
    });
  }
  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/',
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
  });

  const renderer = config.ssr
    ? new PageRenderer({
        log: app.log,
        workerFile: renderWorkerFile(),
        shellServerMain: path.join(config.shellDist, 'server/main.cjs'),
        remotes: () => localServerBuilds(app.remoteEntries.latest(), remoteDist),
        origin: () => ownOrigin(app),
        timeoutMs: config.ssrTimeoutMs,
      })
    : undefined;
  app.addHook('onClose', async () => renderer?.close());

  // Rendered pages, compressed once: the same path gives the same HTML until the template or a
  // remote's manifest changes on disk (both read through mtime-checked caches, compared by identity).
  // The modules' contributions (page-head.ts) are part of the key: a new home story, a new hint.
  const renderedPages = new Map<
    string,
    { template: string; manifest: unknown; remotes: string; html: string; page: PreparedBody }
  >();

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const canonical = withoutTrailingSlash(url);
    if (canonical) return reply.redirect(canonical, 301);
    const pathname = url.split(/[?#]/)[0] ?? '/';
    // SPEC §4: a stored locale choice may redirect; as in nuxt-i18n, only the root is redirected.
    const storedLocale = readLocaleCookie(request.headers.cookie ?? '');
    if (pathname === '/' && storedLocale && storedLocale !== DEFAULT_LOCALE) {
      return reply.redirect(localizePath('/', storedLocale), 302);
    }
    const template = await readText(path.join(config.shellDist, 'index.html'));
    if (!template) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Il sito non è ancora stato compilato: esegui npm run build.');
    }
    const route = matchSiteRoute(pathname);
    const manifest = request.remotesManifest;
    const remotes = JSON.stringify(manifest);
    let preloads: string[] = [];
    let local: FederationManifest | undefined;
    // The page's remote is served from this server (its server build can render the page).
    let ownerIsLocal = false;
    if (route) {
      const owner = manifest.remotes.find((remote) => remote.name === route.definition.remote);
      if (owner) {
        ownerIsLocal = owner.entry === defaultRemoteEntry(route.definition.remote);
        local = ownerIsLocal
          ? await readJson(
              path.join(remoteDist(remoteFolder(route.definition.remote)), 'mf-manifest.json'),
            )
          : undefined;
        preloads = remotePreloadLinks(owner.entry, local);
      }
    }
    const head = await app.pageHead.tagsFor(
      pathname,
      new URLSearchParams(url.slice(pathname.length).split('#')[0]),
    );
    // A page's hints may depend on its query (the flyer of /volantino?id=…): the key holds them.
    const key = `${pathname}\n${head}`;
    let rendered = renderedPages.get(key);
    if (
      !rendered ||
      rendered.template !== template ||
      rendered.manifest !== local ||
      rendered.remotes !== remotes
    ) {
      const html = renderIndexHtml(
        template.replace('<html lang="it"', `<html lang="${localeOfPath(pathname)}"`),
        manifest,
        publicConfig(config),
        preloads,
        head,
      );
      rendered = { template, manifest: local, remotes, html, page: prepareBody(Buffer.from(html)) };
      // Bounded: any path renders a page (404s too), so old ones make room for new ones.
      if (renderedPages.size >= 500)
        renderedPages.delete(renderedPages.keys().next().value as string);
      renderedPages.set(key, rendered);
    }
    if (route && ownerIsLocal && renderer?.available && isServerRendered(route.definition)) {
      const result = await renderer.render(route.definition.path, { url: `${ownOrigin(app)}${url}`, headers: {} });
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      if (result.kind === 'html') {
        const folder = remoteFolder(route.definition.remote);
        const assets =
          (await readPageAssets(path.join(remoteDist(folder), 'page-assets.json'))) ?? {};
        const links = pageAssetLinks(
          `/remotes/${folder}/`,
          result.pageModules.flatMap((module) => assets[module] ?? []),
        );
        reply
          .status(result.status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8');
        return sendPrepared(
          request,
          reply,
          prepareBody(Buffer.from(serverRenderedHtml(rendered.html, result, links))),
        );
      }
    }
    reply
      .status(route || isShellPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    return sendPrepared(request, reply, rendered.page);
  }

  // The home page is a page, not the shell's dist folder (which @fastify/static would refuse, 403).
  app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send(sendApiNotFound(pathname));
    }
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/remotes/') &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (!isPage) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendPage(request, reply);
  });
}
