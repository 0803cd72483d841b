import type { AddressInfo } from 'node:net';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import {
  MultipleQueriesResponseSchema,
  SearchResultSchema,
  type ProductSearchRecord,
  type SearchResult,
} from '@iper/contracts';
import { sql } from 'kysely';
import { addDays, flyerWeekStart, romeToday } from '../flyers/flyer-dates';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { refreshSearchIndices } from './search-indices';

const APP_ID = 'IPERLOCAL';
const KEY = 'iper-public-search-key';
const PRODUCTS = 'iper_products';
const FAQ = 'iper_faq';
const MAGAZINE = 'iper_magazine';

describe.each(testDatabases('both'))('site search (Algolia protocol) on $name', ({ url }) => {
  let server: TestServer;
  let client: LiteClient;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(url);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    client = liteClient(APP_ID, KEY, {
      hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'read' }],
    });
  });
  afterAll(() => server.close());

  async function searchOne(
    indexName: string,
    query: string,
    params: Record<string, unknown> = {},
  ): Promise<SearchResult> {
    const { results } = await client.search({ requests: [{ indexName, query, ...params }] });
    return SearchResultSchema.parse(results[0]);
  }

  it("finds flyer products as the user types, highlighting the match: 'pasta', 'mozzarella', 'mozz'", async () => {
    const pasta = await searchOne(PRODUCTS, 'pasta');
    expect(pasta.nbHits).toBeGreaterThan(10);
    // As-you-type matches prefixes of the stem ('past…'): pasta first, then names like 'Pastiglie'.
    expect((pasta.hits[0] as unknown as ProductSearchRecord).categoryId).toBe(
      'pasta-riso-e-farine',
    );
    expect(
      pasta.hits.every(
        (hit) => hit.categoryId === 'pasta-riso-e-farine' || /\bPast/.test(String(hit.name)),
      ),
    ).toBe(true);

    const mozzarella = await searchOne(PRODUCTS, 'mozzarella');
    expect(mozzarella.nbHits).toBeGreaterThan(0);
    const hit = mozzarella.hits[0]! as unknown as ProductSearchRecord &
      SearchResult['hits'][number];
    expect(hit.name).toMatch(/Mozzarella/);
    expect(hit.flyerId).toMatch(/^volantino-iper-\d{4}-\d{2}-\d{2}$/);
    expect(hit.url).toBe(`/volantino?id=${hit.flyerId}`);
    expect(hit._highlightResult!.name).toEqual(
      expect.objectContaining({
        value: expect.stringContaining('<em>Mozzarella</em>'),
        matchLevel: 'full',
        matchedWords: ['mozzarella'],
      }),
    );

    const typing = await searchOne(PRODUCTS, 'mozz');
    expect(typing.nbHits).toBe(mozzarella.nbHits);

    // 'di' is an Italian stop word, but typed alone it is the start of 'Dispensa'.
    const typingStopWord = await searchOne(PRODUCTS, 'di', { hitsPerPage: 1000 });
    expect(typingStopWord.hits.some((hit) => hit.categoryId === 'dispensa')).toBe(true);
  });

  it("folds plurals and accents the Italian way: 'pomodori' finds 'pomodoro', 'caffe' finds 'Caffè'", async () => {
    const singular = await server.database.db
      .selectFrom('search_documents')
      .select('object_id')
      .where('index_name', '=', PRODUCTS)
      .where('title', 'like', '%pomodoro%')
      .execute();
    expect(singular.length).toBeGreaterThan(0);
    const plural = await searchOne(PRODUCTS, 'pomodori', { hitsPerPage: 100 });
    expect(plural.hits.map((h) => h.objectID)).toEqual(
      expect.arrayContaining(singular.map((row) => row.object_id)),
    );

    const coffee = await searchOne(PRODUCTS, 'caffe');
    expect(coffee.nbHits).toBeGreaterThan(0);
    expect(String(coffee.hits[0]!.name)).toMatch(/Caffè/);
  });

  it('finds help-centre answers and magazine articles', async () => {
    const faq = await searchOne(FAQ, 'richiedere la carta vantaggi');
    expect(faq.hits[0]).toEqual(
      expect.objectContaining({
        title: 'Come richiedo la Carta Vantaggi?',
        url: '/serve-aiuto/carta-vantaggi/come-richiedere-la-carta',
      }),
    );
    const magazine = await searchOne(MAGAZINE, 'lasagne');
    expect(magazine.hits[0]).toEqual(
      expect.objectContaining({
        title: 'Lasagne alla bolognese',
        url: '/iper-mag/ricette/lasagne-alla-bolognese',
        image: expect.objectContaining({ width: expect.any(Number) }),
      }),
    );
    expect(magazine.hits[0]!._highlightResult!.title!.value).toBe(
      '<em>Lasagne</em> alla bolognese',
    );
  });

  it('answers an empty result for a word nobody wrote, and everything for an empty query', async () => {
    const none = await searchOne(PRODUCTS, 'xyzzyqw');
    expect(none).toEqual(
      expect.objectContaining({ hits: [], nbHits: 0, nbPages: 0, page: 0, query: 'xyzzyqw' }),
    );
    const all = await searchOne(FAQ, '');
    expect(all.nbHits).toBeGreaterThan(5);
  });

  it('searches several indices in one call, each result naming its index', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: PRODUCTS, query: 'latte', hitsPerPage: 3 },
        { indexName: FAQ, query: 'latte', hitsPerPage: 3 },
        { indexName: MAGAZINE, query: 'latte', hitsPerPage: 3 },
      ],
    });
    const parsed = MultipleQueriesResponseSchema.parse({ results });
    expect(parsed.results.map((r) => r.index)).toEqual([PRODUCTS, FAQ, MAGAZINE]);
    expect(parsed.results[0]!.hits.length).toBe(3);
    expect(parsed.results[0]!).toEqual(
      expect.objectContaining({
        exhaustiveNbHits: true,
        hitsPerPage: 3,
        query: 'latte',
        params: expect.stringContaining('hitsPerPage=3'),
      }),
    );
  });

  it('pages the hits with page and hitsPerPage', async () => {
    const first = await searchOne(PRODUCTS, 'pasta', { hitsPerPage: 5, page: 0 });
    const second = await searchOne(PRODUCTS, 'pasta', { hitsPerPage: 5, page: 1 });
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 5));
    expect(second.page).toBe(1);
    expect(second.hits).toHaveLength(5);
    const firstIds = new Set(first.hits.map((h) => h.objectID));
    expect(second.hits.some((h) => firstIds.has(h.objectID))).toBe(false);
    const beyond = await searchOne(PRODUCTS, 'pasta', { hitsPerPage: 5, page: 999 });
    expect(beyond.hits).toEqual([]);
  });

  it('gives a queryID for click analytics when asked, and none otherwise', async () => {
    const withId = await searchOne(PRODUCTS, 'pasta', { clickAnalytics: true });
    expect(withId.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await searchOne(PRODUCTS, 'pasta')).queryID).toBeUndefined();
  });

  it('narrows by facetFilters and filters, and counts facets', async () => {
    const some = await searchOne(PRODUCTS, '', { hitsPerPage: 1 });
    const flyerId = String(some.hits[0]!.flyerId);
    const inFlyer = await searchOne(PRODUCTS, '', {
      facetFilters: [`flyerId:${flyerId}`],
      hitsPerPage: 1000,
      facets: ['categoryId'],
    });
    expect(inFlyer.nbHits).toBeGreaterThanOrEqual(300);
    expect(inFlyer.hits.every((hit) => hit.flyerId === flyerId)).toBe(true);
    expect(Object.values(inFlyer.facets!.categoryId!).reduce((a, b) => a + b, 0)).toBe(
      inFlyer.nbHits,
    );

    const dairy = await searchOne(PRODUCTS, '', {
      filters: `flyerId:${flyerId} AND (categoryId:latticini-e-formaggi OR categoryId:salumi)`,
    });
    expect(dairy.nbHits).toBe(
      inFlyer.facets!.categoryId!['latticini-e-formaggi']! + inFlyer.facets!.categoryId!.salumi!,
    );
    const notDairy = await searchOne(PRODUCTS, '', {
      facetFilters: [`flyerId:${flyerId}`, '-categoryId:latticini-e-formaggi'],
    });
    expect(notDairy.nbHits).toBe(
      inFlyer.nbHits - inFlyer.facets!.categoryId!['latticini-e-formaggi']!,
    );
  });

  it('reads the legacy params string and the single-index endpoint', async () => {
    const response = await fetch(
      `${base}/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${KEY}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          requests: [{ indexName: MAGAZINE, params: 'query=lasagne&hitsPerPage=1' }],
        }),
      },
    );
    expect(response.status).toBe(200);
    const body = MultipleQueriesResponseSchema.parse(await response.json());
    expect(body.results[0]!.hits).toHaveLength(1);
    // Keys an object inherits are the client's plain keys in that string, nothing more.
    const inherited = await fetch(
      `${base}/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${KEY}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          requests: [
            {
              indexName: MAGAZINE,
              params: 'query=lasagne&__proto__=%7B%7D&constructor=x&hitsPerPage=1',
            },
          ],
        }),
      },
    );
    expect(inherited.status).toBe(200);
    const read = MultipleQueriesResponseSchema.parse(await inherited.json());
    expect(read.results[0]!.hits).toHaveLength(1);

    const { port } = server.app.server.address() as AddressInfo;
    // customPost goes through the client's write hosts.
    const readWrite = liteClient(APP_ID, KEY, {
      hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
    });
    const single = await readWrite.customPost({
      path: `1/indexes/${FAQ}/query`,
      body: { query: 'vantaggi', hitsPerPage: 2 },
    });
    expect(SearchResultSchema.parse(single).hits).toHaveLength(2);
  });

  it('takes any punctuation or operator in the query without failing', async () => {
    for (const query of [
      "pasta' OR 1=1; --",
      'mozzarella & | ! : * ( )',
      '"',
      '\\',
      'l’olio',
      '1+1',
      '!!!',
      'a'.repeat(500),
    ]) {
      const result = await searchOne(PRODUCTS, query);
      expect(result.query).toBe(query);
    }
  });

  it("refuses a wrong key with Algolia's 403, and unknown indices or bad parameters with 4xx", async () => {
    const wrong = liteClient(APP_ID, 'not-the-key', {
      hosts: [{ url: base.replace('http://', ''), protocol: 'http', accept: 'read' }],
    });
    await expect(
      wrong.search({ requests: [{ indexName: PRODUCTS, query: 'pasta' }] }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const raw = await fetch(`${base}/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: PRODUCTS }] }),
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });

    const post = (body: unknown) =>
      fetch(`${base}/1/indexes/*/queries`, {
        method: 'POST',
        headers: {
          'x-algolia-application-id': APP_ID,
          'x-algolia-api-key': KEY,
          'content-type': 'text/plain',
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const unknown = await post({ requests: [{ indexName: 'secret_index', query: 'x' }] });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Index does not exist', status: 404 });
    for (const bad of [
      { requests: [{ indexName: PRODUCTS, hitsPerPage: 1001 }] },
      { requests: [{ indexName: PRODUCTS, page: -1 }] },
      { requests: [{ indexName: PRODUCTS, filters: 'price < 3 OR' }] },
      { requests: [{ indexName: PRODUCTS, facetFilters: ['nocolon'] }] },
      { requests: [] },
      'not json',
    ]) {
      const response = await post(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String), status: 400 });
    }
  });

  it('rebuilds the product index when a new flyer week starts, and only then', async () => {
    const db = server.database.db;
    expect(
      await db
        .transaction()
        .execute((trx) => refreshSearchIndices(trx, server.app.config.search.indices)),
    ).toEqual([]);
    const nextWeek = addDays(romeToday(), 7);
    expect(
      await db
        .transaction()
        .execute((trx) => refreshSearchIndices(trx, server.app.config.search.indices, nextWeek)),
    ).toEqual([PRODUCTS]);
    const flyerIds = await sql<{ id: string }>`
      select distinct payload ->> 'flyerId' as id from search_documents where index_name = ${PRODUCTS} order by id`.execute(
      db,
    );
    const following = flyerWeekStart(nextWeek);
    expect(flyerIds.rows.map((row) => row.id).sort()).toEqual([
      `speciale-casa-${following}`,
      `speciale-casa-${addDays(following, 7)}`,
      `volantino-iper-${following}`,
      `volantino-iper-${addDays(following, 7)}`,
    ]);
    await db
      .transaction()
      .execute((trx) => refreshSearchIndices(trx, server.app.config.search.indices));
  });
});
