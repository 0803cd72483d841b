import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';

const TOKEN = 'cache-admin-token-0123456789abcdef';

describe('POST /api/platform/cache/invalidate (a CMS publish webhook)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(singleTestDatabase(), { PLATFORM_ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => server?.close());

  const invalidate = (payload: unknown, authorization = `Bearer ${TOKEN}`) =>
    server.app.inject({
      method: 'POST',
      url: '/api/platform/cache/invalidate',
      headers: { authorization },
      payload: payload as Record<string, unknown>,
    });

  it('drops the answers of the tags it is given', async () => {
    await server.app.inject({ method: 'POST', url: '/api/stores-yext', payload: {} });
    expect(server.app.responseCache.size).toBeGreaterThan(0);
    const response = await invalidate({ tags: ['stores'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invalidated: ['stores'] });
    expect(server.app.responseCache.size).toBe(0);
  });

  it('refuses a caller without the admin token, in Italian', async () => {
    const response = await invalidate({ tags: ['content'] }, 'Bearer sbagliato');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/token di amministrazione/);
  });

  it('refuses a tag that is not a word', async () => {
    expect((await invalidate({ tags: ['../*'] })).statusCode).toBe(400);
  });

  it('does not exist without PLATFORM_ADMIN_TOKEN', async () => {
    const plain = await startTestServer(singleTestDatabase());
    try {
      expect(
        (
          await plain.app.inject({
            method: 'POST',
            url: '/api/platform/cache/invalidate',
            payload: {},
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
