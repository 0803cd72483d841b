import type { ServerConfig } from '../config';

/**
 * Where browsers send search queries, for the Content-Security-Policy: nowhere but this origin
 * with the embedded engine; Algolia's hosts (or the configured one) when search is Algolia's.
 */
export function searchConnectSources(search: ServerConfig['search']): string[] {
  if (search.host) return [`https://${search.host}`];
  if (search.provider === 'algolia') return ['https://*.algolia.net', 'https://*.algolianet.com'];
  return [];
}
