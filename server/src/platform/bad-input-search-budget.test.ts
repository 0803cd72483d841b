import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SEARCH_LIMITS } from '../search/search-limits';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';

/**
 * Issue 32, item 1: a search request too large on any dimension (query bytes, filter values, OR
 * groups, conditions, filter and attribute lengths, attribute lists, page, offset, queries, hits)
 * is refused before any work with Algolia's 400 `{ message, status }` — through every way the
 * parameters arrive (JSON body, the legacy params string, the single-index endpoint) — and a body
 * past the route's limit with a 413 in the same shape. Never a 5xx. Cases are generated (fast-check)
 * just past each bound and far past it.
 */

const RUNS = 150;
const CREDENTIALS = 'x-algolia-application-id=IPERLOCAL&x-algolia-api-key=iper-public-search-key';
const L = SEARCH_LIMITS;

type Params = Record<string, unknown>;
/** One query's parameters, or a whole request body (`requests`) when the dimension is the request. */
type Oversize = { params: Params } | { body: { requests: Params[] } };

const over = (limit: number, far = 20 * limit) =>
  fc.oneof(
    fc.integer({ min: limit + 1, max: limit + 3 }),
    fc.integer({ min: limit + 1, max: far }),
  );
const filterValue = fc
  .tuple(fc.constantFrom('brand', 'flyerId', 'categoryId', 'tag', '-brand'), fc.nat(99_999))
  .map(([attribute, n]) => `${attribute}:v${n}`);
const values = (count: number) => fc.array(filterValue, { minLength: count, maxLength: count });
const filterList = fc.constantFrom(
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'optionalFilters',
);
const attributeList = fc.constantFrom(
  ['facets', L.facetsPerQuery] as const,
  ['attributesToRetrieve', L.retrievedAttributes] as const,
  ['attributesToHighlight', L.highlightedAttributes] as const,
  ['attributesToSnippet', L.snippetedAttributes] as const,
);
const names = (count: number) => Array.from({ length: count }, (_, i) => `attribute${i}`);

/** A query (or request) too large on exactly one dimension. */
const oversize: fc.Arbitrary<Oversize> = fc.oneof(
  // Query bytes: ASCII, two-, three- and four-byte characters.
  fc
    .tuple(over(L.queryBytes, 4 * L.queryBytes), fc.constantFrom('a', 'è', '€', '🍝'))
    .map(([bytes, char]) => ({
      params: { query: char.repeat(Math.ceil(bytes / Buffer.byteLength(char))) },
    })),
  // One OR group too large, as a nested list (the probe's shape) or a parenthesis of `filters`.
  fc
    .tuple(filterList, over(L.valuesPerOrGroup, 9_000))
    .chain(([parameter, count]) =>
      values(count).map((group) => ({ params: { [parameter]: [group] } })),
    ),
  over(L.valuesPerOrGroup, 80).map((count) => ({
    params: {
      filters: `(${Array.from({ length: count }, (_, i) => `b:${i}`).join(' OR ')})`,
    },
  })),
  // Too many conditions, and too many values spread over groups that each fit.
  fc
    .tuple(filterList, over(L.conditionsPerQuery, 2_000))
    .chain(([parameter, count]) =>
      values(count).map((list) => ({ params: { [parameter]: list } })),
    ),
  fc
    .tuple(fc.array(filterList, { minLength: 3, maxLength: 6 }), fc.nat(L.valuesPerOrGroup))
    .chain(([parameters, extra]) =>
      values(L.valuesPerOrGroup).map((group) => ({
        params: {
          ...Object.fromEntries(parameters.map((parameter) => [parameter, [group, group]])),
          facetFilters: [group, group, group.slice(0, extra + 1)],
        },
      })),
    ),
  // Lengths: the filters string, a filter value, an attribute name.
  over(L.filtersLength, 60_000).map((length) => ({
    params: { filters: `brand:${'x'.repeat(length)}` },
  })),
  fc
    .tuple(filterList, over(L.filterValueLength, 50_000))
    .map(([parameter, length]) => ({ params: { [parameter]: [`brand:${'x'.repeat(length)}`] } })),
  fc
    .tuple(attributeList, over(L.attributeNameLength, 50_000))
    .map(([[parameter], length]) => ({ params: { [parameter]: ['a'.repeat(length)] } })),
  // Attribute lists.
  attributeList.chain(([parameter, most]) =>
    over(most, 5_000).map((count) => ({ params: { [parameter]: names(count) } })),
  ),
  // Paging past the reachable hits.
  fc
    .oneof(over(L.reachableHits - 1), fc.constantFrom(2 ** 31, 2 ** 53 - 1))
    .map((page) => ({ params: { page } })),
  over(L.reachableHits).map((offset) => ({ params: { offset } })),
  // The request: too many queries, too many hits across them.
  over(L.queriesPerRequest, 50).map((count) => ({
    body: { requests: Array.from({ length: count }, () => ({ indexName: 'iper_faq' })) },
  })),
  fc.integer({ min: 2, max: L.queriesPerRequest }).map((count) => ({
    body: {
      requests: Array.from({ length: count }, () => ({
        indexName: 'iper_faq',
        hitsPerPage: Math.ceil((L.hitsPerRequest + 1) / count),
      })),
    },
  })),
);

/** How the parameters arrive: in the body, in the legacy params string, or to the single-index endpoint. */
const delivery = fc.constantFrom('multi', 'legacy', 'single');

function requestOf(oversized: Oversize, how: string): { url: string; payload: string } {
  const multi = `/1/indexes/*/queries?${CREDENTIALS}`;
  if ('body' in oversized) return { url: multi, payload: JSON.stringify(oversized.body) };
  const { params } = oversized;
  if (how === 'single')
    return {
      url: `/1/indexes/iper_products/query?${CREDENTIALS}`,
      payload: JSON.stringify(params),
    };
  if (how === 'legacy') {
    const legacy = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString();
    return {
      url: multi,
      payload: JSON.stringify({ requests: [{ indexName: 'iper_products', params: legacy }] }),
    };
  }
  return {
    url: multi,
    payload: JSON.stringify({ requests: [{ indexName: 'iper_products', ...params }] }),
  };
}

function expectAlgoliaRefusal(response: LightMyRequestResponse, bodyBytes: number) {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.statusCode).toBe(bodyBytes > L.bodyBytes ? 413 : 400);
  expect(response.json()).toEqual({ message: expect.any(String), status: response.statusCode });
}

describe('oversize search requests are 400s in Algolia’s shape, never 5xx (issue 32, item 1)', () => {
  let server: TestServer;
  let address = 0;
  const post = (url: string, payload: string) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload,
      // One address per request: the search rate limit (per key and address) stays out of the way.
      remoteAddress: `10.32.${(++address >> 8) & 255}.${address & 255}`,
    });

  beforeAll(async () => {
    server = await startTestServer(singleTestDatabase());
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a request past any bound, however it is sent', async () => {
    await fc.assert(
      fc.asyncProperty(oversize, delivery, async (oversized, how) => {
        const { url, payload } = requestOf(oversized, how);
        expectAlgoliaRefusal(await post(url, payload), Buffer.byteLength(payload));
      }),
      { numRuns: RUNS },
    );
  });

  it('answers the largest request on each dimension (the bound itself) with results', async () => {
    const atTheBound: Params[] = [
      { query: 'è'.repeat(L.queryBytes / 2) },
      { facetFilters: [Array.from({ length: L.valuesPerOrGroup }, (_, i) => `brand:v${i}`)] },
      { facetFilters: Array.from({ length: L.conditionsPerQuery }, (_, i) => `-brand:v${i}`) },
      { filters: `brand:${'x'.repeat(L.filterValueLength - 6)}` },
      {
        facetFilters: [
          Array.from({ length: L.valuesPerOrGroup }, (_, i) => `brand:v${i}`),
          Array.from({ length: L.filterValuesPerQuery - L.valuesPerOrGroup }, (_, i) => `b:${i}`),
        ],
      },
      { facets: names(L.facetsPerQuery), attributesToRetrieve: names(L.retrievedAttributes) },
      { page: L.reachableHits - 1, hitsPerPage: 1, offset: L.reachableHits },
    ];
    for (const params of atTheBound) {
      const { url, payload } = requestOf({ params }, 'multi');
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(L.bodyBytes);
      const response = await post(url, payload);
      expect({ params, status: response.statusCode }).toEqual({ params, status: 200 });
    }
  });
});
