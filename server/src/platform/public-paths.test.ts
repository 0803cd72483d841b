import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sendRequestLine } from '../testing/raw-request';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { serverBuildDir } from '../releases/local-builds';
import { writeShellDocument } from '../testing/shell-build';

/**
 * Issue 17, point 7: what the built site serves. Source maps (the whole source code) stay private
 * — the build keeps them out of dist/, and the server refuses a `.map` even if one is left there —
 * and a redirect never points at another host, whichever slashes the path starts with.
 */
describe('public paths of the built site (issue 17, point 7)', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'iper-public-paths-'));
    await mkdir(path.join(root, 'shell'), { recursive: true });
    await writeShellDocument(path.join(root, 'shell'));
    await writeFile(path.join(root, 'shell/main.0123456789.js'), 'console.log(1)');
    await writeFile(
      path.join(root, 'shell/main.0123456789.js.map'),
      '{"version":3,"sourcesContent":["secret source"]}',
    );
    const remote = path.join(root, 'remotes/store-locator');
    await mkdir(remote, { recursive: true });
    await writeFile(path.join(remote, 'remoteEntry.js'), 'var store_locator;');
    await writeFile(
      path.join(remote, 'remoteEntry.js.map'),
      '{"version":3,"sourcesContent":["secret source"]}',
    );
    // The server builds where the builds put them, beside the served folders (dist-server/).
    await mkdir(serverBuildDir(remote), { recursive: true });
    await writeFile(path.join(serverBuildDir(remote), 'remoteEntry.js'), '/* server code */');
    await mkdir(serverBuildDir(path.join(root, 'shell')), { recursive: true });
    await writeFile(
      path.join(serverBuildDir(path.join(root, 'shell')), 'main.cjs'),
      '/* server code */',
    );
    server = await startTestServer(singleTestDatabase(), {
      SERVE_SITE: 'true',
      SHELL_DIST: path.join(root, 'shell'),
      REMOTES_DIR: path.join(root, 'remotes'),
      REMOTES_LAYOUT: 'flat',
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('does not serve source maps, of the shell or of a remote', async () => {
    for (const url of ['/main.0123456789.js.map', '/remotes/store-locator/remoteEntry.js.map']) {
      const response = await server.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret source');
    }
    expect((await server.app.inject('/main.0123456789.js')).statusCode).toBe(200);
  });

  it('does not serve the server builds, which the render worker reads from disk', async () => {
    for (const url of [
      '/server/main.cjs',
      '/shell-server/main.cjs',
      '/remotes/store-locator/server/remoteEntry.js',
      '/remotes/store-locator-server/remoteEntry.js',
    ]) {
      const response = await server.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('server code');
    }
  });

  /** The status and Location a raw request line gets (an HTTP client or inject would normalise the backslashes first). */
  const rawRedirect = (target: string) =>
    sendRequestLine((server.app.server.address() as AddressInfo).port, `GET ${target} HTTP/1.1`);

  it.each([
    '/\\evil.example/',
    '/\\/evil.example/',
    '//\\evil.example/',
    '/\\\\evil.example/x/',
    '/%5Cevil.example/',
  ])('redirects %s to a path on this site, never to another host', async (target) => {
    const { status, location } = await rawRedirect(target);
    expect(status).toBe(301);
    expect(location).toMatch(/^\/[^/\\]/);
    // As a browser reads it: a backslash counts as a slash in http(s) URLs.
    expect(new URL(String(location), 'https://www.iper.it').host).toBe('www.iper.it');
  });
});
