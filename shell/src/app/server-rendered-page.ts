import { loadCatalogs, localeOfPath, stripLocalePrefix } from '@iper/i18n';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadRemoteRoutes } from '../federation/remotes';
import { HYDRATION_DATA_ELEMENT_ID } from '@iper/contracts';
import type { SerializedHydration } from '../server/hydration-data';
import type { HydratedPage } from './router';

/**
 * A lazy route's module in place before hydration: React Router would otherwise render the
 * HydrateFallback while it loads the module, and the server's HTML would be thrown away.
 */
async function resolveLazy(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  const { default: _default, ...module } = (await route.lazy()) as Record<string, unknown>;
  Object.assign(route, module);
  delete route.lazy;
}

/**
 * The page the server rendered into #root, ready to hydrate: its remote's routes loaded, the
 * matched page modules resolved and the English catalogs in place for an /en page. Undefined when
 * the page was rendered in the browser alone (no data block), or when the remote cannot be loaded
 * now: the caller then renders from scratch.
 */
export async function serverRenderedPage(
  nextTask: () => Promise<void>,
): Promise<HydratedPage | undefined> {
  const block = document.getElementById(HYDRATION_DATA_ELEMENT_ID)?.textContent;
  if (!block) return undefined;
  try {
    const { remote, state, queries, renderedAt, signedOut, formOutcome } = JSON.parse(
      block,
    ) as SerializedHydration;
    const routes = await loadRemoteRoutes(remote);
    // The page's modules are evaluated in a task apart from the remote's entry and routes.
    await nextTask();
    const pathname = window.location.pathname;
    const matches = matchRoutes(routes, stripLocalePrefix(pathname)) ?? [];
    await Promise.all([
      ...matches.map((match) => resolveLazy(match.route)),
      loadCatalogs(localeOfPath(pathname)),
    ]);
    return { remote, routes, hydrationData: state, queries, renderedAt, signedOut, formOutcome };
  } catch (error) {
    console.error('[ssr] the server-rendered page cannot be hydrated; rendering it again', error);
    return undefined;
  }
}
