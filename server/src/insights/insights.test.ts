import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';

const CREDENTIALS =
  'X-Algolia-Application-Id=IPERLOCAL&X-Algolia-API-Key=iper-public-insights-key&X-Algolia-Agent=insights-js';
const CLICK = {
  eventType: 'click',
  eventName: 'Prodotto cliccato',
  index: 'prodotti',
  userToken: 'anonymous-6f1c6a2e-2c7e-4a57-9d6b-2f0f0b1f8a11',
  objectIDs: ['p-123'],
  positions: [1],
  queryID: '0123456789abcdef0123456789abcdef',
};

describe.each(testDatabases())('search-analytics collector on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(() => server.close());

  it('stores the events of POST /1/events and answers like the real service', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/1/events?${CREDENTIALS}`,
      payload: { events: [CLICK] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'OK' });
    const rows = await server.database.db.selectFrom('insights_events').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        event_type: 'click',
        index_name: 'prodotti',
        object_ids: ['p-123'],
      }),
    ]);
  });

  it('accepts a beacon, whose JSON body arrives as text/plain', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/1/events?${CREDENTIALS}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ events: [{ ...CLICK, eventType: 'view', eventName: 'Vista' }] }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses wrong credentials, malformed events and non-JSON bodies with 4xx', async () => {
    const wrongKey = await server.app.inject({
      method: 'POST',
      url: '/1/events?X-Algolia-Application-Id=IPERLOCAL&X-Algolia-API-Key=nope',
      payload: { events: [CLICK] },
    });
    expect(wrongKey.statusCode).toBe(403);
    const badEvent = await server.app.inject({
      method: 'POST',
      url: `/1/events?${CREDENTIALS}`,
      payload: { events: [{ ...CLICK, eventType: 'purchase' }] },
    });
    expect(badEvent.statusCode).toBe(400);
    const notJson = await server.app.inject({
      method: 'POST',
      url: `/1/events?${CREDENTIALS}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'events',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
