import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { routerContextFor } from '../route-data';
import { createAppStore, type AppStore } from '../store';

/**
 * Runs the loader of a remote's route as the server's render does (route-data.ts), with a fresh
 * page store, and returns the store.
 */
export async function loadOnServer(
  routes: RouteObject[],
  routePath: string,
  url: string,
  params: Record<string, string> = {},
): Promise<AppStore> {
  const store = createAppStore();
  const loader = routes.find((route) => route.path === routePath)?.loader;
  if (typeof loader !== 'function') throw new Error(`${routePath} has no loader`);
  await loader({
    request: new Request(`http://localhost${url}`),
    params,
    context: routerContextFor(store),
  } as LoaderFunctionArgs);
  return store;
}

/** The queries in a store, as `endpoint(args)`, with how each ended. */
export function loadedQueries(store: AppStore): Record<string, string> {
  return Object.fromEntries(
    Object.values(store.getState().api.queries).map((query) => [
      `${query!.endpointName}(${JSON.stringify(query!.originalArgs ?? '')})`,
      query!.status,
    ]),
  );
}
