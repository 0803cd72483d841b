import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer, singleTestDatabase } from '../../testing/test-server';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const AUTHORIZED = { authorization: `Bearer ${TOKEN}` };

/** The series (sample lines) of one metric in Prometheus' text format. */
function seriesOf(text: string, metric: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) || line.startsWith(`${metric} `));
}

describe('metrics, off by default', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(singleTestDatabase());
  }, 90_000);
  afterAll(async () => server?.close());

  it('collects nothing and has no metrics route: /api/metrics is an unknown API path', async () => {
    expect(server.app.metrics).toBeUndefined();
    const response = await server.app.inject({ url: '/api/metrics', headers: AUTHORIZED });
    expect(response.statusCode).toBe(404);
    expect(server.app.metricsPort).toBeUndefined();
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  let server: TestServer;
  const scrape = async () => {
    const response = await server.app.inject({ url: '/api/metrics', headers: AUTHORIZED });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    server = await startTestServer(singleTestDatabase(), { METRICS_TOKEN: TOKEN });
  }, 90_000);
  afterAll(async () => server?.close());

  it('answers 401 without the token or with another one, and the Prometheus text with it', async () => {
    expect((await server.app.inject('/api/metrics')).statusCode).toBe(401);
    const wrong = await server.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const response = await server.app.inject({ url: '/api/metrics', headers: AUTHORIZED });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    // Node's own: event-loop lag, heap, GC.
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(response.body).toContain('nodejs_heap_size_used_bytes');
  });

  it('times an API request under its route pattern, never its address', async () => {
    const store = await server.app.inject('/api/services/store/demo-store-that-does-not-exist');
    const text = await scrape();
    expect(seriesOf(text, 'http_request_duration_seconds_count')).toContainEqual(
      expect.stringContaining(
        `method="GET",route="/api/services/store/:slug",status_code="${store.statusCode}"`,
      ),
    );
    expect(text).not.toContain('demo-store-that-does-not-exist');
    expect(seriesOf(text, 'http_request_duration_seconds_count')).toContainEqual(
      expect.stringContaining('route="/api/metrics",status_code="401"'),
    );
  });

  it('adds no series for a flood of made-up addresses', async () => {
    const flood = () =>
      Promise.all(
        Array.from({ length: 100 }, () =>
          server.app.inject(
            `/api/${randomBytes(6).toString('hex')}/${randomBytes(4).toString('hex')}`,
          ),
        ),
      );
    await flood();
    const before = seriesOf(await scrape(), 'http_request_duration_seconds_count');
    await flood();
    await flood();
    const after = seriesOf(await scrape(), 'http_request_duration_seconds_count');
    expect(after.map((line) => line.split(' ')[0])).toEqual(
      before.map((line) => line.split(' ')[0]),
    );
    expect(after).toContainEqual(expect.stringContaining('route="unmatched",status_code="404"'));
  });

  it('counts the release actions refused, and shows every remote’s canary share', async () => {
    await expect(
      server.app.releases.canary('store_locator', '9.9.9-never-published', 10, {
        ip: '127.0.0.1',
        name: 'test',
      }),
    ).rejects.toThrow();
    const text = await scrape();
    expect(text).toContain('release_refusals_total{action="canary",remote="store_locator"} 1');
    expect(text).toContain('release_canary_share_ratio{remote="store_locator"} 0');
    expect(text).toContain('# TYPE release_canary_verdicts_total counter');
  });
});

describe('metrics on METRICS_PORT', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(singleTestDatabase(), { METRICS_PORT: '0', HOST: '127.0.0.1' });
    await server.app.ready();
  }, 90_000);
  afterAll(async () => server?.close());

  it('serves /metrics on a port of its own, and nothing on the site’s port', async () => {
    const port = server.app.metricsPort?.();
    expect(port).toBeGreaterThan(0);
    await server.app.inject('/api/health/live');
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('route="/api/health/live",status_code="200"');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    expect((await server.app.inject('/api/metrics')).statusCode).toBe(404);
  });
});
