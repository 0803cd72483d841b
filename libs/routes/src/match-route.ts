import { stripLocalePrefix } from '@iper/i18n';
import { matchRoutes } from 'react-router';
import { ROUTE_TABLE, SHELL_PATHS, type RouteDefinition } from './route-table';

const routeObjects = ROUTE_TABLE.map((definition) => ({ path: definition.path, definition }));

export interface RouteMatch {
  definition: RouteDefinition;
  params: Record<string, string | undefined>;
}

/**
 * The route a pathname belongs to, ranked the way react-router ranks them (static segments beat
 * dynamic ones), or undefined when no route of the site can match it.
 */
export function matchSiteRoute(localizedPathname: string): RouteMatch | undefined {
  // Every locale has the same routes: /en/punti-vendita is /punti-vendita.
  const pathname = stripLocalePrefix(localizedPathname);
  // The shell's own pages are nobody's generic content page.
  if (isShellPath(pathname)) return undefined;
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.at(-1);
  if (!last) return undefined;
  return { definition: last.route.definition, params: last.params };
}

const shellRouteObjects = SHELL_PATHS.map((path) => ({ path }));

/** Whether a pathname is one of the shell's own pages (the /test/** showcase). */
export function isShellPath(pathname: string): boolean {
  return matchRoutes(shellRouteObjects, stripLocalePrefix(pathname)) !== null;
}
