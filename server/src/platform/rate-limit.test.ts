import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { rateLimitMessage } from './rate-limit';

describe('rate limits of the public forms', () => {
  let server: TestServer;
  const previous = process.env.FORM_RATE_LIMIT_MAX;

  beforeAll(async () => {
    process.env.FORM_RATE_LIMIT_MAX = '3';
    server = await startTestServer(singleTestDatabase());
  });
  afterAll(async () => {
    await server.close();
    if (previous === undefined) delete process.env.FORM_RATE_LIMIT_MAX;
    else process.env.FORM_RATE_LIMIT_MAX = previous;
  });

  async function statuses(
    url: string,
    payload: (index: number) => Record<string, unknown>,
    remoteAddress: string,
  ) {
    const result: number[] = [];
    let last;
    for (let index = 0; index < 4; index += 1) {
      last = await server.app.inject({
        method: 'POST',
        url,
        payload: payload(index),
        remoteAddress,
      });
      result.push(last.statusCode);
    }
    return { result, last: last?.json() };
  }

  it('answers feedback past the limit with a 429 in Italian, in the site’s error shape', async () => {
    const { result, last } = await statuses(
      '/api/feedback',
      (index) => ({ message: `Il sito è molto comodo ${index}`, page: '/' }),
      '10.0.0.1',
    );
    expect(result).toEqual([201, 201, 201, 429]);
    expect(last).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Troppi tentativi. Riprova tra 1 minuto.',
    });
  });

  it('limits newsletter subscriptions and help requests per address', async () => {
    const newsletter = await statuses(
      '/api/content/newsletter',
      (index) => ({ email: `lettore${index}@example.it` }),
      '10.0.0.2',
    );
    expect(newsletter.result.at(-1)).toBe(429);
    const help = await statuses('/api/content/help-requests', () => ({}), '10.0.0.3');
    expect(help.result.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(help.result.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Da un altro indirizzo.', page: '/' },
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(201);
  });

  it('says minutes in Italian, singular and plural', () => {
    expect(rateLimitMessage(30_000)).toBe('Troppi tentativi. Riprova tra 1 minuto.');
    expect(rateLimitMessage(5 * 60_000)).toBe('Troppi tentativi. Riprova tra 5 minuti.');
  });
});
