import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { etagMatches, responseCachePlugin } from './response-cache';

/** A bare app with the cache in front of counting routes, as app.ts registers it (before compress). */
async function appWithCountingRoutes() {
  const app = Fastify();
  await app.register(responseCachePlugin);
  await app.register(compress, { threshold: 1024 });
  const calls = { list: 0, post: 0, personal: 0, write: 0 };
  const big = Array.from({ length: 200 }, (_, index) => ({
    id: index,
    name: `Punto vendita ${index}`,
  }));
  app.get(
    '/list',
    { config: { responseCache: { tag: 'stores', ttlSeconds: 60 } } },
    async (_request, reply) => {
      calls.list += 1;
      reply.header('cache-control', 'public, max-age=300');
      return { stores: big, version: calls.list };
    },
  );
  app.post(
    '/list',
    { config: { responseCache: { tag: 'stores', ttlSeconds: 60 } } },
    async (request) => {
      calls.post += 1;
      return { body: request.body, call: calls.post };
    },
  );
  app.get(
    '/personal',
    { config: { responseCache: { tag: 'stores' } } },
    async (_request, reply) => {
      calls.personal += 1;
      reply.header('cache-control', 'private, no-store');
      return { call: calls.personal };
    },
  );
  app.post('/stores/refresh', { config: { invalidatesResponseCache: ['stores'] } }, async () => {
    calls.write += 1;
    return { ok: true };
  });
  await app.ready();
  return { app, calls };
}

describe('the response cache of read-mostly endpoints', () => {
  let app: FastifyInstance;
  let calls: Awaited<ReturnType<typeof appWithCountingRoutes>>['calls'];

  beforeEach(async () => {
    ({ app, calls } = await appWithCountingRoutes());
  });
  afterEach(async () => {
    await app.close();
  });

  it('answers the second request from memory with the same body, headers and a weak ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/list' });
    const second = await app.inject({ method: 'GET', url: '/list' });
    expect(calls.list).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=300');
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.headers.vary).toBe('Accept-Encoding');
  });

  it('answers If-None-Match with a bodiless 304, on a miss and on a hit', async () => {
    const first = await app.inject({ method: 'GET', url: '/list' });
    const etag = String(first.headers.etag);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/list',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    const stale = await app.inject({
      method: 'GET',
      url: '/list',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(calls.list).toBe(1);
  });

  it('sends the pre-compressed brotli body to a browser that accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/list' });
    const compressed = await app.inject({
      method: 'GET',
      url: '/list',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('keys POST lists by their body', async () => {
    await app.inject({ method: 'POST', url: '/list', payload: { kind: 'a' } });
    await app.inject({ method: 'POST', url: '/list', payload: { kind: 'a' } });
    const other = await app.inject({ method: 'POST', url: '/list', payload: { kind: 'b' } });
    expect(calls.post).toBe(2);
    expect(other.json()).toEqual({ body: { kind: 'b' }, call: 2 });
  });

  it('never keeps a private or no-store answer', async () => {
    await app.inject({ method: 'GET', url: '/personal' });
    await app.inject({ method: 'GET', url: '/personal' });
    expect(calls.personal).toBe(2);
  });

  it('forgets a tag when a route that changes it succeeds', async () => {
    await app.inject({ method: 'GET', url: '/list' });
    await app.inject({ method: 'POST', url: '/stores/refresh' });
    const after = await app.inject({ method: 'GET', url: '/list' });
    expect(calls.list).toBe(2);
    expect(after.json().version).toBe(2);
    app.responseCache.invalidate();
    expect(app.responseCache.size).toBe(0);
  });

  it('tells its listeners of every invalidation, by a route or directly (the HTML cache listens)', async () => {
    const told: Array<string | undefined> = [];
    const stop = app.responseCache.onInvalidate((tag) => told.push(tag));
    await app.inject({ method: 'POST', url: '/stores/refresh' });
    app.responseCache.invalidate('content');
    app.responseCache.invalidate();
    stop();
    app.responseCache.invalidate('stores');
    expect(told).toEqual(['stores', 'content', undefined]);
  });

  it('compares ETags weakly and understands lists and *', () => {
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
