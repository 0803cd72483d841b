import { SEARCH_DEFAULT_HITS_PER_PAGE, type SearchParams } from '@iper/contracts';

/**
 * What one request may ask of the embedded engine. Algolia's own ceilings (hitsPerPage ≤ 1000,
 * 1000 reachable hits) stay per query; these bound the whole request, because one 4 KB POST of
 * 50 queries × 1,000 hits × every facet answered 24 MB in 1.9 s and stalled the server (issue 17).
 */
export const SEARCH_LIMITS = {
  /** Queries in one multi-query request; the site's search sends three (products, FAQ, magazine). */
  queriesPerRequest: 10,
  /** Hits asked for across the request's queries (the sum of their hitsPerPage, default 20 each). */
  hitsPerRequest: 1000,
  /** Attribute names in `facets` of one query (`*` counts as one); values per facet stay at 100. */
  facetsPerQuery: 20,
  /** Attributes highlighted per hit (each one is a ts_headline per hit). */
  highlightedAttributes: 10,
  /** Search requests waiting for their turn (one runs at a time, database-turns.ts) before a new one is refused with 429. */
  requestsWaiting: 50,
} as const;

/** Why a request asks for more than SEARCH_LIMITS allows (Algolia's 400 message), or undefined. */
export function searchBudgetProblem(queries: SearchParams[]): string | undefined {
  if (queries.length > SEARCH_LIMITS.queriesPerRequest) {
    return `Too many queries in one request: at most ${SEARCH_LIMITS.queriesPerRequest}`;
  }
  const hits = queries.reduce(
    (sum, params) => sum + (params.hitsPerPage ?? SEARCH_DEFAULT_HITS_PER_PAGE),
    0,
  );
  if (hits > SEARCH_LIMITS.hitsPerRequest) {
    return `Too many hits asked for in one request: hitsPerPage may add up to ${SEARCH_LIMITS.hitsPerRequest}`;
  }
  if (queries.some((params) => (params.facets?.length ?? 0) > SEARCH_LIMITS.facetsPerQuery)) {
    return `Invalid value for parameter facets: at most ${SEARCH_LIMITS.facetsPerQuery} attributes`;
  }
  if (
    queries.some(
      (params) => (params.attributesToHighlight?.length ?? 0) > SEARCH_LIMITS.highlightedAttributes,
    )
  ) {
    return `Invalid value for parameter attributesToHighlight: at most ${SEARCH_LIMITS.highlightedAttributes} attributes`;
  }
  return undefined;
}
