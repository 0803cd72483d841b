import {
  api,
  API_MESSAGES_EN,
  createAppStore,
  publicApiState,
  setServerOrigin,
  settlePublicQueries,
  type AppStore,
} from '@iper/api';
import { designSystemMessages, LinkPrefetchContext } from '@iper/design-system';
import { loadCatalogs, localeOfPath, LOCALES, messagesFor, registerMessages } from '@iper/i18n';
import { matchSiteRoute, ResponseStatusContext, type RemoteName } from '@iper/routes';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { withRemoteRoutes, createShellRoutes } from '../app/router';
import { SHELL_MESSAGES_EN } from '../i18n/en';
import { showcaseRoutes } from '../showcase/showcase-routes';
import { firstFailure, serializeHydrationData, type SerializedHydration } from './hydration-data';

registerMessages('en', { ...designSystemMessages.en, ...API_MESSAGES_EN, ...SHELL_MESSAGES_EN });

export interface RenderRequest {
  /** The page's URL as the server received it, on the server's own origin (loaders fetch from it). */
  url: string;
  /** Headers the page's loaders may forward (cookie, accept-language). */
  headers: Record<string, string>;
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

/** How long a server render waits for the public data its page asked for. */
const QUERIES_TIMEOUT_MS = 1500;

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

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { headers: request.headers }));
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
  const page = (store: AppStore) => (
    <ResponseStatusContext.Provider value={response}>
      <Provider store={store}>
        <IntlProvider
          locale={LOCALES.find((entry) => entry.code === locale)?.iso ?? 'it-IT'}
          defaultLocale="it-IT"
          messages={messagesFor(locale)}
          onError={() => undefined}
        >
          <LinkPrefetchContext.Provider value={() => undefined}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </LinkPrefetchContext.Provider>
        </IntlProvider>
      </Provider>
    </ResponseStatusContext.Provider>
  );
  // RTK Query on the server: the first render starts the page's queries (its public ones: the
  // personal ones stay pending, as in the browser's first render), the second has their answers,
  // which go to the browser with the page.
  const store = createAppStore();
  let html = await toHtml(page(store));
  await settlePublicQueries(store, QUERIES_TIMEOUT_MS);
  const answered = publicApiState(store.getState());
  if (Object.keys(answered.queries).length > 0) html = await toHtml(page(store));
  // What the HTML was drawn with (a query started by the second render is still pending in it).
  const queries = answered;
  store.dispatch(api.util.resetApiState());
  return {
    kind: 'html',
    status: status ?? context.statusCode,
    html,
    hydration: serializeHydrationData(owner, context, queries),
    // The page modules rendered (tools/rspack/page-module-loader.cjs): the server links their CSS.
    pageModules: context.matches.flatMap(
      (match) => (match.route as { ssrPageModule?: string }).ssrPageModule ?? [],
    ),
  };
}
