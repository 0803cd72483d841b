import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';

const INSIGHTS_EVENTS_PER_REQUEST = 100;

/** Issue 17, point 3: the analytics collector bounds the events of a request and the requests of an address. */

const CREDENTIALS = 'X-Algolia-Application-Id=IPERLOCAL&X-Algolia-API-Key=iper-public-insights-key';
const VIEW = {
  eventType: 'view',
  eventName: 'Vista',
  index: 'iper_products',
  userToken: 'anonymous-1',
  objectIDs: ['p-1'],
};

describe('search-analytics collector limits (issue 17, point 3)', () => {
  let server: TestServer;
  const previous = process.env.INSIGHTS_RATE_LIMIT_MAX;
  const send = (events: unknown[], remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: `/1/events?${CREDENTIALS}`,
      payload: { events },
      remoteAddress,
    });
  const stored = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('insights_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    process.env.INSIGHTS_RATE_LIMIT_MAX = '3';
    server = await startTestServer(singleTestDatabase());
  });
  afterAll(async () => {
    await server.close();
    if (previous === undefined) delete process.env.INSIGHTS_RATE_LIMIT_MAX;
    else process.env.INSIGHTS_RATE_LIMIT_MAX = previous;
  });

  it('takes at most 100 events in one request and stores none of a bigger one', async () => {
    const before = await stored();
    const tooMany = await send(Array(INSIGHTS_EVENTS_PER_REQUEST + 1).fill(VIEW), '10.4.0.1');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      `Troppi eventi in una richiesta: al massimo ${INSIGHTS_EVENTS_PER_REQUEST}.`,
    );
    expect(await stored()).toBe(before);
    expect((await send(Array(INSIGHTS_EVENTS_PER_REQUEST).fill(VIEW), '10.4.0.2')).statusCode).toBe(
      200,
    );
    expect(await stored()).toBe(before + INSIGHTS_EVENTS_PER_REQUEST);
  });

  it('rate-limits event posts per key and address (INSIGHTS_RATE_LIMIT_MAX)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send([VIEW], '10.4.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await send([VIEW], '10.4.1.2')).statusCode).toBe(200);
  });
});
