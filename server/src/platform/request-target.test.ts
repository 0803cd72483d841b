import { mkdtemp, rm } from 'node:fs/promises';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendRequestLine } from '../testing/raw-request';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { writeShellDocument } from '../testing/shell-build';

describe('the request target every page redirect is built from', () => {
  let shellDist: string;
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    shellDist = await mkdtemp(path.join(tmpdir(), 'iper-shell-'));
    await writeShellDocument(shellDist);
    server = await startTestServer(singleTestDatabase(), {
      SERVE_SITE: 'true',
      SSR: 'off',
      SHELL_DIST: shellDist,
      REMOTES_DIR: shellDist,
      REMOTES_LAYOUT: 'flat',
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(shellDist, { recursive: true, force: true });
  });

  it('reads an absolute-form target (a request meant for a proxy) as a path of this site', async () => {
    expect(await sendRequestLine(port, 'GET http://evil.example/x/ HTTP/1.1')).toEqual({
      status: 301,
      location: '/x',
    });
    expect(await sendRequestLine(port, 'GET https://evil.example/gift-card/?a=1 HTTP/1.1')).toEqual(
      { status: 301, location: '/gift-card?a=1' },
    );
    expect(await sendRequestLine(port, 'GET http://evil.example//evil.example/ HTTP/1.1')).toEqual({
      status: 301,
      location: '/evil.example',
    });
    expect((await sendRequestLine(port, 'GET http://evil.example/gift-card HTTP/1.1')).status).toBe(
      200,
    );
  });

  it.each([
    ['//evil.example/x/', '/evil.example/x'],
    ['/\\evil.example/', '/evil.example'],
    ['/%09/evil.example/', '/evil.example'],
    ['/%5Cevil.example/', '/evil.example'],
    ['/%2F%2Fevil.example/', '/evil.example'],
    ['/%252F%252Fevil.example/', '/'],
    ['/en//host/x', '/en/host/x'],
  ])('redirects the page at %s to %s, on this site', async (target, location) => {
    expect(await sendRequestLine(port, `GET ${target} HTTP/1.1`)).toEqual({
      status: 301,
      location,
    });
  });

  it('never serves the page at /en//host/x, whose language link would lead to //host/x', async () => {
    const page = await server.app.inject('/en//host/x');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/en/host/x');
  });
});
