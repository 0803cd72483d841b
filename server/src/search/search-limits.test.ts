import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { SEARCH_LIMITS } from './search-limits';

/**
 * Issue 17, point 3: one request cannot make the engine do unbounded work. Algolia's own limits
 * hold per query (hitsPerPage ≤ 1000); the request as a whole is bounded in queries, hits,
 * facets and highlights, and requests are rate-limited per API key and address.
 */

const CREDENTIALS = 'x-algolia-application-id=IPERLOCAL&x-algolia-api-key=iper-public-search-key';
const QUERIES_URL = `/1/indexes/*/queries?${CREDENTIALS}`;

function queries(count: number, params: Record<string, unknown> = {}) {
  return {
    requests: Array.from({ length: count }, () => ({
      indexName: 'iper_products',
      query: '',
      ...params,
    })),
  };
}

describe('search limits (issue 17, point 3)', () => {
  let server: TestServer;
  let address = 0;
  const previous = process.env.SEARCH_RATE_LIMIT_MAX;
  const nextAddress = () => `10.3.${(++address >> 8) & 255}.${address & 255}`;
  const search = (body: unknown, remoteAddress = nextAddress()) =>
    server.app.inject({
      method: 'POST',
      url: QUERIES_URL,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
      remoteAddress,
    });

  beforeAll(async () => {
    process.env.SEARCH_RATE_LIMIT_MAX = '5';
    server = await startTestServer(singleTestDatabase());
  });
  afterAll(async () => {
    await server.close();
    if (previous === undefined) delete process.env.SEARCH_RATE_LIMIT_MAX;
    else process.env.SEARCH_RATE_LIMIT_MAX = previous;
  });

  it("refuses the probe's request (50 queries × 1,000 hits × every facet) at once, in Algolia's error shape", async () => {
    const response = await search(queries(50, { hitsPerPage: 1000, facets: ['*'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: expect.stringMatching(/^Too many queries in one request: at most 10$/),
    });
    expect(response.body.length).toBeLessThan(200);
  });

  it('answers up to 10 queries sharing 1,000 hits, and no more', async () => {
    expect((await search(queries(10, { hitsPerPage: 100, facets: ['*'] }))).statusCode).toBe(200);
    expect((await search(queries(11))).statusCode).toBe(400);
    expect((await search(queries(1, { hitsPerPage: 1000 }))).statusCode).toBe(200);
    const overBudget = await search(queries(2, { hitsPerPage: 1000 }));
    expect(overBudget.statusCode).toBe(400);
    expect(overBudget.json().message).toMatch(/hitsPerPage may add up to 1000/);
    // The default of 20 hits counts too: 10 queries at 20 fit, one query at 1000 plus one default does not.
    expect(
      (
        await search({
          requests: [{ indexName: 'iper_products', hitsPerPage: 1000 }, { indexName: 'iper_faq' }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('bounds the facet and highlight work one query may ask for', async () => {
    const facets = Array.from({ length: 21 }, (_, i) => `attribute${i}`);
    expect((await search(queries(1, { facets }))).statusCode).toBe(400);
    const highlights = Array.from({ length: 11 }, (_, i) => `attribute${i}`);
    expect((await search(queries(1, { attributesToHighlight: highlights }))).statusCode).toBe(400);
    expect(
      (
        await search(
          queries(1, {
            facets: facets.slice(0, 20),
            attributesToHighlight: highlights.slice(0, 10),
          }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('applies the same bounds to the single-index endpoint', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/1/indexes/iper_products/query?${CREDENTIALS}`,
      payload: { query: '', facets: Array.from({ length: 21 }, (_, i) => `a${i}`) },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
  });

  describe('a work budget for every dimension of a query (issue 32, item 1)', () => {
    /** The answer to one query with these parameters on the product index. */
    const one = (params: Record<string, unknown>) => search(queries(1, params));
    const refusal = async (params: Record<string, unknown>) => {
      const response = await one(params);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; status: number };
      expect(body).toEqual({ message: expect.any(String), status: 400 });
      return body.message;
    };
    const accepted = async (params: Record<string, unknown>) =>
      expect((await one(params)).statusCode).toBe(200);
    const values = (count: number, prefix = 'brand:Marca') =>
      Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

    it("refuses the probe's request (~110 KB, 8,000 OR-ed facetFilters values) at once, in Algolia's error shape", async () => {
      const body = queries(1, { facetFilters: [values(8_000, 'brand:m')] });
      expect(JSON.stringify(body).length).toBeGreaterThan(100_000);
      expect(JSON.stringify(body).length).toBeLessThan(SEARCH_LIMITS.bodyBytes);
      const response = await search(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        message: 'Invalid value for parameter facetFilters: at most 50 values in one OR group',
      });
    });

    it('takes what the site sends: three queries of 12 hits with click analytics, a query of 512 bytes', async () => {
      const query = 'è'.repeat(256);
      const site = {
        requests: ['iper_products', 'iper_faq', 'iper_magazine'].map((indexName) => ({
          indexName,
          query,
          hitsPerPage: 12,
          clickAnalytics: true,
        })),
      };
      expect((await search(site)).statusCode).toBe(200);
    });

    it('bounds the query at 512 bytes, as Algolia does (not characters)', async () => {
      await accepted({ query: 'a'.repeat(512) });
      expect(await refusal({ query: 'è'.repeat(257) })).toBe(
        'Invalid value for parameter query: at most 512 bytes',
      );
    });

    it('bounds the values OR-ed in one group, in facetFilters and in filters', async () => {
      await accepted({ facetFilters: [values(50)] });
      expect(await refusal({ facetFilters: [values(51)] })).toMatch(
        /^Invalid value for parameter facetFilters: at most 50 values in one OR group/,
      );
      const orGroup = (count: number) => `(${values(count, 'brand:m').join(' OR ')})`;
      await accepted({ filters: orGroup(50) });
      expect(await refusal({ filters: orGroup(51) })).toMatch(
        /^Invalid value for parameter filters: at most 50 values in one OR group/,
      );
    });

    it('bounds the filter values of one query across facetFilters, filters, numericFilters, tagFilters and optionalFilters', async () => {
      await accepted({ facetFilters: [values(50), values(49)], filters: 'brand:a' });
      expect(await refusal({ facetFilters: [values(50), values(50)], filters: 'brand:a' })).toMatch(
        /^Invalid value for parameter filters: at most 100 filter values in one query/,
      );
      for (const parameter of ['numericFilters', 'tagFilters', 'optionalFilters']) {
        await accepted({ facetFilters: [values(50)], [parameter]: [values(50, 'x')] });
        expect(
          await refusal({ facetFilters: [values(50)], [parameter]: [values(50, 'x'), 'y'] }),
        ).toMatch(/at most 100 filter values in one query/);
      }
    });

    it('bounds the conditions AND-ed in one query', async () => {
      await accepted({ facetFilters: values(12, '-brand:b'), filters: values(8).join(' AND ') });
      expect(
        await refusal({ facetFilters: values(12, '-brand:b'), filters: values(9).join(' AND ') }),
      ).toMatch(/^Invalid value for parameter filters: at most 20 conditions in one query/);
      expect(await refusal({ tagFilters: values(21, 'tag') })).toMatch(
        /^Invalid value for parameter tagFilters: at most 20 conditions/,
      );
    });

    it('bounds the length of filters and of each filter value', async () => {
      const atom = (length: number) => `brand:${'y'.repeat(length - 6)}`;
      /** An OR group of four values, `length` characters in all. */
      const filters = (length: number) =>
        `(${[atom(252), atom(252), atom(252), atom(length - 2 - 12 - 3 * 252)].join(' OR ')})`;
      expect(filters(1024)).toHaveLength(1024);
      const long = atom(256);
      await accepted({ facetFilters: [long], filters: filters(1024) });
      expect(await refusal({ filters: filters(1025) })).toBe(
        'Invalid value for parameter filters: at most 1024 characters',
      );
      expect(await refusal({ facetFilters: [[`${long}x`]] })).toBe(
        'Invalid value for parameter facetFilters: filter values of at most 256 characters',
      );
    });

    it('bounds the attributes to retrieve and to snippet, and the length of every attribute name', async () => {
      const names = (count: number) => Array.from({ length: count }, (_, i) => `attribute${i}`);
      await accepted({ attributesToRetrieve: names(30), attributesToSnippet: names(10) });
      expect(await refusal({ attributesToRetrieve: names(31) })).toBe(
        'Invalid value for parameter attributesToRetrieve: at most 30 attributes',
      );
      expect(await refusal({ attributesToSnippet: names(11) })).toBe(
        'Invalid value for parameter attributesToSnippet: at most 10 attributes',
      );
      for (const parameter of [
        'facets',
        'attributesToRetrieve',
        'attributesToHighlight',
        'attributesToSnippet',
      ]) {
        await accepted({ [parameter]: ['a'.repeat(64)] });
        expect(await refusal({ [parameter]: ['a'.repeat(65)] })).toBe(
          `Invalid value for parameter ${parameter}: attribute names of at most 64 characters`,
        );
      }
    });

    it('bounds page and offset at the 1,000 reachable hits', async () => {
      await accepted({ page: 999, hitsPerPage: 1 });
      expect(await refusal({ page: 1000, hitsPerPage: 1 })).toMatch(
        /^Invalid value for parameter page: at most 999/,
      );
      await accepted({ offset: 1000, length: 10 });
      expect(await refusal({ offset: 1001 })).toMatch(
        /^Invalid value for parameter offset: at most 1000/,
      );
    });

    it('applies the same budget to the legacy params string', async () => {
      const params = new URLSearchParams({
        facetFilters: JSON.stringify([values(51)]),
      }).toString();
      const response = await search({ requests: [{ indexName: 'iper_products', params }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/at most 50 values in one OR group/);
    });

    it("answers a body past 128 KB with a 413 in Algolia's shape, unread", async () => {
      const body = queries(1, { facetFilters: [values(12_000, 'brand:Produttore')] });
      const response = await search(body);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: expect.any(String), status: 413 });
    });
  });

  it('rate-limits searches per key and address (SEARCH_RATE_LIMIT_MAX), in Algolia’s error shape', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await search(queries(1), '10.3.9.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await search(queries(1), '10.3.9.9');
    expect(limited.json()).toEqual({
      status: 429,
      message: expect.stringMatching(/^Troppi tentativi/),
    });
    expect((await search(queries(1), '10.3.9.10')).statusCode).toBe(200);
  });
});
