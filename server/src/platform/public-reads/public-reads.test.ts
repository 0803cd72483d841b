import type { PublicReadRequest } from '@iper/contracts';
import { singleTestDatabase, startTestServer, type TestServer } from '../../testing/test-server';

const CMS = new URLSearchParams({ token: 'iper-embedded-public-token', version: 'published' });
const SEARCH_HEADERS = {
  'content-type': 'text/plain',
  'x-algolia-application-id': 'IPERLOCAL',
  'x-algolia-api-key': 'iper-public-search-key',
};
const SEARCH_BODY = JSON.stringify({
  requests: [{ indexName: 'iper_products', params: 'query=pasta&hitsPerPage=3' }],
});

describe("a server render's reads of public data, answered in-process", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(singleTestDatabase());
  }, 90_000);
  afterAll(async () => server?.close());

  const inProcess = (
    read: Omit<PublicReadRequest, 'headers'> & { headers?: Record<string, string> },
  ) => server.app.publicReads.answer({ headers: {}, ...read });
  const overHttp = (read: {
    method: string;
    path: string;
    body?: string;
    headers?: Record<string, string>;
  }) =>
    server.app.inject({
      method: read.method as 'GET' | 'POST',
      url: read.path,
      ...(read.body === undefined ? {} : { payload: read.body }),
      headers:
        read.headers ?? (read.body === undefined ? {} : { 'content-type': 'application/json' }),
    });

  /** The read answers what the browser gets from the API route: status, body, caching. */
  async function expectSameAnswer(read: {
    method: string;
    path: string;
    body?: string;
    headers?: Record<string, string>;
  }) {
    const [local, http] = await Promise.all([inProcess(read), overHttp(read)]);
    expect(local.status).toBe(http.statusCode);
    // The search engine says how long it took: the one figure two answers may differ by.
    const timeless = (body: string) =>
      body.replace(/"processingTimeMS":\d+/g, '"processingTimeMS":0');
    expect(JSON.parse(timeless(local.body))).toEqual(JSON.parse(timeless(http.body)));
    if (http.statusCode === 200)
      expect(local.headers['cache-control']).toBe(http.headers['cache-control']);
    return local;
  }

  it.each([
    ['POST', '/api/stores-yext', '{}'],
    ['POST', '/api/stores-pet-food', '{}'],
    ['POST', '/api/fuel-prices', '{}'],
    ['POST', '/api/restaurants-cremamore', '{}'],
    ['GET', '/api/services/categories', undefined],
    ['GET', '/api/services/store/iper-arese', undefined],
    ['GET', '/api/store-locator/config', undefined],
    ['GET', '/api/flyers?storeId=00101', undefined],
    ['GET', '/api/careers/positions?kind=sede', undefined],
    ['GET', '/api/geo/places?q=Arese&limit=8', undefined],
    ['GET', '/api/content/config', undefined],
    ['GET', `/v2/cdn/stories/home?${CMS}`, undefined],
    ['GET', `/v2/cdn/stories?${CMS}&starts_with=iper-mag&per_page=5`, undefined],
  ])('%s %s answers as its API route', async (method, path, body) => {
    const answer = await expectSameAnswer({ method, path, ...(body ? { body } : {}) });
    expect(answer.status).toBe(200);
  });

  it('finds a flyer and a job position as their routes do, and misses them with their 404', async () => {
    const list = JSON.parse(
      (await inProcess({ method: 'GET', path: '/api/flyers?storeId=00101' })).body,
    );
    const flyer = await expectSameAnswer({
      method: 'GET',
      path: `/api/flyers/${list.flyers[0].id}`,
    });
    expect(JSON.parse(flyer.body).products.length).toBeGreaterThan(0);
    const positions = JSON.parse(
      (await inProcess({ method: 'GET', path: '/api/careers/positions?kind=sede' })).body,
    );
    const slug = positions.positions[0]?.slug;
    expect(slug).toBeDefined();
    await expectSameAnswer({ method: 'GET', path: `/api/careers/positions/${slug}` });

    const missing = await expectSameAnswer({ method: 'GET', path: '/api/flyers?storeId=99999' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).message).toBe('Punto vendita non trovato');
    expect(
      (await expectSameAnswer({ method: 'GET', path: '/api/careers/positions/nessuna' })).status,
    ).toBe(404);
  });

  it('refuses bad input as the route does: a 400 naming the field', async () => {
    const bad = await expectSameAnswer({ method: 'GET', path: '/api/flyers?storeId=abc' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).issues[0].path).toBe('storeId');
  });

  it('searches as the search API does, with its credentials and its errors', async () => {
    const found = await expectSameAnswer({
      method: 'POST',
      path: '/1/indexes/*/queries',
      headers: SEARCH_HEADERS,
      body: SEARCH_BODY,
    });
    expect(JSON.parse(found.body).results[0].hits.length).toBeGreaterThan(0);
    const refused = await expectSameAnswer({
      method: 'POST',
      path: '/1/indexes/*/queries',
      headers: { ...SEARCH_HEADERS, 'x-algolia-api-key': 'sbagliata' },
      body: SEARCH_BODY,
    });
    expect(refused.status).toBe(403);
  });

  it('shares the routes’ response cache: one entry for the render’s read and the browser’s request', async () => {
    server.app.responseCache.invalidate();
    const path = '/api/services/store/iper-arese';
    await inProcess({ method: 'GET', path });
    expect(server.app.responseCache.size).toBe(1);
    await overHttp({ method: 'GET', path });
    await inProcess({ method: 'GET', path });
    expect(server.app.responseCache.size).toBe(1);
    server.app.responseCache.invalidate('stores');
    expect(server.app.responseCache.size).toBe(0);
  });

  it('reads nothing personal: what is not a public read is not found, whatever the cookies', async () => {
    for (const path of ['/api/identity/session', '/api/loyalty/card', '/api/account/profile']) {
      const answer = await inProcess({
        method: 'GET',
        path,
        headers: { cookie: 'iper_session=x' },
      });
      expect(answer.status).toBe(404);
    }
    // A read is a read: the same path with another method is not one.
    expect((await inProcess({ method: 'DELETE', path: '/api/flyers?storeId=00101' })).status).toBe(
      404,
    );
  });
});
