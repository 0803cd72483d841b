import {
  SEARCH_DEFAULT_HITS_PER_PAGE,
  SEARCH_MAX_QUERY_BYTES,
  type SearchParams,
} from '@iper/contracts';
import { filterStringClauses } from './search-filters';

/**
 * What one request may ask of the embedded engine, on every dimension, so that the worst request
 * accepted stays cheap. Algolia's own ceilings (hitsPerPage ≤ 1000, 1000 reachable hits, a query of
 * 512 bytes, 1,000 filters) hold; the rest is tighter than Algolia because PGlite runs in the
 * server's own thread: one 4 KB POST of 50 queries × 1,000 hits × every facet answered 24 MB in 1.9
 * s (issue 17), and one 110 KB POST of 8,000 OR-ed facetFilters values held the thread for 1.3–1.9
 * s, as long as the array overlap takes on every record (issue 32). The site's own search sends
 * three queries of 12 hits, a query and nothing else (remotes/content features/search).
 */
export const SEARCH_LIMITS = {
  /** Bytes of one request body (Algolia: 50 MB); past it a 413, unread. The site sends under 1 KB. */
  bodyBytes: 128 * 1024,
  /** Queries in one multi-query request; the site's search sends three (products, FAQ, magazine). */
  queriesPerRequest: 10,
  /** Hits asked for across the request's queries (the sum of their hitsPerPage, default 20 each). */
  hitsPerRequest: 1000,
  /** Hits a query can page to (Algolia's paginationLimitedTo): `page` and `offset` stop there. */
  reachableHits: 1000,
  /** Bytes of `query` in UTF-8, as Algolia counts them (only its first 10 words are searched). */
  queryBytes: SEARCH_MAX_QUERY_BYTES,
  /** Characters of the `filters` string. */
  filtersLength: 1024,
  /**
   * Filter values in one query, across facetFilters, filters, numericFilters, tagFilters and
   * optionalFilters (Algolia: 1,000). Each value is compared with every candidate record's tokens,
   * so the cost of a query grows with this number: 100 adds a few ms on the largest index.
   */
  filterValuesPerQuery: 100,
  /** Values OR-ed in one group: a nested array, or a parenthesis of `filters`. */
  valuesPerOrGroup: 50,
  /** Conditions AND-ed in one query: entries of the filter lists and clauses of `filters`. */
  conditionsPerQuery: 20,
  /** Characters of one filter value ('attribute:value'). */
  filterValueLength: 256,
  /** Attribute names in `facets` of one query (`*` counts as one); values per facet stay at 100. */
  facetsPerQuery: 20,
  /** Attributes highlighted per hit (each one is a ts_headline per hit). */
  highlightedAttributes: 10,
  /** Attributes in `attributesToSnippet` (accepted, not computed: hits carry whole attributes). */
  snippetedAttributes: 10,
  /** Attributes in `attributesToRetrieve` (a record has about fifteen). */
  retrievedAttributes: 30,
  /** Characters of one attribute name in facets and attributesTo*. */
  attributeNameLength: 64,
  /** Search requests waiting for their turn (one runs at a time, database-turns.ts) before a new one is refused with 429. */
  requestsWaiting: 50,
} as const;

const invalid = (parameter: string, rule: string) =>
  `Invalid value for parameter ${parameter}: ${rule}`;

const ATTRIBUTE_LISTS = [
  ['facets', SEARCH_LIMITS.facetsPerQuery],
  ['attributesToRetrieve', SEARCH_LIMITS.retrievedAttributes],
  ['attributesToHighlight', SEARCH_LIMITS.highlightedAttributes],
  ['attributesToSnippet', SEARCH_LIMITS.snippetedAttributes],
] as const;

type FilterList = 'facetFilters' | 'numericFilters' | 'tagFilters' | 'optionalFilters';

/** A query's filter conditions (AND-ed), each the values it ORs, named by the parameter it came from. */
function filterConditionsOf(params: SearchParams): { parameter: string; values: string[] }[] {
  const fromList = (parameter: FilterList) => {
    const list = params[parameter];
    if (list === undefined) return [];
    return (typeof list === 'string' ? [list] : list).map((entry) => ({
      parameter,
      values: typeof entry === 'string' ? [entry] : entry,
    }));
  };
  return [
    ...fromList('facetFilters'),
    // Parsed only once its length is known to be within the budget (see queryBudgetProblem).
    ...(params.filters
      ? filterStringClauses(params.filters).map((clause) => ({
          parameter: 'filters',
          values: clause.anyOf,
        }))
      : []),
    ...fromList('numericFilters'),
    ...fromList('tagFilters'),
    ...fromList('optionalFilters'),
  ];
}

/** Why one query asks for more than SEARCH_LIMITS allows, or undefined. */
function queryBudgetProblem(params: SearchParams): string | undefined {
  const limits = SEARCH_LIMITS;
  if (params.query !== undefined && Buffer.byteLength(params.query) > limits.queryBytes)
    return invalid('query', `at most ${limits.queryBytes} bytes`);
  if ((params.page ?? 0) >= limits.reachableHits)
    return invalid(
      'page',
      `at most ${limits.reachableHits - 1} (${limits.reachableHits} hits are reachable)`,
    );
  if ((params.offset ?? 0) > limits.reachableHits)
    return invalid(
      'offset',
      `at most ${limits.reachableHits} (${limits.reachableHits} hits are reachable)`,
    );
  for (const [parameter, most] of ATTRIBUTE_LISTS) {
    const names = params[parameter] ?? [];
    if (names.length > most) return invalid(parameter, `at most ${most} attributes`);
    if (names.some((name) => name.length > limits.attributeNameLength))
      return invalid(
        parameter,
        `attribute names of at most ${limits.attributeNameLength} characters`,
      );
  }
  if ((params.filters?.length ?? 0) > limits.filtersLength)
    return invalid('filters', `at most ${limits.filtersLength} characters`);

  let conditions = 0;
  let values = 0;
  for (const { parameter, values: anyOf } of filterConditionsOf(params)) {
    conditions += 1;
    values += anyOf.length;
    if (anyOf.length > limits.valuesPerOrGroup)
      return invalid(parameter, `at most ${limits.valuesPerOrGroup} values in one OR group`);
    if (conditions > limits.conditionsPerQuery)
      return invalid(parameter, `at most ${limits.conditionsPerQuery} conditions in one query`);
    if (values > limits.filterValuesPerQuery)
      return invalid(
        parameter,
        `at most ${limits.filterValuesPerQuery} filter values in one query`,
      );
    if (anyOf.some((value) => value.length > limits.filterValueLength))
      return invalid(parameter, `filter values of at most ${limits.filterValueLength} characters`);
  }
  return undefined;
}

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
  for (const params of queries) {
    const problem = queryBudgetProblem(params);
    if (problem) return problem;
  }
  return undefined;
}
