import { stripLocalePrefix } from '@iper/i18n';
import { matchRoutes } from 'react-router';
import { ROUTE_TABLE, SHELL_PATHS, type RouteDefinition } from './route-table';

const routeObjects = ROUTE_TABLE.map((definition) => ({ path: definition.path, definition }));

export interface RouteMatch {
  definition: RouteDefinition;
  params: Record<string, string | undefined>;
}

/** Answers already computed: matching flattens and ranks the whole table each time. */
const MATCH_CACHE_SIZE = 500;
const matchCache = new Map<string, RouteMatch | undefined>();

/**
 * The route a pathname belongs to, ranked the way react-router ranks them (static segments beat
 * dynamic ones), or undefined when no route of the site can match it.
 */
export function matchSiteRoute(localizedPathname: string): RouteMatch | undefined {
  if (matchCache.has(localizedPathname)) return matchCache.get(localizedPathname);
  const match = matchUncached(localizedPathname);
  // Bounded: the server matches every path it is asked for, 404s included.
  if (matchCache.size >= MATCH_CACHE_SIZE)
    matchCache.delete(matchCache.keys().next().value as string);
  matchCache.set(localizedPathname, match);
  return match;
}

function matchUncached(localizedPathname: string): RouteMatch | undefined {
  // Every locale has the same routes: /en/punti-vendita is /punti-vendita.
  const pathname = stripLocalePrefix(localizedPathname);
  // The shell's own pages are nobody's generic content page.
  if (isShellPath(pathname)) return undefined;
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.at(-1);
  if (!last) return undefined;
  // Frozen: the same answer is handed to every caller.
  return Object.freeze({
    definition: last.route.definition,
    params: Object.freeze({ ...last.params }),
  });
}

const shellRouteObjects = SHELL_PATHS.map((path) => ({ path }));

/** Whether a pathname is one of the shell's own pages (the /test/** showcase). */
export function isShellPath(pathname: string): boolean {
  return matchRoutes(shellRouteObjects, stripLocalePrefix(pathname)) !== null;
}
