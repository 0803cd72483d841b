import type { RenderedApiState } from '@iper/api';
import type { FormOutcome } from '@iper/contracts';
import { DEFAULT_LOCALE, loadCatalogs, localeOfPath, LOCALES, type LocaleCode } from '@iper/i18n';
import {
  matchSiteRoute,
  redirectTrailingSlash,
  withSessionRule,
  type LayoutName,
  type RemoteName,
} from '@iper/routes';
import {
  createBrowserRouter,
  redirect,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LayoutErrorBoundary, RouteErrorView } from '../errors/route-error';
import { loadRemoteRoutes } from '../federation/remotes';
import { DefaultLayout } from '../layouts/default-layout';
import { EmptyLayout } from '../layouts/empty-layout';
import { showcaseRoutes } from '../showcase/showcase-routes';
import { RootFrame, RootHydrateFallback } from './root-frame';
import { applyPendingUpdate } from '../offline/pending-update';

/** Locales with a path prefix (SPEC §2: prefix except default) and the id suffix of their layouts. */
const PREFIXED_LOCALES = LOCALES.filter((locale) => locale.code !== DEFAULT_LOCALE).map(
  (locale) => locale.code,
);

function layoutRouteId(layout: LayoutName, locale: LocaleCode): string {
  return locale === DEFAULT_LOCALE ? `layout-${layout}` : `layout-${layout}-${locale}`;
}

function layoutRoutes(locale: LocaleCode, extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: layoutRouteId('default', locale),
      element: <DefaultLayout />,
      ErrorBoundary: LayoutErrorBoundary,
      children: extra,
    },
    { id: layoutRouteId('empty', locale), element: <EmptyLayout /> },
  ];
}

/**
 * @param targetHash the hash of the location being navigated to: a loader's request never carries
 *   it, and the trailing-slash redirect must keep it (SPEC §2).
 */
export function createShellRoutes(
  shellPages: RouteObject[] = showcaseRoutes,
  targetHash: () => string = () => '',
): RouteObject[] {
  return [
    {
      id: 'root',
      // redirect-trailing-slash on client navigations too (the server redirects direct hits).
      loader: ({ request }) => {
        const url = new URL(request.url);
        const canonical = redirectTrailingSlash(`${url.pathname}${url.search}${targetHash()}`);
        if (canonical) throw redirect(canonical);
        return null;
      },
      element: <RootFrame />,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: LayoutErrorBoundary,
      children: [
        ...layoutRoutes(DEFAULT_LOCALE, shellPages),
        // Pathless like the Italian layouts: '/en' alone must not match a route with nothing to
        // render, or the home page would never be loaded for it. Paths carry the prefix instead.
        ...PREFIXED_LOCALES.flatMap((locale) =>
          layoutRoutes(
            locale,
            shellPages.map((page) => withPathPrefix(page, `/${locale}`)),
          ),
        ),
      ],
    },
  ];
}

export const shellRoutes = createShellRoutes([]);

/** The same route under a locale prefix: absolute paths in the subtree get the prefix. */
function withPathPrefix(route: RouteObject, prefix: string): RouteObject {
  const path = route.path?.startsWith('/')
    ? route.path === '/'
      ? prefix
      : `${prefix}${route.path}`
    : route.path;
  return {
    ...route,
    ...(path !== undefined ? { path } : {}),
    ...(route.children
      ? { children: route.children.map((child) => withPathPrefix(child, prefix)) }
      : {}),
  } as RouteObject;
}

/**
 * A remote page's failures stay inside the layout's main area, under header and footer. That
 * includes a page module that cannot be downloaded (a chunk gone after a deploy): React Router
 * keeps a route whose `lazy` rejected as still loading and renders the root's fallback instead of
 * any error boundary, a blank page; so the failure becomes the route's loader error instead.
 */
function withLocalErrorBoundary(route: RouteObject): RouteObject {
  const { lazy } = route;
  return {
    ...route,
    ...(route.ErrorBoundary || route.errorElement ? {} : { ErrorBoundary: RouteErrorView }),
    ...(typeof lazy === 'function'
      ? {
          lazy: () =>
            lazy().catch((error: unknown) => ({
              loader: () => {
                throw error;
              },
            })),
        }
      : {}),
  } as RouteObject;
}

/**
 * Mounts remotes on demand: the first navigation to a path owned by a remote loads that remote's
 * `./routes` through the federation runtime and patches them under the layout the route table
 * names. A remote that cannot load throws RemoteUnavailableError, which the error boundary turns
 * into the remote's error panel; navigating again retries, since nothing was patched. On a page in
 * another language than Italian, the remote's catalog for it (registered when its routes load)
 * arrives before the page renders, so the page never shows in Italian first.
 */
/**
 * Where a remote's routes go in the site's tree: each under the layout the route table names, once
 * per locale (the non-default ones with their path prefix), behind the session rule (auth, guest)
 * the table gives it. One answer for the client's patching and for the server's (and hydration's)
 * tree built in one go.
 */
export function remoteRouteBranches(
  routes: RouteObject[],
): Array<{ parentId: string; routes: RouteObject[] }> {
  return routes.map(withSessionRule).flatMap((route) => {
    const layout = (route.path && matchSiteRoute(route.path)?.definition.layout) || 'default';
    return [
      { parentId: layoutRouteId(layout, DEFAULT_LOCALE), routes: [withLocalErrorBoundary(route)] },
      ...PREFIXED_LOCALES.map((locale) => ({
        parentId: layoutRouteId(layout, locale),
        routes: [withLocalErrorBoundary(withPathPrefix(route, `/${locale}`))],
      })),
    ];
  });
}

/** The shell's tree with a remote's routes already in place (server render, hydration). */
export function withRemoteRoutes(shellTree: RouteObject[], routes: RouteObject[]): RouteObject[] {
  const branches = remoteRouteBranches(routes);
  const graft = (route: RouteObject): RouteObject => {
    const added = branches
      .filter((branch) => branch.parentId === route.id)
      .flatMap((branch) => branch.routes);
    const children = route.children?.map(graft);
    if (!added.length && !children) return route;
    return { ...route, children: [...(children ?? []), ...added] } as RouteObject;
  };
  return shellTree.map(graft);
}

/**
 * Mounts remotes on demand: the first navigation to a path owned by a remote loads that remote's
 * `./routes` through the federation runtime and patches them under the layout the route table
 * names. A remote that cannot load throws RemoteUnavailableError, which the error boundary turns
 * into the remote's error panel; navigating again retries, since nothing was patched. On a page in
 * another language than Italian, the remote's catalog for it (registered when its routes load)
 * arrives before the page renders, so the page never shows in Italian first.
 *
 * @param alreadyMounted remotes whose routes are in the tree from the start (a hydrated page's)
 */
export function createRemotePatcher(
  load: (remote: RemoteName) => Promise<RouteObject[]> = loadRemoteRoutes,
  alreadyMounted: RemoteName[] = [],
) {
  const patched = new Set<RemoteName>(alreadyMounted);
  const patchRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const pathname = path.split(/[?#]/)[0] ?? '/';
    const owner = matchSiteRoute(pathname)?.definition.remote;
    if (!owner || patched.has(owner)) return;
    const routes = await load(owner);
    const locale = localeOfPath(pathname);
    if (locale !== DEFAULT_LOCALE) await loadCatalogs(locale);
    if (patched.has(owner)) return; // a concurrent navigation got there first
    patched.add(owner);
    for (const branch of remoteRouteBranches(routes)) patch(branch.parentId, branch.routes);
  };
  return patchRoutes;
}

export interface HydratedPage {
  /** The remote owning the page the server rendered, with its routes already loaded. */
  remote: RemoteName;
  routes: RouteObject[];
  hydrationData: HydrationState;
  /** The queries the server drew the page with (RTK Query: `renderedApiState`). */
  queries: RenderedApiState | undefined;
  /** The instant the server drew the page at: hydration renders with the same "now". */
  renderedAt: number;
  /** Drawn for a visitor without a session (`RenderedSignedOut`). */
  signedOut: boolean;
  /** A plain form the server refused just before (`FormOutcomeContext`). */
  formOutcome?: FormOutcome;
}

export function createSiteRouter(hydrated?: HydratedPage) {
  // A client navigation's target is in the router's state; on the first load it is the address bar.
  const holder: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const targetHash = () => holder.router?.state.navigation.location?.hash ?? window.location.hash;
  const shellTree = createShellRoutes(showcaseRoutes, targetHash);
  holder.router = createBrowserRouter(
    hydrated ? withRemoteRoutes(shellTree, hydrated.routes) : shellTree,
    {
      patchRoutesOnNavigation: createRemotePatcher(
        loadRemoteRoutes,
        hydrated ? [hydrated.remote] : [],
      ),
      ...(hydrated ? { hydrationData: hydrated.hydrationData } : {}),
    },
  );
  // A new version waiting in the service worker is loaded at the next navigation (issue 33).
  holder.router.subscribe(({ navigation }) => {
    const next = navigation.location;
    if (navigation.state !== 'idle' && next)
      applyPendingUpdate(next.pathname + next.search + next.hash);
  });
  return holder.router;
}
