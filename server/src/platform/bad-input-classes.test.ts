import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TestBrowser } from '../identity/test-browser';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';

/**
 * Issue 17, point 6: the classes of bad input that were 500s. Each answer must be a 400 in the
 * site's error shape with an Italian message: deep JSON anywhere, impossible calendar dates in the
 * shared schemas, and every way a multipart body can be malformed.
 */

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 7)]);
const BOUNDARY = 'iperclassboundary';

/** A multipart body written by hand, so a test can break it the way a browser never would. */
function multipartBody(
  parts: string[] | Buffer[],
  closed = true,
): { payload: Buffer; headers: Record<string, string> } {
  const chunks = parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part)));
  if (closed) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const textPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, filename: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);

const HELP_FIELDS: Record<string, string> = {
  theme: 'punto-vendita',
  category: 'reclamo',
  name: 'Giulia',
  surname: 'Rossi',
  email: 'giulia.rossi@example.it',
  store: '00101',
  message: 'Lo yogurt acquistato ieri era già scaduto.',
  privacy: 'true',
};

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function expectItalian400(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toContain('application/json');
  const body = response.json() as { statusCode: number; error: string; message: string };
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(body.message).toMatch(/richiesta|modulo|campo|caratteri|non/i);
}

describe('bad input classes that used to be 500s (issue 17, point 6)', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let browser: TestBrowser;
  let uploadsDir: string;
  const previousUploads = process.env.UPLOADS_DIR;
  let address = 0;
  const nextAddress = () => `10.17.${(address >> 8) & 255}.${++address & 255}`;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'iper-bad-input-'));
    process.env.UPLOADS_DIR = uploadsDir;
    server = await startTestServer(singleTestDatabase());
    app = server.app;
    browser = await new TestBrowser(app).open();
    expect((await browser.login('mario.rossi@example.it', 'Spesa2026!')).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
    if (previousUploads === undefined) delete process.env.UPLOADS_DIR;
    else process.env.UPLOADS_DIR = previousUploads;
  });

  describe('one depth guard for every JSON body', () => {
    it('refuses JSON nested 5,000 deep on a cached POST store list with a 400, not a stack overflow', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/stores-yext',
        headers: { 'content-type': 'application/json' },
        payload: `{"filter":${nested(5_000)}}`,
        remoteAddress: nextAddress(),
      });
      expectItalian400(response);
    });

    it('refuses deep JSON on the search and analytics endpoints, which parse text/plain bodies themselves', async () => {
      const search = await app.inject({
        method: 'POST',
        url: '/1/indexes/*/queries?x-algolia-application-id=IPERLOCAL&x-algolia-api-key=iper-public-search-key',
        headers: { 'content-type': 'text/plain' },
        payload: `{"requests":${nested(5_000)}}`,
        remoteAddress: nextAddress(),
      });
      expect(search.statusCode).toBe(400);
      const events = await app.inject({
        method: 'POST',
        url: '/1/events?X-Algolia-Application-Id=IPERLOCAL&X-Algolia-API-Key=iper-public-insights-key',
        headers: { 'content-type': 'text/plain' },
        payload: `{"events":${nested(5_000)}}`,
        remoteAddress: nextAddress(),
      });
      expect(events.statusCode).toBe(400);
    });

    it('still accepts ordinary nesting (a search with nested facet filters)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/1/indexes/*/queries?x-algolia-application-id=IPERLOCAL&x-algolia-api-key=iper-public-search-key',
        payload: {
          requests: [
            {
              indexName: 'iper_products',
              query: 'pasta',
              facetFilters: [['brand:Barilla', 'brand:De Cecco']],
            },
          ],
        },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
    });

    it('finds a NUL byte however deep it sits in the body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          page: '/',
          message: 'ok',
          extra: JSON.parse(`${'['.repeat(30)}"a\\u0000b"${']'.repeat(30)}`),
        }),
        remoteAddress: nextAddress(),
      });
      expectItalian400(response);
    });
  });

  describe('strict calendar dates in the shared schemas', () => {
    it.each(['2026-02-30', '2026-13-45', '2025-02-29', '2026-00-10'])(
      'refuses a shopping-list item promotion ending on %s',
      async (day) => {
        const response = await browser.request('POST', '/api/account/shopping-list/items', {
          label: 'Latte',
          promotionEndsOn: day,
        });
        expectItalian400(response);
        expect(response.json().issues).toEqual([
          expect.objectContaining({ path: 'promotionEndsOn' }),
        ]);
      },
    );

    it('refuses an impossible date in a shopping-list merge, and accepts 29 February of a leap year', async () => {
      const bad = await browser.request('POST', '/api/account/shopping-list/merge', {
        items: [{ label: 'Pane', promotionEndsOn: '2026-02-30' }],
      });
      expectItalian400(bad);
      const leap = await browser.request('POST', '/api/account/shopping-list/items', {
        label: 'Uova',
        promotionEndsOn: '2028-02-29',
      });
      expect(leap.statusCode).toBe(201);
    });
  });

  describe('one multipart reader: every malformed part is a 400 in Italian', () => {
    const post = (body: { payload: Buffer; headers: Record<string, string> }) =>
      app.inject({
        method: 'POST',
        url: '/api/content/help-requests',
        ...body,
        remoteAddress: nextAddress(),
      });
    const validText = Object.entries(HELP_FIELDS).map(([name, value]) => textPart(name, value));

    it('accepts the well-formed form (the baseline of the cases below)', async () => {
      expect(
        (
          await post(
            multipartBody(
              [...validText, filePart('receiptPhoto', 'scontrino.jpg', JPEG)].map((p) =>
                Buffer.from(p),
              ),
            ),
          )
        ).statusCode,
      ).toBe(201);
    });

    it('refuses a part without a name', async () => {
      const response = await post(
        multipartBody(
          [...validText, `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nvalore\r\n`].map(
            (p) => Buffer.from(p),
          ),
        ),
      );
      expectItalian400(response);
    });

    it('refuses a file part cut off before its closing boundary', async () => {
      const truncated = multipartBody(
        [
          ...validText.map((p) => Buffer.from(p)),
          filePart('receiptPhoto', 'scontrino.jpg', JPEG).subarray(0, 300),
        ],
        false,
      );
      expectItalian400(await post(truncated));
    });

    it('refuses a NUL byte in a text field and in a file name, as JSON bodies are refused', async () => {
      const inField = multipartBody(
        [...validText, textPart('orderNumber', 'AB\u0000123')].map((p) => Buffer.from(p)),
      );
      expectItalian400(await post(inField));
      const inName = multipartBody([
        ...validText.map((p) => Buffer.from(p)),
        filePart('receiptPhoto', 'scon\u0000trino.jpg', JPEG),
      ]);
      expectItalian400(await post(inName));
    });

    it('maps the same malformed parts to 400 on the job application too', async () => {
      const body = multipartBody(
        [
          textPart('firstName', 'Anna'),
          `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n`,
        ].map((p) => Buffer.from(p)),
      );
      const response = await app.inject({
        method: 'POST',
        url: '/api/careers/applications',
        payload: body.payload,
        headers: {
          ...body.headers,
          cookie: browser.cookieHeader(),
          'x-csrf-token': browser.cookies.get('iper.csrf') ?? '',
        },
        remoteAddress: nextAddress(),
      });
      expectItalian400(response);
    });
  });
});
