import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesManifest } from '@iper/contracts';
import { parseConsent } from '@iper/analytics';
import { DEFAULT_LOCALE, localeOfPath, localizePath, readLocaleCookie } from '@iper/i18n';
import fastifyStatic from '@fastify/static';
import {
  REMOTES,
  declaredQuery,
  isShellPath,
  matchSiteRoute,
  canonicalPageUrl,
  remoteFolder,
  type RemoteName,
} from '@iper/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './errors';
import { localBuildOf, remoteDistDir, serverBuildDir } from './releases/local-builds';
import { releaseBrowserDir } from './releases/release-store';
import { smokePages } from './releases/release-preview';
import { parseReleaseAddress, releaseFileOf } from './releases/releases';
import { cachedFileReader } from './file-cache';
import { fileCacheControl } from './file-cache-control';
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

/** What a file's address ends with; a page's has no extension. */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;
function setCacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader('cache-control', fileCacheControl(filePath));
}

const readText = cachedFileReader((text) => text);
const readJson = cachedFileReader((text) => JSON.parse(text) as FederationManifest);
const readPageAssets = cachedFileReader((text) => JSON.parse(text) as Record<string, PageAssets>);

/**
 * Serves the built site: each remote under /remotes/<name>/, the releases in the release store
 * under /releases/<name>/<version>/, the shell's assets at the root, and index.html for every
 * page path, with a 404 status when no route of the site can match it.
 */
export async function registerStaticSite(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const remoteDist = (folder: string) => remoteDistDir(config, folder);
  const store = app.releases.store;
  /** Where an entry's build is on this machine (a remote's dist or a release), if it is here. */
  const localBuild = (remote: string, entry: string) =>
    localBuildOf(config, store, remote as RemoteName, entry);

  // Every folder served below holds a browser build only: the apps' server builds are beside
  // them (dist-server/, a release's server/), read by the render worker from disk.
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
  // Releases: immutable folders, every file name hashed except the manifest and the container.
  // An address names a release's file (parseReleaseAddress), sent from its browser/ folder alone.
  const releasesRoot = path.resolve(store.localDir('x', '0.0.0'), '../..');
  await mkdir(releasesRoot, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: releasesRoot,
      serve: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      index: false,
      preCompressed: true,
    });
    scope.get('/releases/*', (request, reply) => {
      const release = releaseFileOf(request.url);
      if (!release) return reply.callNotFound();
      return reply.sendFile(
        release.file,
        releaseBrowserDir(store, release.folder, release.version),
      );
    });
  });
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
    if (remote) return path.join(remoteDist(remote[1] as string), remote[2] as string);
    const release = parseReleaseAddress(href);
    if (release)
      return path.join(releaseBrowserDir(store, release.folder, release.version), release.file);
    return path.join(config.shellDist, href);
  };

  const renderer = config.ssr
    ? new PageRenderer({
        log: app.log,
        workerFile: renderWorkerFile(),
        shellServerMain: path.join(serverBuildDir(config.shellDist), 'main.cjs'),
        // A variant is a visitor's set of the site's remotes (JSON of the manifest): a canary's
        // visitors render with the canary's server build.
        remotes: (variant) =>
          localServerBuilds(
            variant ? (JSON.parse(variant) as RemotesManifest) : app.remoteEntries.latest(),
            localBuild,
          ),
        origin: () => ownOrigin(app),
        timeoutMs: config.ssrTimeoutMs,
        workerEnv: config.renderWorkerEnv,
      })
    : undefined;
  app.addHook('onClose', async () => renderer?.close());
  if (renderer) app.releases.smokeTest = (remote, entry) => smokeTest(remote, entry);

  /**
   * The release gate's smoke test (platform/releases): the remote's public pages without
   * parameters, rendered by the live shell's server build with the candidate release in place of
   * the active one, in a worker of their own. A page that cannot be rendered, or answers 5xx, is
   * a reason to refuse. Counted apart from the site's own renders (their breakers are not touched).
   */
  async function smokeTest(remote: RemoteName, entry: string): Promise<string[]> {
    if (!renderer?.available) return [];
    const site = await app.remoteEntries.manifest();
    const candidate = {
      remotes: site.remotes.map((each) => (each.name === remote ? { name: remote, entry } : each)),
    };
    const variant = JSON.stringify(candidate);
    const pages = smokePages(remote);
    const problems: string[] = [];
    try {
      for (const pagePath of pages) {
        const result = await renderer.render(
          `release smoke test ${pagePath}`,
          { url: `${ownOrigin(app)}${pagePath}`, headers: {}, consentDecided: true },
          variant,
        );
        if (result.kind === 'skip')
          problems.push(
            `${pagePath}: la pagina non si genera con la shell attiva (${result.reason})`,
          );
        else if (result.status >= 500)
          problems.push(`${pagePath}: la pagina risponde ${result.status} con la shell attiva`);
      }
    } finally {
      renderer.forget(variant);
    }
    return problems;
  }

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

  // A manifest object stands for its table reading (remote-entries.ts): written out once, not per page.
  const manifestTexts = new WeakMap<object, string>();
  const manifestJson = (manifest: object): string => {
    let text = manifestTexts.get(manifest);
    if (text === undefined) manifestTexts.set(manifest, (text = JSON.stringify(manifest)));
    return text;
  };

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    // No trailing slash, no run of slashes, no control character: a redirect that stays on this site.
    const canonical = canonicalPageUrl(url);
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
    const remotes = manifestJson(manifest);
    let preloads: string[] = [];
    let local: FederationManifest | undefined;
    // The page's remote is served from this server (its server build can render the page).
    let ownerBuild: ReturnType<typeof localBuild>;
    let ownerVersion: string | undefined;
    if (route) {
      const owner = manifest.remotes.find((remote) => remote.name === route.definition.remote);
      if (owner) {
        ownerBuild = localBuild(owner.name, owner.entry);
        ownerVersion = owner.version;
        local = ownerBuild
          ? await readJson(path.join(ownerBuild.dir, 'mf-manifest.json'))
          : undefined;
        preloads = remotePreloadLinks(owner.entry, local);
      }
    }
    const head = await app.pageHead.tagsFor(
      pathname,
      new URLSearchParams(url.slice(pathname.length).split('#')[0]),
    );
    // A page's hints may depend on its query (the flyer of /volantino?id=…): the key holds them,
    // and the remotes (a canary's visitors get another document for the same page).
    const key = `${pathname}\n${head}\n${remotes}`;
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
    if (route && ownerBuild && renderer?.available && isServerRendered(route.definition)) {
      const variant = manifestJson(request.siteRemotesManifest);
      // All the render is given from the request: the HTML cache's key is made of it (ssr/html-cache.ts).
      // Only the parameters the page declares (the route table's `query`) reach either: a made-up
      // one can neither make a page to render nor fill the cache. The browser keeps its address.
      const search = url.slice(pathname.length).split('#')[0] ?? '';
      const renderRequest = {
        url: `${ownOrigin(app)}${pathname}${declaredQuery(route.definition, search)}`,
        headers: {},
        consentDecided: parseConsent(request.headers.cookie ?? '') !== undefined,
      };
      const cacheKey = htmlCache.keyFor(
        request,
        renderRequest,
        renderer.version(variant),
        rendered.page.etag,
      );
      const cached = cacheKey === undefined ? undefined : htmlCache.get(cacheKey);
      if (cached) return sendServerRendered(request, reply, cached, 'hit');
      const ticket = htmlCache.ticket();
      const outcome = cacheKey === undefined ? 'bypass' : 'miss';
      // Who asked: one visitor's failing addresses never pause the route for the others.
      const result = await renderer.render(
        route.definition.path,
        renderRequest,
        variant,
        request.ip,
      );
      if (result.kind === 'skip') {
        // The remote's version is named with the failure, and counted (issue 19: `status`).
        const remote = route.definition.remote;
        request.log.warn(
          { remote, remoteVersion: ownerVersion ?? 'local', reason: result.reason },
          'page rendered in the browser: the server render failed',
        );
        if (ownerVersion && !result.reason.startsWith('server rendering paused'))
          void app.releases
            .countError(remote, ownerVersion)
            .catch((error: unknown) => request.log.error({ err: error }, 'error count not saved'));
      }
      // Another request for the same page waited for the same render and has kept its HTML.
      const kept = cacheKey === undefined ? undefined : htmlCache.get(cacheKey);
      if (kept) return sendServerRendered(request, reply, kept, 'hit');
      if (result.kind === 'redirect') {
        const { status, location } = result;
        const page = htmlCache.keep(cacheKey, ticket, { kind: 'redirect', status, location });
        return sendServerRendered(request, reply, page, outcome);
      }
      if (result.kind === 'html') {
        const assets = (await readPageAssets(path.join(ownerBuild.dir, 'page-assets.json'))) ?? {};
        const page = {
          publicBase: ownerBuild.publicBase,
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
