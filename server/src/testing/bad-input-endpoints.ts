import { Readable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { z } from 'zod';
import { TestBrowser } from '../identity/test-browser';
import { startTestServer, type TestServer, singleTestDatabase } from './test-server';

/**
 * Bad input never breaks the server (SPEC §5, the product owner's bar): for every endpoint the app
 * registers — found through an onRoute hook, so a new endpoint is covered without touching this
 * file — property-based generation (fast-check) sends invalid payloads built from the route's own
 * schema, odd paths and queries, broken JSON, wrong content types and oversize bodies. The answer
 * is always a 4xx in the site's JSON error shape with an Italian message, never a 5xx. Requests
 * carry a signed-in session and the CSRF token, so validation is reached behind the guards.
 *
 * A minute and a half of requests in all on this machine: the endpoints are shared out between
 * the files `platform/bad-input-endpoints-<part>.test.ts`, which jest's workers run side by side.
 */

const WRITE_RUNS = 1_000;
const READ_RUNS = 60;
/** Italian words our messages use; an English framework message would have none of them. */
const ITALIAN =
  /\b(non|il|la|le|di|del|della|per|un|una|è|al|troppo|troppi|richiesta|valido|valida|accedi|riprova|trovat[oa]|atteso|ricevuto|campo|modulo|formato|indirizzo|risorsa|elemento|punto|vendita|carta|coupon|tentativi|chiave|deve|almeno|inserisci|scegli)\b/i;

interface CollectedRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

const routes: CollectedRoute[] = [];

function collect(route: RouteOptions) {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD' && method !== 'OPTIONS',
  );
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const zod = (value: unknown) => (value instanceof z.ZodType ? value : undefined);
  for (const method of methods) {
    routes.push({
      method,
      url: route.url,
      ...(zod(schema.body) ? { body: zod(schema.body) } : {}),
      ...(zod(schema.querystring) ? { querystring: zod(schema.querystring) } : {}),
      ...(zod(schema.params) ? { params: zod(schema.params) } : {}),
    });
  }
}

/** Compatible APIs that answer errors in their provider's shape: the CMS delivery API (Storyblok), the analytics collector (Algolia Insights), better-auth's handler. */
const foreignShape = (url: string) =>
  url.startsWith('/v2/') || url.startsWith('/1/') || url.startsWith('/api/auth/');

// --- Generators ---------------------------------------------------------------------------------

const oddString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '\uD800',
    'x'.repeat(5_000),
    '9'.repeat(400),
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    '../../etc/passwd',
    '2026-02-30',
    '2026-13-45',
    '2025-02-29',
    '0000-00-00',
    'mario.rossi@example.it',
    '0'.repeat(12),
  ),
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), 1e308),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** The property names a body schema knows (through unions and optional wrappers). */
function propertyNames(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<
    string,
    unknown
  >;
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object')
      for (const key of Object.keys(record.properties)) names.add(key);
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      if (Array.isArray(record[key])) (record[key] as unknown[]).forEach(walk);
  };
  walk(json);
  return [...names];
}

/** Objects shaped like the body (its own field names) with wrong values, missing fields and extras. */
function invalidBodies(schema: z.ZodType): fc.Arbitrary<unknown> {
  const names = propertyNames(schema);
  const nearMiss = fc
    .tuple(
      fc.record(Object.fromEntries(names.map((name) => [name, wrongValue])), { requiredKeys: [] }),
      fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 8 }),
          fc.constantFrom('constructor', 'prototype', 'isAdmin', 'userId'),
        ),
        wrongValue,
        { maxKeys: 2 },
      ),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  const anything = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom([], '', 0, true, 'null'),
  );
  // Judged as the server will see it: after the JSON round trip (which drops undefined, turns
  // -0 into 0, calls toJSON...), so a value that only looked invalid in memory is not counted.
  return fc
    .oneof({ arbitrary: nearMiss, weight: 8 }, { arbitrary: anything, weight: 2 })
    .filter((value) => !schema.safeParse(JSON.parse(JSON.stringify(value) ?? 'null')).success);
}

interface RawBody {
  raw: string | Buffer;
  contentType: string;
  /** Sent as a stream with `Transfer-Encoding: chunked`: no declared length to check up front. */
  chunked?: boolean;
}

/** JSON nested past any sane depth (the guard allows 32), as arrays or objects, sometimes in a known field. */
const deepJson: fc.Arbitrary<RawBody> = fc
  .tuple(fc.integer({ min: 33, max: 6_000 }), fc.constantFrom('[', '{"a":'), fc.boolean())
  .map(([depth, open, wrapped]) => {
    const nested = `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`;
    return { raw: wrapped ? `{"items":${nested}}` : nested, contentType: 'application/json' };
  });

const rawBodies: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { raw: '{"a":', contentType: 'application/json' },
    { raw: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { raw: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
    { raw: '', contentType: 'application/json' },
    { raw: 'nome=Mario', contentType: 'application/x-www-form-urlencoded' },
    { raw: '<xml/>', contentType: 'application/xml' },
    { raw: '--x\r\nbroken', contentType: 'multipart/form-data' },
    {
      raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
      contentType: 'multipart/form-data; boundary=x',
    },
    { raw: 'plain text', contentType: 'text/plain' },
    { raw: '{}', contentType: 'application/json; charset=latin9' },
  ),
  fc.string({ maxLength: 60 }).map((raw) => ({ raw, contentType: 'application/json' })),
  fc
    .uint8Array({ maxLength: 64 })
    .map((bytes) => ({ raw: Buffer.from(bytes), contentType: 'application/octet-stream' })),
  deepJson,
  // Any of the above, or an oversize body, streamed without a length.
  fc
    .oneof(
      deepJson,
      fc.jsonValue({ maxDepth: 2 }).map((value) => ({
        raw: JSON.stringify(value) ?? 'null',
        contentType: 'application/json',
      })),
      fc.constant({ raw: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' }),
    )
    .map((body) => ({ ...body, chunked: true })),
);

/** A multipart body with random text fields and files (random bytes, sometimes a real image header). */
const multipartBodies: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.constantFrom('email', 'message', 'theme', 'store', 'name', 'cv'),
        ),
        oddString,
      ),
      { maxLength: 6 },
    ),
    fc.array(
      fc.tuple(
        fc.constantFrom('receipt', 'product', 'store', 'cv', 'photo', 'video', 'other'),
        fc.oneof(
          fc.uint8Array({ maxLength: 256 }),
          fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
        ),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([fields, files]) => {
    const boundary = 'iperfuzzboundary';
    const parts: Buffer[] = [];
    const safe = (name: string) => name.replace(/["\r\n]/g, '_');
    for (const [name, value] of fields) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${safe(name)}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
    for (const [name, bytes] of files) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
      );
      parts.push(Buffer.from(bytes), Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { raw: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
  });

/** Multipart bodies broken the ways a browser never breaks them (issue 17: each was a 500). */
const malformedMultipartBodies: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.constantFrom(
      // a part without a name
      '--iperfuzzboundary\r\nContent-Disposition: form-data\r\n\r\nvalore\r\n--iperfuzzboundary--\r\n',
      // a file part cut off before its closing boundary
      '--iperfuzzboundary\r\nContent-Disposition: form-data; name="receiptPhoto"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff\u00e0abc',
      // NUL in a text field, in a field name, in a file name
      '--iperfuzzboundary\r\nContent-Disposition: form-data; name="message"\r\n\r\nci\u0000ao\r\n--iperfuzzboundary--\r\n',
      '--iperfuzzboundary\r\nContent-Disposition: form-data; name="mes\u0000sage"\r\n\r\nciao\r\n--iperfuzzboundary--\r\n',
      '--iperfuzzboundary\r\nContent-Disposition: form-data; name="cv"; filename="c\u0000v.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--iperfuzzboundary--\r\n',
      // headers never ended, a boundary never closed, no parts at all
      '--iperfuzzboundary\r\nContent-Disposition: form-data; name="a"',
      '--iperfuzzboundary\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
      '--iperfuzzboundary--\r\n',
      '--iperfuzzboundary\r\nContent-Disposition: attachment; name="a"\r\n\r\n1\r\n--iperfuzzboundary--\r\n',
    ),
    fc.boolean(),
  )
  .map(([raw, chunked]) => ({
    raw: Buffer.from(raw, 'latin1'),
    contentType: 'multipart/form-data; boundary=iperfuzzboundary',
    chunked,
  }));

const oddSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '..%2F..%2Fetc',
    '0',
    '-1',
    '99999999999999999999',
    'a'.repeat(3_000),
    '%00',
    '1;DROP',
    '%F0%9F%92%A9',
  ),
  fc.integer({ min: -10, max: 1e9 }).map(String),
);

const oddQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 10 }).map(encodeURIComponent),
        fc.constantFrom(
          'storeId',
          'page',
          'per_page',
          'q',
          'limit',
          'sort',
          'token',
          '__proto__',
          'filter_query[x][in]',
        ),
      ),
      fc.oneof(oddSegment, fc.constant('')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : '',
  );

function pathWith(url: string, segment: () => string): string {
  return url.replace(/:[A-Za-z]+/g, () => segment()).replace(/\*$/, () => segment());
}

function satisfiesSchema(schema: z.ZodType, body: RawBody): boolean {
  if (!/^application\/json\b/i.test(body.contentType)) return false;
  try {
    return schema.safeParse(JSON.parse(body.raw.toString())).success;
  } catch {
    return false;
  }
}

// --- Checks -------------------------------------------------------------------------------------

function expectClientError(
  route: CollectedRoute,
  url: string,
  response: LightMyRequestResponse,
  allowSuccess: boolean,
) {
  const where = `${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
  if (response.statusCode < 400) {
    if (!allowSuccess) throw new Error(`invalid input accepted: ${where}`);
    return;
  }
  if (!String(response.headers['content-type'] ?? '').includes('application/json'))
    throw new Error(`not JSON: ${where}`);
  if (foreignShape(url)) return;
  const body = JSON.parse(response.body) as {
    statusCode?: unknown;
    error?: unknown;
    message?: unknown;
  };
  if (
    body.statusCode !== response.statusCode ||
    typeof body.error !== 'string' ||
    typeof body.message !== 'string'
  ) {
    throw new Error(`not the site's error shape: ${where}`);
  }
  if (!ITALIAN.test(body.message)) throw new Error(`message not in Italian: ${where}`);
}

let ipCounter = 0;
/** Every request from a new address: the rate limits must not hide what validation says. */
function nextAddress(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A body in 16 KB chunks, as a chunked upload arrives. */
function* chunksOf(buffer: Buffer): Generator<Buffer> {
  for (let offset = 0; offset < buffer.length; offset += 16 * 1024)
    yield buffer.subarray(offset, offset + 16 * 1024);
}

const totals = { requests: 0, statuses: new Map<number, number>() };

/** Which of the endpoints a file fuzzes: the `part`-th of every `of` (in the app's order). */
export interface FuzzShare {
  part: number;
  of: number;
}

const inShare =
  ({ part, of }: FuzzShare) =>
  (_route: CollectedRoute, index: number) =>
    index % of === part - 1;

/**
 * The endpoint fuzz for one share of the endpoints. The first share also checks the enumeration,
 * the unknown paths and the oversize bodies.
 */
export function describeBadInputToEndpoints(share: FuzzShare): void {
  describe(`bad input to every endpoint gets a clear 4xx, never a 5xx (part ${share.part} of ${share.of})`, () => {
    let server: TestServer;
    let app: FastifyInstance;
    let browser: TestBrowser;
    const reached = new Map<string, { total: number; validation: number }>();

    beforeAll(async () => {
      server = await startTestServer(singleTestDatabase(), {}, { onRoute: collect });
      app = server.app;
      await app.ready();
      browser = new TestBrowser(app);
      await browser.open();
      expect((await browser.login('mario.rossi@example.it', 'Spesa2026!')).statusCode).toBe(200);
    }, 60_000);

    afterAll(async () => {
      await server?.close();
      // The figures to quote: routes fuzzed, requests sent, and what they got.
      const histogram = Object.fromEntries([...totals.statuses].sort(([a], [b]) => a - b));
      console.info(
        `fuzz totals, part ${share.part} of ${share.of} of ${routes.length} endpoints (${routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method)).length} write, ${routes.filter((route) => route.method === 'GET').length} read): ${totals.requests} requests, statuses ${JSON.stringify(histogram)}`,
      );
    });

    /** Sends with the signed-in session and CSRF token (except where that would end the session). */
    async function send(
      method: string,
      url: string,
      body?: RawBody,
    ): Promise<LightMyRequestResponse> {
      const endsSession = url === '/api/identity/logout';
      const headers: Record<string, string> = {};
      if (!endsSession) {
        headers.cookie = browser.cookieHeader();
        headers['x-csrf-token'] = browser.cookies.get('iper.csrf') ?? '';
      }
      if (body) headers['content-type'] = body.contentType;
      if (body?.chunked) headers['transfer-encoding'] = 'chunked';
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers,
        remoteAddress: nextAddress(),
        // A stream has no length: the server must count what it reads, as with a chunked body.
        ...(body
          ? { payload: body.chunked ? Readable.from(chunksOf(Buffer.from(body.raw))) : body.raw }
          : {}),
      });
      totals.requests += 1;
      totals.statuses.set(response.statusCode, (totals.statuses.get(response.statusCode) ?? 0) + 1);
      return response;
    }

    /** The checks that are not per endpoint, made once: in the first part. */
    const onFirstPart = (...args: Parameters<typeof it>) => {
      if (share.part === 1) it(...args);
    };

    onFirstPart('enumerates the endpoints from the app itself', () => {
      const writes = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
      expect(writes.length).toBeGreaterThanOrEqual(25);
      expect(
        routes.some((route) => route.url === '/api/account/shopping-list/items' && route.body),
      ).toBe(true);
      expect(routes.some((route) => route.url === '/api/content/help-requests')).toBe(true);
    });

    it(`refuses ${WRITE_RUNS} invalid payloads per POST/PUT/PATCH endpoint with a 4xx in Italian`, async () => {
      const writes = routes
        .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
        .filter(inShare(share));
      for (const route of writes) {
        const stats = { total: 0, validation: 0 };
        reached.set(`${route.method} ${route.url}`, stats);
        const multipart =
          route.url.endsWith('/help-requests') || route.url.endsWith('/careers/applications');
        const validPath = () => pathWith(route.url, () => '1');
        const bodies: fc.Arbitrary<{ body: RawBody; schemaInvalid: boolean; url: string }> =
          route.body
            ? fc.oneof(
                {
                  arbitrary: invalidBodies(route.body).map((value) => ({
                    body: { raw: JSON.stringify(value) ?? 'null', contentType: 'application/json' },
                    schemaInvalid: true,
                    url: validPath(),
                  })),
                  weight: 8,
                },
                {
                  arbitrary: rawBodies.map((body) => ({
                    body,
                    schemaInvalid: false,
                    url: validPath(),
                  })),
                  weight: 2,
                },
              )
            : fc.oneof(
                (multipart
                  ? fc.oneof(multipartBodies, malformedMultipartBodies)
                  : fc.jsonValue({ maxDepth: 2 }).map((value) => ({
                      raw: JSON.stringify(value) ?? 'null',
                      contentType: 'application/json',
                    }))
                ).map((body) => ({ body, schemaInvalid: false, url: validPath() })),
                fc.tuple(rawBodies, oddSegment).map(([body, segment]) => ({
                  body,
                  schemaInvalid: false,
                  url: pathWith(route.url, () => segment),
                })),
              );
        await fc.assert(
          fc.asyncProperty(bodies, async ({ body, schemaInvalid, url }) => {
            const response = await send(route.method, url, body);
            stats.total += 1;
            if (schemaInvalid && response.statusCode === 400) stats.validation += 1;
            // Without a body schema (multipart forms, bodiless actions) random input may be valid;
            // so may a raw JSON body that happens to satisfy the schema (`{}` for an all-optional one).
            expectClientError(
              route,
              url,
              response,
              !route.body || (!schemaInvalid && satisfiesSchema(route.body, body)),
            );
          }),
          { numRuns: WRITE_RUNS },
        );
      }
      // Validation was really reached behind the session and CSRF guards, not stopped at 401/403.
      const starved = [...reached].filter(
        ([key, stats]) =>
          routes.find((route) => `${route.method} ${route.url}` === key)?.body &&
          stats.validation < stats.total * 0.5,
      );
      expect(starved).toEqual([]);
    }, 600_000);

    it(`answers odd paths and queries on every GET endpoint (${READ_RUNS} each) without a 5xx`, async () => {
      const reads = routes.filter((route) => route.method === 'GET').filter(inShare(share));
      for (const route of reads) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(oddSegment, { minLength: 3, maxLength: 3 }),
            oddQuery,
            async (segments, query) => {
              let index = 0;
              const url =
                pathWith(route.url, () => segments[index++ % segments.length] as string) + query;
              const response = await send('GET', url);
              expectClientError(route, url, response, true);
            },
          ),
          { numRuns: READ_RUNS },
        );
      }
    }, 300_000);

    onFirstPart(
      'answers an unknown /api path, a malformed URL and a wrong method with a JSON 4xx in Italian',
      async () => {
        for (const [method, url] of [
          ['GET', '/api/does-not-exist'],
          ['GET', '/api/%E0%A4%A'],
          ['DELETE', '/api/stores-yext'],
          ['POST', '/api/content/config'],
        ] as const) {
          const response = await send(method, url);
          expectClientError({ method, url }, url, response, false);
        }
      },
    );

    onFirstPart(
      'refuses an oversize JSON body and an oversize upload before reading them (413)',
      async () => {
        const bigJson = await send('POST', '/api/feedback', {
          raw: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024), page: '/' }),
          contentType: 'application/json',
        });
        expect(bigJson.statusCode).toBe(413);
        expect(bigJson.json()).toMatchObject({
          statusCode: 413,
          message: 'La richiesta è troppo grande.',
        });

        // Only the declared length is sent: the server must answer without waiting for the body.
        const upload = await app.inject({
          method: 'POST',
          url: '/api/content/help-requests',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(200 * 1024 * 1024),
          },
          payload: '--x--\r\n',
          remoteAddress: nextAddress(),
        });
        expect(upload.statusCode).toBe(413);
        expect(upload.json().message).toMatch(
          /^La richiesta è troppo grande: al massimo \d+ MB\.$/,
        );
      },
    );
  });
}
