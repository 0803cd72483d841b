import {
  api,
  createAppStore,
  publicApiState,
  setServerOrigin,
  routerContextFor,
  settlePublicQueries,
  type AppStore,
  type PublicApiState,
} from '@iper/api';
import { LinkPrefetchContext, RenderedAtContext } from '@iper/design-system';
import { loadCatalogs, localeOfPath, messagesVersion, type LocaleCode } from '@iper/i18n';
import { matchSiteRoute, ResponseStatusContext, type RemoteName } from '@iper/routes';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

export interface RenderRequest {
  /** The page's URL as the server received it, on the server's own origin (loaders fetch from it). */
  url: string;
  /** Headers the page's loaders may forward (cookie, accept-language). */
  headers: Record<string, string>;
  /** Whether the visitor has made a cookie choice: if not, the page comes with the banner. */
  consentDecided: boolean;
  /** Where each remote's server container is: its remoteEntry.js, on the render worker's loader. */
  remotes: Array<{ name: RemoteName; serverEntry: string }>;
}

export type RenderResult =
  | {
      kind: 'html';
      status: number;
      html: string;
      hydration: SerializedHydration;
      pageModules: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  /** The page is not rendered on the server (no remote owns it, or its remote cannot render). */
  | { kind: 'skip'; reason: string };

let registered = '';

function registerServerRemotes(remotes: RenderRequest['remotes']) {
  const key = JSON.stringify(remotes);
  if (key === registered) return;
  registerRemotes(remotes.map(({ name, serverEntry }) => ({ name, entry: serverEntry })));
  registered = key;
}

async function remoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  const module = await loadRemote<{ routes: RouteObject[] }>(`${remote}/routes`);
  if (!module || !Array.isArray(module.routes))
    throw new Error(`${remote}/routes exports no routes`);
  return module.routes;
}

/** How long a server render waits, in all, for the public data its page asked for. */
const QUERIES_TIMEOUT_MS = 1500;
/**
 * Renders at most this many times. Each render may start queries that depend on the answers the
 * previous one had (a store's slug looked up among the hypermarkets, then the other lists; then
 * the restaurant's brand), so a page is rendered until a render starts nothing new.
 */
const MAX_RENDER_PASSES = 4;

/** Whether two snapshots of the public queries hold the same answers. */
function sameAnswers(a: PublicApiState, b: PublicApiState): boolean {
  const keys = Object.keys(a.queries);
  return (
    keys.length === Object.keys(b.queries).length &&
    keys.every((key) => a.queries[key]?.status === b.queries[key]?.status)
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
 * (shell/src/bootstrap.tsx). Runs inside a render worker (server/src/platform/ssr), which loaded
 * this build and the remotes' server builds.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const owner = matchSiteRoute(url.pathname)?.definition.remote;
  if (!owner) return { kind: 'skip', reason: 'no remote owns the path' };
  setServerOrigin(url.origin);
  registerServerRemotes(request.remotes);
  const routes = withRemoteRoutes(createShellRoutes(showcaseRoutes), await remoteRoutes(owner));
  const locale = localeOfPath(url.pathname);
  await loadCatalogs(locale);

  // The page's loaders load its public queries into the page's store (@iper/api route-data.ts), so
  // the first render has their answers (the passes below catch what a render alone asks for).
  const store = createAppStore();
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
  // Every pass draws the same instant, and the browser hydrates with it (hydration-data.ts).
  const renderedAt = Date.now();
  const page = (store: AppStore) => (
    <RenderedAtContext.Provider value={renderedAt}>
      <ConsentDecidedOnServer.Provider value={request.consentDecided}>
        <ResponseStatusContext.Provider value={response}>
          <Provider store={store}>
            <RawIntlProvider value={intl}>
              <LinkPrefetchContext.Provider value={() => undefined}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </LinkPrefetchContext.Provider>
            </RawIntlProvider>
          </Provider>
        </ResponseStatusContext.Provider>
      </ConsentDecidedOnServer.Provider>
    </RenderedAtContext.Provider>
  );
  // RTK Query on the server: the first render starts the page's queries (its public ones: the
  // personal ones stay pending, as in the browser's first render), the next has their answers and
  // may start more, until a render starts nothing new (or the time is up). The answers go to the
  // browser with the page; a page's status is said by its last render (a missing store is known
  // only once every list has answered).
  const deadline = Date.now() + QUERIES_TIMEOUT_MS;
  // What the HTML is drawn with (a query its render started and that did not answer is pending in it).
  let queries = publicApiState(store.getState());
  let html = await toHtml(page(store));
  for (let pass = 1; pass < MAX_RENDER_PASSES; pass += 1) {
    await settlePublicQueries(store, Math.max(0, deadline - Date.now()));
    const answered = publicApiState(store.getState());
    if (sameAnswers(answered, queries)) break;
    queries = answered;
    status = undefined;
    html = await toHtml(page(store));
  }
  store.dispatch(api.util.resetApiState());
  return {
    kind: 'html',
    status: status ?? context.statusCode,
    html,
    hydration: serializeHydrationData(owner, context, queries, renderedAt),
    // The page modules rendered (tools/rspack/page-module-loader.cjs): the server links their CSS.
    pageModules: context.matches.flatMap(
      (match) => (match.route as { ssrPageModule?: string }).ssrPageModule ?? [],
    ),
  };
}
