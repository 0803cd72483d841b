import { matchSiteRoute, type LayoutName, type RemoteName } from '@iper/routes';
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LayoutErrorBoundary, RouteErrorView } from '../errors/route-error';
import { loadRemoteRoutes } from '../federation/remotes';
import { DefaultLayout } from '../layouts/default-layout';
import { EmptyLayout } from '../layouts/empty-layout';
import { RootFrame, RootHydrateFallback } from './root-frame';

const LAYOUT_ROUTE_ID: Record<LayoutName, string> = {
  default: 'layout-default',
  empty: 'layout-empty',
};

export const shellRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootFrame />,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: LayoutErrorBoundary,
    children: [
      { id: LAYOUT_ROUTE_ID.default, element: <DefaultLayout />, ErrorBoundary: LayoutErrorBoundary },
      { id: LAYOUT_ROUTE_ID.empty, element: <EmptyLayout /> },
    ],
  },
];

/** A remote page's failures stay inside the layout's main area, under header and footer. */
function withLocalErrorBoundary(route: RouteObject): RouteObject {
  if (route.ErrorBoundary || route.errorElement) return route;
  return { ...route, ErrorBoundary: RouteErrorView };
}

/**
 * Mounts remotes on demand: the first navigation to a path owned by a remote loads that remote's
 * `./routes` through the federation runtime and patches them under the layout the route table
 * names. A remote that cannot load throws RemoteUnavailableError, which the error boundary turns
 * into the remote's error panel; navigating again retries, since nothing was patched.
 */
export function createRemotePatcher(load: (remote: RemoteName) => Promise<RouteObject[]> = loadRemoteRoutes) {
  const patched = new Set<RemoteName>();
  const patchRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const pathname = path.split(/[?#]/)[0] ?? '/';
    const owner = matchSiteRoute(pathname)?.definition.remote;
    if (!owner || patched.has(owner)) return;
    const routes = await load(owner);
    if (patched.has(owner)) return; // a concurrent navigation got there first
    patched.add(owner);
    for (const route of routes) {
      const layout = (route.path && matchSiteRoute(route.path)?.definition.layout) || 'default';
      patch(LAYOUT_ROUTE_ID[layout], [withLocalErrorBoundary(route)]);
    }
  };
  return patchRoutes;
}

export function createSiteRouter() {
  return createBrowserRouter(shellRoutes, { patchRoutesOnNavigation: createRemotePatcher() });
}
