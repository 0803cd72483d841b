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
 * dynamic ones), or undefined when no route of the site can match it (nor any address that is no
 * page's, `isPagePath`).
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

/** Longer than any page's address; a longer one is no page (its slug would be refused anyway). */
export const MAX_PAGE_PATH_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 200;
/**
 * What no segment of a page's address holds once decoded: control characters (NUL among them),
 * a per cent sign (`%2500` is a second encoding: a loader would decode it again into a NUL), a
 * slash or backslash written encoded (`%2F`, `%5C`: another path hidden in one segment).
 */
const NOT_IN_A_SEGMENT = /[\p{Cc}%/\\]/u;

/**
 * Whether a pathname (as requested, percent-encoded) can be a page's address at all: short enough,
 * each segment decodable (valid UTF-8) and free of what no slug holds. Anything else is no page,
 * answered 404 before any render or loader sees it (issue 32: `/x%2500` reached the CMS as a NUL).
 */
export function isPagePath(pathname: string): boolean {
  if (pathname.length > MAX_PAGE_PATH_LENGTH || !pathname.startsWith('/')) return false;
  for (const segment of pathname.split('/')) {
    if (!segment.includes('%')) {
      if (segment.length > MAX_SEGMENT_LENGTH || NOT_IN_A_SEGMENT.test(segment)) return false;
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded.length > MAX_SEGMENT_LENGTH || NOT_IN_A_SEGMENT.test(decoded)) return false;
  }
  return true;
}

function matchUncached(localizedPathname: string): RouteMatch | undefined {
  if (!isPagePath(localizedPathname)) return undefined;
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
