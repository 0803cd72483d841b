import {
  PAGE_DATA_ELEMENT_ID,
  PUBLIC_CONFIG_ELEMENT_ID,
  REMOTES_MANIFEST_ELEMENT_ID,
  type PageData,
  type RemotesManifest,
  type RenderedHead,
} from '@iper/contracts';
import { parseConsent } from '@iper/analytics';
import { DEFAULT_LOCALE, localeOfPath, localizePath, readLocaleCookie } from '@iper/i18n';
import { canonicalPageUrl, declaredQuery, isServerRendered, isShellPath } from '@iper/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedFileReader } from '../platform/file-cache';
import * as spans from '../platform/tracing/page-spans';
import { sendApiNotFound } from '../platform/errors';
import type { LocalBuild } from '../releases/local-builds';
import {
  composeDocument,
  stylesheetsOf,
  type PageDocument,
  type RenderedParts,
} from './document/compose-document';
import { publicConfig } from '../config/public-config';
import { takeFormOutcome } from '../platform/form-outcome';
import { readPageAssets, readRemoteManifest } from './document/remote-build-files';
import { remoteFiles } from './document/remote-files';
import { PAGE_SCRIPT_BUILD, readShellDocument, readSideBuildFile } from './document/shell-document';
import {
  HtmlBody,
  isPersonal,
  PageCache,
  sendCachedPage,
  type CacheOutcome,
  type CachedPage,
} from './page-cache';
import { PageMetrics } from './page-metrics';
import { RENDER_ORIGIN } from './render/ssr-setup';
import { resolvePage } from './resolve-page';
import { registerSiteFiles, type SiteFiles } from './site-files';
import { createSiteRenderer } from './site-renderer';
import type { PageRenderer } from './render/page-renderer';
import { viewerReads } from './viewer-reads';

/** What a file's address ends with; a page's has no extension. */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;

const readText = cachedFileReader((text) => text);

/** A number per object read from disk (the readers above hand out one object until it changes). */
const versions = new WeakMap<object, number>();
let lastVersion = 0;
function versionOf(value: object | undefined): number {
  if (!value) return 0;
  let version = versions.get(value);
  if (version === undefined) versions.set(value, (version = lastVersion += 1));
  return version;
}

/** The manifest written out once per table reading (remotes/remote-entries.ts), not per page. */
const manifestTexts = new WeakMap<object, string>();
function manifestJson(manifest: RemotesManifest): string {
  let text = manifestTexts.get(manifest);
  if (text === undefined) manifestTexts.set(manifest, (text = JSON.stringify(manifest)));
  return text;
}

/**
 * The site's pages (docs/architecture.md, "How a page reaches the screen"): one route for every
 * address at the site's root, which is a page or one of the shell's files. A page goes
 * resolve (canonical address, locale, route, the remotes this visitor sees) → cache → render
 * (when the server can) → document (document/compose-document.ts) → cache → send.
 */
async function pages(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const files = await registerSiteFiles(app);
  const renderer = createSiteRenderer(app);
  const metrics = app.metrics && new PageMetrics(app.metrics);
  if (metrics && renderer) metrics.watchBreakers(() => renderer.openBreakers());
  // Every page the server composed (page-cache.ts); forgotten when the data pages show changes.
  const cache = new PageCache({
    maxBytes: config.ssrCache.maxBytes,
    ttlMs: config.ssrCache.ttlSeconds * 1000,
  });
  app.responseCache.onInvalidate(() => {
    cache.invalidate();
    renderer?.dataChanged();
  });

  app.get('/*', (request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    if (FILE_NAME.test(pathname)) return files.sendShellFile(reply, pathname);
    // The API's, the remotes' and the releases' addresses are never pages.
    if (/^\/(api|remotes|releases)(\/|$)/.test(pathname)) return reply.callNotFound();
    return sendPage(app, { files, renderer, cache, metrics }, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/'))
      return reply.status(404).send(sendApiNotFound(pathname));
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

interface PagesContext {
  files: SiteFiles;
  renderer: PageRenderer | undefined;
  cache: PageCache;
  /** Undefined when metrics are off: nothing is timed or counted. */
  metrics: PageMetrics | undefined;
}

async function sendPage(
  app: FastifyInstance,
  { files, renderer, cache, metrics }: PagesContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { config } = app;
  const url = request.url;
  // No trailing slash, no run of slashes, no control character: a redirect that stays on this site.
  const canonical = canonicalPageUrl(url);
  if (canonical) return reply.redirect(canonical, 301);
  const pathname = url.split(/[?#]/)[0] ?? '/';
  // SPEC §4: a stored locale choice may redirect; as in nuxt-i18n, only the root is redirected.
  const storedLocale = readLocaleCookie(request.headers.cookie ?? '');
  if (pathname === '/' && storedLocale && storedLocale !== DEFAULT_LOCALE)
    return reply.redirect(localizePath('/', storedLocale), 302);
  const shell = await readShellDocument(config.shellDist);
  if (!shell)
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('Il sito non è ancora stato compilato: esegui npm run build.');

  const resolving = spans.startResolveSpan(app.tracing, request);
  const page = resolvePage(app, request, pathname);
  const search = url.slice(pathname.length).split('#')[0] ?? '';
  const manifest = request.remotesManifest;
  const remoteManifest = page.owner?.build ? await readRemoteManifest(page.owner.build) : undefined;
  const definition = page.route?.definition;
  const pageData: PageData = {
    pageType: definition?.pageType ?? 'other',
    route: definition?.path ?? '/',
    remote: definition?.remote ?? null,
    personal: isPersonal(request),
  };
  const browserConfig = publicConfig(config);
  const contributed = await app.pageHead.contributionsFor(pathname, new URLSearchParams(search));
  const parts: PageDocument = {
    shell,
    locale: localeOfPath(pathname),
    remote: page.owner && remoteFiles(page.owner.entry, remoteManifest),
    contributed: contributed.hints,
    data: [
      { id: REMOTES_MANIFEST_ELEMENT_ID, value: manifest },
      { id: PUBLIC_CONFIG_ELEMENT_ID, value: browserConfig },
      { id: PAGE_DATA_ELEMENT_ID, value: pageData },
      ...contributed.data,
    ],
    pageScript: await readSideBuildFile(config.shellDist, PAGE_SCRIPT_BUILD),
    // A signed-in visitor's page shows what is theirs, which the app keeps up to date: it starts
    // at once. Everyone else's starts where the page needs it (boot-loader.ts).
    start: pageData.personal ? 'load' : 'need',
  };
  // A page's hints may depend on its query (the flyer of /volantino?id=…), and its remotes on the
  // visitor (a canary's visitors get another document for the same page).
  const document = [
    pathname,
    JSON.stringify(pageData),
    parts.pageScript,
    versionOf(shell),
    versionOf(remoteManifest),
    manifestJson(manifest),
    JSON.stringify(contributed),
  ].join('\n');
  spans.endResolveSpan(resolving, definition, page.owner?.version);

  const route = definition;
  const build = page.owner?.build;
  if (route && build && renderer?.available && isServerRendered(route)) {
    // All the render is given from the request: the cache's key is made of it. Only the parameters
    // the page declares (the route table's `query`) reach either: a made-up one can neither make a
    // page to render nor fill the cache. The browser keeps its address.
    const formOutcome = takeFormOutcome(
      request,
      reply,
      app.config.publicUrl.startsWith('https://'),
    );
    const renderRequest = {
      url: `${RENDER_ORIGIN}${pathname}${declaredQuery(route, search)}`,
      headers: {},
      consentDecided: parseConsent(request.headers.cookie ?? '') !== undefined,
      anonymous: !pageData.personal,
      publicConfig: browserConfig,
      ...(formOutcome ? { formOutcome } : {}),
    };
    const variant = manifestJson(request.siteRemotesManifest);
    const generation = renderer.version(variant);
    // A page drawn with a refused form's values is that visitor's alone.
    const key = formOutcome
      ? undefined
      : cache.keyFor(request, {
          document,
          render: { request: renderRequest, ...(generation ? { generation } : {}) },
        });
    const traced = { request, route, version: page.owner?.version };
    // A signed-in visitor's page is drawn with their own data, read for them alone.
    const viewer = renderRequest.anonymous ? undefined : viewerReads(app, request);
    const render = spans.tracedRender(app.tracing, traced, renderRequest, () =>
      renderer.render(route.path, renderRequest, variant, request.ip, viewer),
    );
    const sent = await sendThroughCache(app, { cache, metrics }, request, reply, key, {
      // Who asked: one visitor's failing addresses never pause the route for the others.
      render: metrics
        ? () => metrics.timeRender(route, request.siteRemotesManifest, render)
        : render,
      page: async (result) => {
        if (result.kind === 'redirect') {
          const { status, location } = result;
          return { kind: 'redirect', status, location };
        }
        if (result.kind === 'html')
          return spans.tracedCompose(app.tracing, request, async () => {
            const rendered = await renderedParts(files, build, parts, result);
            const { html, inlineSources } = composeDocument({ ...parts, rendered });
            return { kind: 'html', status: result.status, body: HtmlBody.of(html), inlineSources };
          });
        // The remote's version is named with the failure, and counted (issue 19: `status`).
        const remote = route.remote;
        const remoteVersion = page.owner?.version;
        request.log.warn(
          { remote, remoteVersion: remoteVersion ?? 'local', reason: result.reason },
          'page rendered in the browser: the server render failed',
        );
        if (remoteVersion && !result.reason.startsWith('server rendering paused'))
          void app.releases
            .countError(remote, remoteVersion)
            .catch((error: unknown) => request.log.error({ err: error }, 'error count not saved'));
        return undefined;
      },
    });
    if (sent) return reply;
  }

  // The page the browser renders: the same for every visitor who sees the same remotes.
  const key = cache.keyFor(request, { document });
  await sendThroughCache(app, { cache, metrics }, request, reply, key, {
    page: () => {
      const composing = spans.startComposeSpan(app.tracing, request);
      const { html, inlineSources } = composeDocument(parts);
      composing?.end();
      const status = page.route || isShellPath(pathname) ? 200 : 404;
      return { kind: 'html', status, body: HtmlBody.of(html), inlineSources };
    },
  });
  return reply;
}

/** How a page is made when the cache does not have it. */
type PageMaking<Rendered> =
  | {
      /** The server render it is made from (the wait during which others may keep the page). */
      render: () => Promise<Rendered>;
      /** The page from the render; undefined when there is none (the browser renders it). */
      page: (rendered: Rendered) => Promise<CachedPage | undefined>;
    }
  | { render?: undefined; page: () => CachedPage };

/**
 * The HTML cache's one sequence, for a rendered page and a page the browser renders alike: a kept
 * page is a hit; otherwise the page is made and kept under the ticket taken before it (a page an
 * invalidation overtook is not kept), `miss`, or `bypass` when the request has no key. False
 * when no page was made (the render failed): the caller goes on. Never the reply itself: a reply
 * is a thenable, and awaiting it gives undefined, which read as "no page" sent a second one.
 */
async function sendThroughCache<Rendered>(
  app: FastifyInstance,
  { cache, metrics }: Pick<PagesContext, 'cache' | 'metrics'>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string | undefined,
  making: PageMaking<Rendered>,
): Promise<boolean> {
  const sent = (page: CachedPage, outcome: CacheOutcome) => {
    metrics?.cacheOutcome(outcome);
    send(app, request, reply, page, outcome);
    return true;
  };
  const cached = key === undefined ? undefined : cache.get(key);
  if (cached) return sent(cached, 'hit');
  const ticket = cache.ticket();
  let made: CachedPage | undefined;
  if (making.render) {
    const rendered = await making.render();
    // Another request for the same page waited for the same render and has kept its page.
    const kept = key === undefined ? undefined : cache.get(key);
    if (kept) return sent(kept, 'hit');
    made = await making.page(rendered);
  } else made = making.page();
  if (!made) return false;
  return sent(cache.keep(key, ticket, made), key === undefined ? 'bypass' : 'miss');
}

/** The render's part of a page: its HTML, and the files of the page modules it used. */
async function renderedParts(
  files: SiteFiles,
  build: LocalBuild,
  parts: PageDocument,
  result: { html: string; hydration: unknown; pageModules: string[]; head?: RenderedHead },
): Promise<RenderedParts> {
  const assets = (await readPageAssets(build)) ?? {};
  const modules = result.pageModules.flatMap((module) => assets[module] ?? []);
  const url = (file: string) => build.publicBase + file;
  // The styles of the shared modules they use, as the shell provides them (its forms...).
  const sharedCss = parts.shell.sharedCss ?? {};
  const stylesheets = [
    ...new Set([
      ...modules.flatMap((entry) => entry.shared ?? []).flatMap((name) => sharedCss[name] ?? []),
      ...modules.flatMap((entry) => entry.css).map(url),
    ]),
  ];
  const styleText = new Map<string, string>();
  for (const href of stylesheetsOf({ ...parts, rendered: { stylesheets } })) {
    const css = await readText(files.builtFile(href));
    if (css !== undefined) styleText.set(href, css);
  }
  return {
    html: result.html,
    hydration: result.hydration,
    head: result.head,
    stylesheets,
    scripts: [...new Set(modules.flatMap((entry) => entry.js))].map(url),
    styleText,
  };
}

/** A page with its own policy: the site's, plus its inline elements by hash. */
function send(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  outcome: CacheOutcome,
) {
  if (page.kind === 'html')
    reply.header(
      'content-security-policy',
      app.contentSecurity.policyFor(request, page.inlineSources),
    );
  spans.traceSend(app.tracing, request, reply, outcome);
  return sendCachedPage(request, reply, page, outcome);
}

export const pagesPlugin = fp(pages, {
  name: 'iper-pages',
  fastify: '5.x',
  dependencies: [
    'iper-releases',
    'iper-response-cache',
    'iper-security-headers',
    'iper-page-head',
    'iper-metrics',
  ],
});
