import { matchSiteRoute } from './match-route';
import type { RouteDefinition } from './route-table';

/**
 * The query string of a page's address with only the parameters its route declares
 * (`RouteDefinition.query`), each written as it came and in its order ('' when none is left): what
 * the server renders and keys its HTML cache by. An address carrying only declared parameters comes
 * back unchanged, so its render sees the very string the browser hydrates with.
 * @param search the address's query, with or without its leading '?'
 */
export function declaredQuery(route: Pick<RouteDefinition, 'query'>, search: string): string {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '' || route.query.length === 0) return '';
  const kept = text.split('&').filter((pair) => {
    if (pair === '') return false;
    // The name as the page reads it (URLSearchParams decodes '+' and percent-escapes).
    const [name] = [...new URLSearchParams(pair).keys()];
    return name !== undefined && route.query.includes(name);
  });
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/**
 * `declaredQuery` for the page at a pathname ('' for an address no route matches): what a
 * component that writes the page's own address into its markup (a language switch, a login link
 * coming back here) should use, so the server's render and the browser's hydration write the same.
 */
export function declaredSearch(pathname: string, search: string): string {
  const route = matchSiteRoute(pathname);
  return route ? declaredQuery(route.definition, search) : '';
}
