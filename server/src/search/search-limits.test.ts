import { startTestServer, type TestServer } from '../testing/test-server';

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
  const search = (body: unknown, remoteAddress = `10.3.0.${++address}`) =>
    server.app.inject({
      method: 'POST',
      url: QUERIES_URL,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
      remoteAddress,
    });

  beforeAll(async () => {
    process.env.SEARCH_RATE_LIMIT_MAX = '5';
    server = await startTestServer(undefined);
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
      remoteAddress: '10.3.1.1',
    });
    expect(response.statusCode).toBe(400);
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
