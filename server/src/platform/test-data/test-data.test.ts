import { TestBrowser } from '../../identity/test-browser';
import { startTestServer, testDatabases, type TestServer } from '../../testing/test-server';
import { readConfig } from '../../config';

describe.each(testDatabases())('test data on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url, { TEST_DATA: 'true' });
  });
  afterAll(() => server.close());

  it("creates a fresh customer in a demo customer's situation, every time a new one", async () => {
    const create = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/test-data/customers',
        payload: { like: 'sara.ferrari@example.it' },
      });
    const first = await create();
    const second = await create();
    expect(first.statusCode).toBe(201);
    const a = first.json();
    const b = second.json();
    expect(a.email).not.toBe(b.email);
    expect(a.email).toMatch(/^sara\.ferrari\+[a-z0-9]+@example\.it$/);
    expect(a.cardNumber).toMatch(/^0277\d{8}$/);
    expect(a.cardNumber).not.toBe(b.cardNumber);

    // The copy signs in and is in Sara's situation: a base card with 236 of 200 points.
    const browser = await new TestBrowser(server.app).open();
    expect((await browser.login(a.email, a.password)).statusCode).toBe(200);
    const card = await browser.request('GET', '/api/advantage-card');
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual(expect.objectContaining({ type: 'base', currentAmount: 236 }));
  });

  it('copies demo customers only', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test-data/customers',
      payload: { like: 'someone@example.it' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('test data outside test mode', () => {
  it('does not exist', async () => {
    const server = await startTestServer(undefined);
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/test-data/customers',
        payload: { like: 'sara.ferrari@example.it' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is refused in production', () => {
    expect(() => readConfig({ TEST_DATA: 'true', NODE_ENV: 'production' })).toThrow(/TEST_DATA/);
  });
});
