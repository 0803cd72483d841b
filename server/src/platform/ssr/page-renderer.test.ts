import type { FastifyBaseLogger } from 'fastify';
import { PageRenderer } from './page-renderer';
import type { RenderResult } from './render-protocol';

function rendererWithStubbedRenders() {
  const renderer = new PageRenderer({
    log: { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger,
    workerFile: '/nowhere/render-worker.js',
    shellServerMain: '/nowhere/main.cjs',
    remotes: () => [],
    origin: () => 'http://127.0.0.1:3000',
    timeoutMs: 1000,
  });
  const started: Array<(result: RenderResult) => void> = [];
  // The worker round trip, held until the test answers it.
  (renderer as unknown as { renderOnce: () => Promise<RenderResult> }).renderOnce = () =>
    new Promise((resolve) => started.push(resolve));
  return { renderer, started };
}

const request = { url: 'http://127.0.0.1:3000/punti-vendita', headers: {}, consentDecided: false };
const html = (text: string): RenderResult => ({
  kind: 'html',
  status: 200,
  html: text,
  hydration: { remote: 'store_locator', state: {} },
  pageModules: [],
});

describe('the page renderer', () => {
  it('renders a crowd asking for the same page once, and other pages apart', async () => {
    const { renderer, started } = rendererWithStubbedRenders();
    const first = renderer.render('/punti-vendita', request);
    const second = renderer.render('/punti-vendita', request);
    const decided = renderer.render('/punti-vendita', { ...request, consentDecided: true });
    expect(started).toHaveLength(2);
    started[0]!(html('a'));
    started[1]!(html('b'));
    expect(await first).toBe(await second);
    expect(await decided).toMatchObject({ html: 'b' });
    // Done: the next request renders again.
    void renderer.render('/punti-vendita', request);
    expect(started).toHaveLength(3);
  });

  it('does not hand a render that started before a data change to a request that came after it', async () => {
    const { renderer, started } = rendererWithStubbedRenders();
    const before = renderer.render('/punti-vendita', request);
    renderer.dataChanged();
    const after = renderer.render('/punti-vendita', request);
    expect(started).toHaveLength(2);
    started[0]!(html('old'));
    started[1]!(html('new'));
    expect(await before).toMatchObject({ html: 'old' });
    expect(await after).toMatchObject({ html: 'new' });
  });
});
