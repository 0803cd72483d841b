import { Registry } from 'prom-client';
import type { RemotesManifest, RenderResult } from '@iper/contracts';
import { fallbackReason, PageMetrics } from './page-metrics';

const route = { path: '/carta-vantaggi', remote: 'loyalty' };
const html: RenderResult = {
  kind: 'html',
  status: 200,
  html: '<h1>Carta Vantaggi</h1>',
  hydration: {},
  pageModules: [],
};

/** The site's remotes as a canary's visitor gets them, and as everyone else does. */
const canaryVisitor: RemotesManifest = {
  remotes: [{ name: 'loyalty', entry: '/releases/loyalty/1.1.0/', version: '1.1.0', canary: true }],
};
const liveVisitor: RemotesManifest = {
  remotes: [{ name: 'loyalty', entry: '/releases/loyalty/1.0.3/', version: '1.0.3' }],
};

describe('the page pipeline metrics', () => {
  it('times renders by the version of the remote the visitor gets, a canary beside the live one', async () => {
    const registry = new Registry();
    const metrics = new PageMetrics(registry);
    await metrics.timeRender(route, canaryVisitor, async () => html);
    await metrics.timeRender(route, liveVisitor, async () => html);
    await metrics.timeRender(route, liveVisitor, async () => html);
    await metrics.timeRender(route, { remotes: [] }, async () => html);
    const text = await registry.metrics();
    for (const [version, count] of [
      ['1.1.0', 1],
      ['1.0.3', 2],
      ['local', 1],
    ])
      expect(text).toContain(
        `page_render_duration_seconds_count{route="/carta-vantaggi",remote="loyalty",remote_version="${version}"} ${count}`,
      );
  });

  it('counts a skipped render as a fallback with its reason, not as a render', async () => {
    const registry = new Registry();
    const metrics = new PageMetrics(registry);
    const skip: RenderResult = { kind: 'skip', reason: 'no answer within 3000 ms' };
    expect(await metrics.timeRender(route, canaryVisitor, async () => skip)).toBe(skip);
    const text = await registry.metrics();
    expect(text).toContain(
      'page_render_fallbacks_total{route="/carta-vantaggi",remote="loyalty",remote_version="1.1.0",reason="timeout"} 1',
    );
    expect(text).not.toContain('page_render_duration_seconds_count{');
  });

  it('reads the breakers when scraped, and counts the cache outcomes', async () => {
    const registry = new Registry();
    const metrics = new PageMetrics(registry);
    let open = { routes: 0, addresses: 0 };
    metrics.watchBreakers(() => open);
    metrics.cacheOutcome('bypass');
    open = { routes: 1, addresses: 3 };
    const text = await registry.metrics();
    expect(text).toContain('page_render_breakers_open{scope="route"} 1');
    expect(text).toContain('page_render_breakers_open{scope="address"} 3');
    expect(text).toContain('page_cache_requests_total{outcome="bypass"} 1');
  });

  it('names why a page went to the browser in a word of a bounded set', () => {
    expect(fallbackReason('server rendering paused after repeated failures')).toBe('paused');
    expect(fallbackReason('server rendering paused for this address after failures')).toBe(
      'paused',
    );
    expect(fallbackReason('no answer within 3000 ms')).toBe('timeout');
    expect(fallbackReason('no server build')).toBe('no_build');
    expect(fallbackReason('render worker stopped')).toBe('failed');
    expect(fallbackReason('TypeError: x is undefined at https://…')).toBe('failed');
  });
});
