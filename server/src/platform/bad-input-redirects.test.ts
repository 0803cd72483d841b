import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendRequestLine } from '../testing/raw-request';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { writeShellDocument } from '../testing/shell-build';

/**
 * Every answer that can redirect, fed generated targets (SPEC §5, issue 32): the page redirects
 * (trailing slash, runs of slashes, absolute-form request lines) and the remote override's
 * `return`, in the link and in its confirm form. Never a 5xx, and a Location, when there is one,
 * always lands on this site — read as a browser reads it, tabs and newlines dropped.
 */

const SITE = 'https://site.example';
const PREVIEW = 'http://127.0.0.1:4999/loyalty/pr-123/mf-manifest.json';
const RUNS = 150;

/** Pieces open redirects are made of: disguised slashes, controls, schemes, dots, hosts. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%09',
  '%0A',
  '%0D',
  '%00',
  '%7F',
  '%C2%85',
  '%E2%98%95',
  '\t',
  '.',
  '..',
  '%2e',
  ':',
  '@',
  '?',
  '#',
  'http:',
  'https://',
  'evil.example',
  'en',
  'gift-card',
  'è',
  '☕',
);
const target = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));

function expectOnThisSite(status: number, location: string | undefined) {
  expect(status).toBeLessThan(500);
  if (location === undefined) return;
  expect(new URL(location.replace(/[\t\n\r]/g, ''), `${SITE}/pagina`).origin).toBe(SITE);
}

describe('bad input to everything that redirects', () => {
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
      REMOTE_OVERRIDE_ORIGINS: 'http://127.0.0.1:*',
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(shellDist, { recursive: true, force: true });
  });

  it('page addresses: redirected only to this site, as the request line and in absolute form', async () => {
    await fc.assert(
      fc.asyncProperty(target, fc.boolean(), fc.boolean(), async (value, absolute, slash) => {
        const requested = `/${value}${slash ? '/' : ''}`.replace(/[ \r\n#]/g, '');
        const line = absolute ? `http://evil.example${requested}` : requested;
        const { status, location } = await sendRequestLine(port, `GET ${line} HTTP/1.1`);
        expectOnThisSite(status, location);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("the override's way back, in the link: a 400 or a redirect to this site", async () => {
    await fc.assert(
      fc.asyncProperty(target, fc.boolean(), async (value, clear) => {
        const query = clear ? 'clear' : `loyalty=${encodeURIComponent(PREVIEW)}`;
        for (const back of [encodeURIComponent(value), value.replace(/[#&\s]/g, '')]) {
          const answer = await server.app.inject(
            `/api/platform/remote-override?${query}&return=${back}`,
          );
          expectOnThisSite(answer.statusCode, answer.headers.location as string | undefined);
          if (answer.statusCode === 400)
            expect(answer.json().message).toMatch(/ritorno|remote|caratteri non ammessi/);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("the override's way back, in the confirm form: a 400 or a redirect to this site", async () => {
    const page = await server.app.inject(
      `/api/platform/remote-override?loyalty=${encodeURIComponent(PREVIEW)}`,
    );
    const csrfCookie = String(page.headers['set-cookie']).split(';')[0]!;
    const token = csrfCookie.split('=')[1]!;
    await fc.assert(
      fc.asyncProperty(target, async (value) => {
        const answer = await server.app.inject({
          method: 'POST',
          url: '/api/platform/remote-override',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: csrfCookie,
            'sec-fetch-site': 'same-origin',
          },
          payload: new URLSearchParams({ loyalty: PREVIEW, return: value, csrf: token }).toString(),
        });
        expectOnThisSite(answer.statusCode, answer.headers.location as string | undefined);
        expect([303, 400]).toContain(answer.statusCode);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
