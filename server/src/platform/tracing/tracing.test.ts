import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { readConfig } from '../../config';
import { OtlpReceiver, type ReceivedSpan } from '../../testing/otlp-receiver';
import { shellDocument, writeShellDocument } from '../../testing/shell-build';
import { singleTestDatabase, startTestServer, type TestServer } from '../../testing/test-server';
import { withEnv } from '../../testing/with-env';

/** The trace context each render was asked with (the render worker gets it with the request). */
const renderContexts: (Record<string, string> | undefined)[] = [];

/** The render worker replaced: the store list renders, and keeps the context it was given. */
jest.mock('../../pages/render/page-renderer', () => ({
  PageRenderer: class {
    readonly available = true;
    constructor(
      private readonly options: { traceContext?: (request: object) => Record<string, string> },
    ) {}
    version() {
      return 'gen-1';
    }
    async render(_route: string, request: object) {
      renderContexts.push(this.options.traceContext?.(request));
      return {
        kind: 'html',
        status: 200,
        html: '<h1>Punti vendita</h1>',
        hydration: { remote: 'store_locator', state: { loaderData: {} }, queries: {} },
        pageModules: [],
      };
    }
    openBreakers() {
      return { routes: 0, addresses: 0 };
    }
    dataChanged() {}
    async close() {}
  },
}));

const PARENT = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
const TRACEPARENT = `00-${PARENT.traceId}-${PARENT.spanId}-01`;

async function fakeBuiltSite() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'iper-tracing-'));
  await mkdir(path.join(root, 'shell-server'), { recursive: true });
  await writeShellDocument(path.join(root, 'shell'), shellDocument());
  await writeFile(path.join(root, 'shell-server/main.cjs'), 'module.exports = {};');
  for (const folder of ['store-locator', 'content', 'loyalty', 'account', 'careers'])
    await mkdir(path.join(root, 'remotes', folder), { recursive: true });
  return root;
}

const named = (spans: ReceivedSpan[], name: string) => spans.filter((span) => span.name === name);

describe('tracing settings', () => {
  it('is off unless an OTLP endpoint is named, and OTEL_SDK_DISABLED or OTEL_TRACES_EXPORTER=none win', () => {
    expect(readConfig({}).tracing).toBeUndefined();
    const on = readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing;
    expect(on).toMatchObject({
      endpoint: 'http://collector:4318/v1/traces',
      protocol: 'http/protobuf',
      serviceName: 'iper-site',
      sampler: 'parentbased_always_on',
    });
    const endpoint = { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' };
    expect(readConfig({ ...endpoint, OTEL_SDK_DISABLED: 'true' }).tracing).toBeUndefined();
    expect(readConfig({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }).tracing).toBeUndefined();
    expect(() => readConfig({ ...endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      /gRPC is not supported/,
    );
  });
});

describe('tracing off (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(singleTestDatabase());
  }, 90_000);
  afterAll(async () => server?.close());

  it('gives the layers no tracing and answers a traceparent as any other header', async () => {
    expect(server.app.tracing).toBeUndefined();
    const response = await server.app.inject({
      url: '/api/health',
      headers: { traceparent: TRACEPARENT },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe.each(['requests', 'full'])(
  'tracing on (TRACING_DETAIL=%s), to an OTLP receiver',
  (detail) => {
    const receiver = new OtlpReceiver();
    const logs: string[] = [];
    let server: TestServer;
    let base: string;
    let siteRoot: string;

    beforeAll(async () => {
      const endpoint = await receiver.start();
      siteRoot = await fakeBuiltSite();
      const logStream = new PassThrough();
      logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n')));
      // Read by the SDK itself, from the process's environment: a batch every 50 ms, not 5 s.
      server = await withEnv({ OTEL_BSP_SCHEDULE_DELAY: '50' }, () =>
        startTestServer(
          singleTestDatabase(),
          {
            OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
            OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
            TRACING_DETAIL: detail,
            LOG_LEVEL: 'info',
            SERVE_SITE: 'true',
            SHELL_DIST: path.join(siteRoot, 'shell'),
            REMOTES_DIR: path.join(siteRoot, 'remotes'),
            REMOTES_LAYOUT: 'flat',
          },
          { logStream },
        ),
      );
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    }, 90_000);
    afterAll(async () => {
      await server?.close();
      await receiver.close();
      await rm(siteRoot, { recursive: true, force: true });
    });

    it("continues the caller's trace: the request's spans are children of its traceparent, its log lines name its span", async () => {
      const response = await fetch(`${base}/api/services/store/iper-arese`, {
        headers: { traceparent: TRACEPARENT },
      });
      expect(response.status).toBe(200);
      const full = detail === 'full';
      const spans = await receiver.trace(PARENT.traceId, [
        'request',
        ...(full ? ['GET /api/services/store/:slug'] : []),
      ]);
      const [request] = named(spans, 'request');
      expect(request).toMatchObject({
        scope: 'iper-site',
        attributes: {
          'http.request.method': 'GET',
          'http.route': '/api/services/store/:slug',
          'url.path': '/api/services/store/iper-arese',
          'http.response.status_code': 200,
        },
      });
      // Full: the http server's span between the caller's and Fastify's, and the database's spans
      // on PostgreSQL (the embedded PGlite has no instrumentation).
      const [serverSpan] = spans.filter((span) => span.parentSpanId === PARENT.spanId);
      expect(serverSpan!.scope).toBe(full ? '@opentelemetry/instrumentation-http' : 'iper-site');
      if (full) expect(request!.parentSpanId).toBe(serverSpan!.spanId);
      if (full && server.database.driver === 'postgres')
        expect(spans.some((span) => span.scope.includes('instrumentation-pg'))).toBe(true);
      if (!full)
        expect(spans.every((span) => span.scope !== '@opentelemetry/instrumentation-pg')).toBe(
          true,
        );
      const completed = logs
        .filter((line) => line.includes('"request completed"'))
        .map((line) => JSON.parse(line) as { trace_id?: string; span_id?: string });
      expect(completed).toContainEqual(
        expect.objectContaining({ trace_id: PARENT.traceId, span_id: request!.spanId }),
      );
    });

    it('traces a page as resolve, render (with the remote and its version), compose and send, and hands the render its context', async () => {
      const response = await fetch(`${base}/punti-vendita`, {
        headers: { traceparent: TRACEPARENT },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-html-cache')).toBe('miss');
      const spans = await receiver.trace(PARENT.traceId, [
        'page.resolve',
        'page.render',
        'page.compose',
        'page.send',
      ]);
      const [request] = named(spans, 'request').filter(
        (span) => span.attributes['url.path'] === '/punti-vendita',
      );
      expect(request?.attributes['iper.page.cache']).toBe('miss');
      const remote = {
        'iper.page.route': '/punti-vendita',
        'iper.remote.name': 'store_locator',
        'iper.remote.version': 'local',
      };
      for (const name of ['page.resolve', 'page.render', 'page.compose', 'page.send'])
        expect(named(spans, name)).toEqual([
          expect.objectContaining({ scope: 'iper-site', parentSpanId: request!.spanId }),
        ]);
      expect(named(spans, 'page.resolve')[0]!.attributes).toEqual(remote);
      const [render] = named(spans, 'page.render');
      expect(render!.attributes).toEqual({ ...remote, 'iper.render.result': 'html' });
      expect(named(spans, 'page.send')[0]!.attributes).toEqual({ 'iper.page.cache': 'miss' });
      // The render worker's reads carry the render span's context (render-pool.ts).
      expect(renderContexts.at(-1)?.traceparent).toBe(`00-${PARENT.traceId}-${render!.spanId}-01`);
    });

    it("traces a render's read, answered in-process, as a page.data span of its render", async () => {
      const traceId = '0123456789abcdef0123456789abcdef';
      const renderSpanId = 'abcdefabcdefabcd';
      const answer = await server.app.publicReads.answer({
        method: 'GET',
        path: '/api/services/store/iper-arese',
        headers: { traceparent: `00-${traceId}-${renderSpanId}-01` },
      });
      expect(answer.status).toBe(200);
      const [data] = await receiver.trace(traceId, ['page.data']);
      expect(data).toMatchObject({
        scope: 'iper-site',
        parentSpanId: renderSpanId,
        attributes: {
          'http.request.method': 'GET',
          'http.route': '/api/services/store/:slug',
        },
      });
    });

    it('sends a cached page without a render or a compose span', async () => {
      const traceId = 'aaaabbbbccccddddeeeeffff00001111';
      await fetch(`${base}/punti-vendita`, {
        headers: { traceparent: `00-${traceId}-1111222233334444-01` },
      });
      const spans = await receiver.trace(traceId, ['page.resolve', 'page.send']);
      expect(
        spans
          .map((span) => span.name)
          .filter((name) => name.startsWith('page.'))
          .sort(),
      ).toEqual(['page.resolve', 'page.send']);
      expect(named(spans, 'page.send')[0]!.attributes).toEqual({ 'iper.page.cache': 'hit' });
    });
  },
);

describe('tracing a share of the requests (parentbased_traceidratio, 0)', () => {
  const receiver = new OtlpReceiver();
  const logs: string[] = [];
  let server: TestServer;
  let base: string;
  let siteRoot: string;

  beforeAll(async () => {
    const endpoint = await receiver.start();
    siteRoot = await fakeBuiltSite();
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n')));
    server = await withEnv({ OTEL_BSP_SCHEDULE_DELAY: '50' }, () =>
      startTestServer(
        singleTestDatabase(),
        {
          OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: '0',
          LOG_LEVEL: 'info',
          SERVE_SITE: 'true',
          SHELL_DIST: path.join(siteRoot, 'shell'),
          REMOTES_DIR: path.join(siteRoot, 'remotes'),
          REMOTES_LAYOUT: 'flat',
        },
        { logStream },
      ),
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await receiver.close();
    await rm(siteRoot, { recursive: true, force: true });
  });

  it('makes no span of a request the sampler drops, nor of one whose caller did not sample it, and traces one whose caller did', async () => {
    const rendersBefore = renderContexts.length;
    expect((await fetch(`${base}/punti-vendita`)).status).toBe(200);
    // The render of a request that is not traced is handed no trace context.
    expect(renderContexts.length).toBe(rendersBefore + 1);
    expect(renderContexts.at(-1)).toBeUndefined();
    const unsampled = `00-${'c'.repeat(32)}-${'d'.repeat(16)}-00`;
    const notSampled = await fetch(`${base}/punti-vendita`, {
      headers: { traceparent: unsampled },
    });
    expect(notSampled.status).toBe(200);
    const sampled = await fetch(`${base}/punti-vendita`, { headers: { traceparent: TRACEPARENT } });
    expect(sampled.status).toBe(200);
    const spans = await receiver.trace(PARENT.traceId, ['request', 'page.resolve', 'page.send']);
    const [request] = named(spans, 'request');
    expect(request).toMatchObject({
      parentSpanId: PARENT.spanId,
      attributes: { 'url.path': '/punti-vendita', 'iper.page.cache': 'hit' },
    });
    // Spans are sent in the order they end: the two earlier requests' would have come first.
    expect(receiver.spans.map((span) => span.traceId)).toEqual(
      receiver.spans.map(() => PARENT.traceId),
    );
    const completed = logs
      .filter((line) => line.includes('"request completed"'))
      .map((line) => JSON.parse(line) as { trace_id?: string; span_id?: string });
    expect(completed.filter((line) => line.trace_id !== undefined)).toEqual([
      expect.objectContaining({ trace_id: PARENT.traceId, span_id: request!.spanId }),
    ]);
  });
});
