import {
  adoptPublicConfig,
  api,
  createAppStore,
  loadRenderedSession,
  renderedApiState,
  RenderedSignedOut,
  setServerOrigin,
  routerContextFor,
  settleRenderQueries,
  type AppStore,
  type RenderedApiState,
} from '@iper/api';
import { LinkPrefetchContext, RenderedAtContext } from '@iper/design-system';
import { loadCatalogs, localeOfPath, messagesVersion, type LocaleCode } from '@iper/i18n';
import type { RenderedHead, RenderRequest, RenderResult, ServerRemote } from '@iper/contracts';
import {
  DEFAULT_ROBOTS,
  documentTitle,
  FormOutcomeContext,
  matchSiteRoute,
  PageHeadOnServer,
  ResponseStatusContext,
  type PageHead,
  type RemoteName,
} from '@iper/routes';
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { withRemoteRoutes, createShellRoutes } from '../app/router';
import { ConsentDecidedOnServer } from '../consent/consent-decided';
import { siteIntlConfig } from '../i18n/site-intl';
import { showcaseRoutes } from '../showcase/showcase-routes';
import { firstFailure, serializeHydrationData, type SerializedHydration } from './hydration-data';

/** What a render of this build gives the server: the hydration data is this shell's. */
export type ShellRenderResult = RenderResult<SerializedHydration>;

/** A remote's container, as the federation runtime's `loadEntry` hook answers it. */
type RemoteEntryExports = Exclude<
  Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>,
  void
>;

/** The remotes' server containers this build may load: those its render worker handed it. */
const serverRemotes = new Map<string, ServerRemote>();

/**
 * A remote's container is the one its server build on this machine gives (the render worker
 * requires it from its file), never one fetched from an address: the federation runtime's own
 * loader is not reached, and a remote that is not one of the worker's has no container.
 */
const localServerContainers: ModuleFederationRuntimePlugin = {
  name: 'iper-local-server-containers',
  async loadEntry({ remoteInfo }) {
    const remote = serverRemotes.get(remoteInfo.name);
    if (!remote) throw new Error(`${remoteInfo.name}: no server build of this remote here`);
    return (await remote.load()) as RemoteEntryExports;
  },
};

/** Once, before the first render (render-worker.ts): the remotes whose pages this build renders. */
export function registerServerRemotes(remotes: readonly ServerRemote[]): void {
  registerPlugins([localServerContainers]);
  for (const remote of remotes) serverRemotes.set(remote.name, remote);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

async function remoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  const module = await loadRemote<{ routes: RouteObject[] }>(`${remote}/routes`);
  if (!module || !Array.isArray(module.routes))
    throw new Error(`${remote}/routes exports no routes`);
  return module.routes;
}

/**
 * How long a server render waits for data its render asked for and its loaders had not loaded
 * (the browser asks again for what is still missing).
 */
const LATE_QUERIES_TIMEOUT_MS = 1500;

/** A signed-in visitor's page: its render's passes at most (one more per data it discovers). */
const PERSONAL_RENDER_PASSES = 3;

/** The queries answered in `after` that were not, or not the same way, in `before`. */
function newAnswers(before: RenderedApiState, after: RenderedApiState): string[] {
  return Object.keys(after.queries).filter(
    (key) => after.queries[key]?.status !== before.queries[key]?.status,
  );
}

/**
 * react-intl's object per locale, kept across renders until another catalog is registered: its
 * formatters and parsed messages are built once (an IntlProvider in each render parsed every
 * message it drew again: a tenth of the render worker's time).
 */
const intls = new Map<LocaleCode, { version: number; intl: IntlShape }>();

function intlFor(locale: LocaleCode): IntlShape {
  const kept = intls.get(locale);
  if (kept && kept.version === messagesVersion()) return kept.intl;
  const intl = createIntl(
    { ...siteIntlConfig(locale), onError: () => undefined },
    createIntlCache(),
  );
  intls.set(locale, { version: messagesVersion(), intl });
  return intl;
}

async function toHtml(element: ReactNode): Promise<string> {
  // No boundary is outlined into later instructions: those are inline scripts the CSP refuses.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one page of the site on the server: the shell's frame (header, footer) and the page of
 * the remote that owns the path, with its loaders' data, as the browser will hydrate it
 * (shell/src/bootstrap.tsx). Runs inside a render worker (server/src/pages/render), which loaded
 * this build and the remotes' server builds.
 */
export async function renderPage(
  request: RenderRequest,
  readPublic: typeof fetch,
  readPersonal?: typeof fetch,
): Promise<ShellRenderResult> {
  const url = new URL(request.url);
  const owner = matchSiteRoute(url.pathname)?.definition.remote;
  if (!owner) return { kind: 'skip', reason: 'no remote owns the path' };
  // The loaders, the CMS and the search read the site's data at the page's origin: the render
  // worker answers those reads from the server's thread, without the network.
  setServerOrigin(url.origin, { fetch: readPublic });
  if (request.publicConfig) adoptPublicConfig(request.publicConfig);
  const routes = withRemoteRoutes(createShellRoutes(showcaseRoutes), await remoteRoutes(owner));
  const locale = localeOfPath(url.pathname);
  await loadCatalogs(locale);

  // The page's loaders load its public queries into the page's store (@iper/api route-data.ts), so
  // the render has their answers. A page for a signed-in visitor is drawn with their own data:
  // their session first, then what the page reads of theirs (read for them alone by the server).
  const personal = !request.anonymous && readPersonal !== undefined;
  const store = createAppStore(undefined, personal ? { readPersonal } : {});
  if (personal) await loadRenderedSession(store, LATE_QUERIES_TIMEOUT_MS);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { headers: request.headers }), {
    requestContext: routerContextFor(store),
  });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400)
      return { kind: 'redirect', status: context.status, location };
    return { kind: 'skip', reason: `a loader answered ${context.status}` };
  }
  const failure = firstFailure(context);
  if (failure) return { kind: 'skip', reason: `a loader failed: ${failure}` };
  const router = createStaticRouter(handler.dataRoutes, context);
  let status: number | undefined;
  const response = { set: (value: number) => (status = value) };
  const intl = intlFor(locale);
  // Every render draws the same instant, and the browser hydrates with it (hydration-data.ts).
  const renderedAt = Date.now();
  let head: RenderedHead | undefined;
  const declareHead = (declared: PageHead) => {
    head = {
      title: documentTitle(declared.title),
      ...(declared.description ? { description: declared.description } : {}),
      robots: declared.robots ?? DEFAULT_ROBOTS,
      canonical: declared.canonical ?? url.pathname,
    };
  };
  const page = (store: AppStore) => (
    <PageHeadOnServer.Provider value={declareHead}>
      <RenderedAtContext.Provider value={renderedAt}>
        <ConsentDecidedOnServer.Provider value={request.consentDecided}>
          <RenderedSignedOut.Provider value={request.anonymous}>
            <FormOutcomeContext.Provider value={request.formOutcome}>
              <ResponseStatusContext.Provider value={response}>
                <Provider store={store}>
                  <RawIntlProvider value={intl}>
                    <LinkPrefetchContext.Provider value={() => undefined}>
                      <StaticRouterProvider router={router} context={context} hydrate={false} />
                    </LinkPrefetchContext.Provider>
                  </RawIntlProvider>
                </Provider>
              </ResponseStatusContext.Provider>
            </FormOutcomeContext.Provider>
          </RenderedSignedOut.Provider>
        </ConsentDecidedOnServer.Provider>
      </RenderedAtContext.Provider>
    </PageHeadOnServer.Provider>
  );
  // The page's loaders loaded its public queries (RTK Query; personal ones stay pending, as in the
  // browser's first render, unless the page is a signed-in visitor's): one render draws the page
  // with their answers. A query only the render asks for (a CMS block on a page whose loader does
  // not know it) is waited for once and the page drawn again with its answer; the server logs it
  // as the loader's to load (`lateQueries`). A signed-in visitor's own data no loader can know of
  // (their coupons, then the stores they are for; their card, then its wallet links): their page
  // may be drawn up to three times. The answers go to the browser with the page.
  const handed = { personal };
  let queries = renderedApiState(store.getState(), handed);
  let html = await toHtml(page(store));
  const lateQueries: string[] = [];
  for (let pass = 1; pass < (personal ? PERSONAL_RENDER_PASSES : 2); pass += 1) {
    await settleRenderQueries(store, LATE_QUERIES_TIMEOUT_MS, handed);
    const answered = renderedApiState(store.getState(), handed);
    const newlyAnswered = newAnswers(queries, answered);
    if (newlyAnswered.length === 0) break;
    if (!personal) lateQueries.push(...newlyAnswered);
    queries = answered;
    status = undefined;
    html = await toHtml(page(store));
  }
  store.dispatch(api.util.resetApiState());
  return {
    kind: 'html',
    status: status ?? context.statusCode,
    html,
    hydration: serializeHydrationData(
      owner,
      context,
      queries,
      renderedAt,
      request.anonymous,
      request.formOutcome,
    ),
    ...(head ? { head } : {}),
    ...(lateQueries.length > 0 ? { lateQueries } : {}),
    // The page modules rendered (tools/rspack/page-module-loader.cjs): the server links their CSS.
    pageModules: context.matches.flatMap(
      (match) => (match.route as { ssrPageModule?: string }).ssrPageModule ?? [],
    ),
  };
}
