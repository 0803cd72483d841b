import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverBuildDir } from '../releases/local-builds';
import { LocalReleaseStore, releaseBrowserDir, releaseServerDir } from '../releases/release-store';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { writeShellDocument } from '../testing/shell-build';

/**
 * Issue 32, point 4: the apps' server builds are never served, whatever the address says. They
 * are kept out of every folder the site serves (an app's dist-server/ beside its dist/, a
 * release's server/ beside its browser/), so no spelling of an address can reach them: percent-
 * encoded letters, dot segments, doubled slashes. Each address here is generated from the place a
 * server build has, with the real files on disk, and must answer 404 without the file's bytes.
 */

/** In every server build written here: an answer holding it served a server build. */
const SERVER_CODE = 'SERVER BUILD 7f3c9e';
const VERSION = '1.0.0';

/** The server builds, by the address they would have if they sat under a served root. */
const TARGETS = [
  { base: '', file: 'main.cjs' },
  { base: 'remotes/content/', file: 'remoteEntry.js' },
  { base: `releases/content/${VERSION}/`, file: 'remoteEntry.js' },
] as const;

/** `server` with one letter percent-encoded (each letter, lower- and upper-case hex), and all. */
function encodedServerSegments(): string[] {
  const word = 'server';
  const hex = (c: string) => c.charCodeAt(0).toString(16);
  const one = [...word].flatMap((c, i) =>
    [hex(c), hex(c).toUpperCase()].map((h) => `${word.slice(0, i)}%${h}${word.slice(i + 1)}`),
  );
  const all = [...word].map((c) => `%${hex(c)}`).join('');
  return [...new Set([...one, all])];
}

/** What may stand between the base and `server/`: dot segments, encoded or not, and slashes. */
const BETWEEN = ['', './', '%2e/', '%2E/', '.%2f', 'x/../', 'x/%2e%2e/', 'x/%2E%2E/', '/', './/'];

/** The probe's addresses for one server build, a bounded set (about 70 per target). */
function probes(base: string, file: string): string[] {
  const addresses = new Set<string>();
  for (const between of BETWEEN) addresses.add(`/${base}${between}server/${file}`);
  for (const segment of encodedServerSegments()) addresses.add(`/${base}${segment}/${file}`);
  for (const lead of ['//', '/./', '/x/../', '/%2e/'])
    addresses.add(`${lead}${base}server/${file}`);
  addresses.add(`/${base}server%2f${file}`);
  addresses.add(`/${base}server%2F${file}`);
  addresses.add(`/${base}.//%73erver/${file}`);
  return [...addresses];
}

describe('the server builds are outside every served folder (issue 32, point 4)', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'iper-served-tree-'));
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    };
    const shellDist = path.join(root, 'shell');
    const contentDist = path.join(root, 'remotes/content');
    await writeShellDocument(shellDist);
    await write(path.join(shellDist, 'main.0123456789.js'), 'console.log(1)');
    await write(path.join(contentDist, 'remoteEntry.js'), 'var content;');
    // Where the builds put them (tools/rspack/federated-server-app.mjs, the release store).
    await write(path.join(serverBuildDir(shellDist), 'main.cjs'), SERVER_CODE);
    await write(path.join(serverBuildDir(contentDist), 'remoteEntry.js'), SERVER_CODE);
    const releases = new LocalReleaseStore(path.join(root, 'releases'));
    await write(
      path.join(releaseBrowserDir(releases, 'content', VERSION), 'remoteEntry.js'),
      'var content;',
    );
    await write(
      path.join(releaseServerDir(releases, 'content', VERSION), 'remoteEntry.js'),
      SERVER_CODE,
    );
    process.env.RELEASES_DIR = releases.root;
    server = await startTestServer(singleTestDatabase(), {
      SERVE_SITE: 'true',
      SHELL_DIST: shellDist,
      REMOTES_DIR: path.join(root, 'remotes'),
      REMOTES_LAYOUT: 'flat',
    });
  }, 120_000);
  afterAll(async () => {
    delete process.env.RELEASES_DIR;
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  /** The final answer to an address, redirects followed (a redirect alone serves nothing). */
  async function finalAnswer(url: string) {
    let target = url;
    for (let hops = 0; ; hops += 1) {
      const response = await server.app.inject({ method: 'GET', url: target });
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || !location || hops === 3)
        return response;
      target = new URL(String(location), 'http://127.0.0.1').pathname;
    }
  }

  it('serves the browser builds beside them (the probe reaches the served folders)', async () => {
    for (const url of [
      '/main.0123456789.js',
      '/remotes/content/remoteEntry.js',
      `/releases/content/${VERSION}/remoteEntry.js`,
    ]) {
      const response = await server.app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it.each(TARGETS.flatMap(({ base, file }) => probes(base, file)))(
    'answers %s with a 404, never with a server build',
    async (url) => {
      const response = await finalAnswer(url);
      expect(response.body).not.toContain(SERVER_CODE);
      expect(response.statusCode).toBe(404);
    },
  );
});
