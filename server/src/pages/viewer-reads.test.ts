import type { FastifyRequest } from 'fastify';
import { signedIn, startLoyaltyTestServer, visitor } from '../loyalty/testing';
import { singleTestDatabase, type TestServer } from '../testing/test-server';
import { viewerReads } from './viewer-reads';

/** The page request a render is made for: only its headers, address and log are read. */
const pageRequest = (server: TestServer, cookie: string) =>
  ({ headers: { cookie }, ip: '127.0.0.1', log: server.app.log }) as unknown as FastifyRequest;

const get = (path: string) => ({ method: 'GET', path, headers: {} });

describe('a signed-in visitor’s render reads their own data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(singleTestDatabase());
  });
  afterAll(async () => server?.close());

  it('answers as the API answers that visitor: their card, their coupons, their session', async () => {
    const luca = await signedIn(server, 'luca.verdi@example.it');
    const read = viewerReads(server.app, pageRequest(server, luca.cookieHeader()));
    const card = await read(get('/api/advantage-card'));
    const own = await luca.request('GET', '/api/advantage-card');
    expect(card.status).toBe(200);
    expect(JSON.parse(card.body)).toEqual(own.json());
    expect(card.headers['cache-control']).toBe('no-store');
    const coupons = await read(get('/api/coupons?storeId=00101'));
    expect(JSON.parse(coupons.body)).toEqual(
      (await luca.request('GET', '/api/coupons?storeId=00101')).json(),
    );
    expect(JSON.parse((await read(get('/api/account/session/verify'))).body)).toMatchObject({
      errorCode: '0',
    });
  });

  it('answers a visitor without a session as the API does: nothing of anyone’s', async () => {
    const nobody = await visitor(server);
    const read = viewerReads(server.app, pageRequest(server, nobody.cookieHeader()));
    expect((await read(get('/api/advantage-card'))).status).toBe(401);
  });

  it('reads nothing of the operators’ nor identity’s, and changes nothing', async () => {
    const luca = await signedIn(server, 'luca.verdi@example.it');
    const read = viewerReads(server.app, pageRequest(server, luca.cookieHeader()));
    for (const path of [
      '/api/account/data-export',
      '/api/platform/admin',
      '/api/identity/csrf',
      '/api/metrics',
      '/api/test-data/customers',
      '/v2/cdn/stories/home',
    ])
      expect((await read(get(path))).status).toBe(404);
    const deleting = await read({ method: 'DELETE', path: '/api/coupons/saved', headers: {} });
    expect(deleting.status).toBe(404);
  });
});
