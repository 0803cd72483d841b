import path from 'node:path';
import { parseConsent } from '@iper/analytics';
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
import {
  HtmlBody,
  HtmlCache,
  sendRenderedPage,
  type CacheOutcome,
  type RenderedPage,
} from './ssr/html-cache';
import { PageRenderer } from './ssr/page-renderer';
import { isServerRendered, localServerBuilds, ownOrigin, renderWorkerFile } from './ssr/ssr-setup';
import {
  serverRenderedHtml,
  stylesheetsOf,
  serverRenderedPolicy,
  type PageAssets,
} from './ssr/ssr-html';

/** Files whose name carries a content hash never change: cache them for a year. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
/** The Node builds beside the browser ones: the shell's /server/… and each remote's /remotes/<name>/server/…. */
const SERVER_BUILD_PATH = /^\/(remotes\/[^/]+\/)?server\//;
/** What a file's address ends with; a page's has no extension. */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;
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
    if (SERVER_BUILD_PATH.test(request.url))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
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
    // A page's address has no extension: it goes to the pages without a file looked for on disk
    // (a stat of the path and of its .br copy: a fifth of a cached page's time, measured).
    allowedPath: (pathname: string) => FILE_NAME.test(pathname),
  });

  /** Where a file the browser asks for by this address is on disk (the shell's or a remote's dist). */
  const builtFile = (href: string) => {
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(href);
    return remote
      ? path.join(remoteDist(remote[1] as string), remote[2] as string)
      : path.join(config.shellDist, href);
  };

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

  // Anonymous server-rendered pages, kept until the data they show changes (ssr/html-cache.ts).
  const htmlCache = new HtmlCache({
    maxBytes: config.ssrCache.maxBytes,
    ttlMs: config.ssrCache.ttlSeconds * 1000,
  });
  app.responseCache.onInvalidate(() => {
    htmlCache.invalidate();
    renderer?.dataChanged();
  });

  /** A server-rendered page, its inline styles allowed by the policy (ssr/ssr-html.ts). */
  function sendServerRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
    outcome: CacheOutcome,
  ) {
    const policy = reply.getHeader('content-security-policy');
    if (page.kind === 'html' && typeof policy === 'string')
      reply.header('content-security-policy', serverRenderedPolicy(policy, page.styleHashes));
    return sendRenderedPage(request, reply, page, outcome);
  }

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
      // All the render is given from the request: the HTML cache's key is made of it (ssr/html-cache.ts).
      const renderRequest = {
        url: `${ownOrigin(app)}${url}`,
        headers: {},
        consentDecided: parseConsent(request.headers.cookie ?? '') !== undefined,
      };
      const cacheKey = htmlCache.keyFor(
        request,
        renderRequest,
        renderer.version(),
        rendered.page.etag,
      );
      const cached = cacheKey === undefined ? undefined : htmlCache.get(cacheKey);
      if (cached) return sendServerRendered(request, reply, cached, 'hit');
      const ticket = htmlCache.ticket();
      const outcome = cacheKey === undefined ? 'bypass' : 'miss';
      const result = await renderer.render(route.definition.path, renderRequest);
      // Another request for the same page waited for the same render and has kept its HTML.
      const kept = cacheKey === undefined ? undefined : htmlCache.get(cacheKey);
      if (kept) return sendServerRendered(request, reply, kept, 'hit');
      if (result.kind === 'redirect') {
        const { status, location } = result;
        const page = htmlCache.keep(cacheKey, ticket, { kind: 'redirect', status, location });
        return sendServerRendered(request, reply, page, outcome);
      }
      if (result.kind === 'html') {
        const folder = remoteFolder(route.definition.remote);
        const assets =
          (await readPageAssets(path.join(remoteDist(folder), 'page-assets.json'))) ?? {};
        const page = {
          publicBase: `/remotes/${folder}/`,
          assets: result.pageModules.flatMap((module) => assets[module] ?? []),
        };
        const styles = new Map<string, string>();
        for (const href of stylesheetsOf(rendered.html, page)) {
          const css = await readText(builtFile(href));
          if (css !== undefined) styles.set(href, css);
        }
        const { html, styleHashes } = serverRenderedHtml(rendered.html, result, page, styles);
        const body = HtmlBody.of(html);
        const answer = htmlCache.keep(cacheKey, ticket, {
          kind: 'html',
          status: result.status,
          body,
          styleHashes,
        });
        return sendServerRendered(request, reply, answer, outcome);
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
