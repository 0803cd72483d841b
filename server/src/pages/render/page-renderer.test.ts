import type { FastifyBaseLogger } from 'fastify';
import { PageRenderer } from './page-renderer';
import type { RenderRequest, RenderResult } from '@iper/contracts';

type Request = RenderRequest;

/** A renderer whose worker round trip is held until the test answers it. */
function rendererWithStubbedRenders() {
  const renderer = new PageRenderer({
    log: { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger,
    workerFile: '/nowhere/render-worker.js',
    shellServerMain: '/nowhere/main.cjs',
    remotes: () => [],
    origin: 'http://site.invalid',
    readPublic: async () => ({ status: 404, headers: {}, body: '' }),
    timeoutMs: 1000,
  });
  const started: Array<(result: RenderResult) => void> = [];
  (renderer as unknown as { renderInWorker: () => Promise<RenderResult> }).renderInWorker = () =>
    new Promise((resolve) => started.push(resolve));
  return { renderer, started };
}

/**
 * A renderer whose worker answers at once: the page, or the failure `fails` says (a loader that
 * throws on a bad slug, or a server fault when every render fails).
 */
function rendererWithWorker(fails: (request: Request) => boolean) {
  const renderer = new PageRenderer({
    log: { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger,
    workerFile: '/nowhere/render-worker.js',
    shellServerMain: '/nowhere/main.cjs',
    remotes: () => [],
    origin: 'http://site.invalid',
    readPublic: async () => ({ status: 404, headers: {}, body: '' }),
    timeoutMs: 1000,
  });
  const rendered: string[] = [];
  (
    renderer as unknown as { renderInWorker: (request: Request) => Promise<RenderResult> }
  ).renderInWorker = async (request) => {
    rendered.push(request.url);
    return fails(request)
      ? { kind: 'skip', reason: 'a loader failed: content delivery failed: Bad Request' }
      : html(request.url);
  };
  return { renderer, rendered };
}

const request = {
  url: 'http://127.0.0.1:3000/punti-vendita',
  headers: {},
  consentDecided: false,
  anonymous: true,
};
const page = (path: string) => ({ ...request, url: `http://127.0.0.1:3000${path}` });
const html = (text: string): RenderResult => ({
  kind: 'html',
  status: 200,
  html: text,
  hydration: { remote: 'store_locator', state: {} },
  pageModules: [],
});
/** Lets a probe render started in the background answer. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the page renderer', () => {
  it('renders a crowd asking for the same page once, and other pages apart', async () => {
    const { renderer, started } = rendererWithStubbedRenders();
    const first = renderer.render('/punti-vendita', request);
    const second = renderer.render('/punti-vendita', request);
    const decided = renderer.render('/punti-vendita', {
      ...request,
      consentDecided: true,
      anonymous: true,
    });
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

describe('the render breaker', () => {
  const badSlug = (request: Request) => new URL(request.url).pathname.startsWith('/rotto');

  it('pauses an address that keeps failing, for everyone, and nothing else', async () => {
    const { renderer, rendered } = rendererWithWorker(badSlug);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await renderer.render('/:generic', page('/rotto'), '', '203.0.113.7');
    const paused = await renderer.render('/:generic', page('/rotto'), '', '198.51.100.2');
    expect(paused).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/^server rendering paused/),
    });
    expect(rendered).toHaveLength(3);
    expect(
      await renderer.render('/:generic', page('/chi-siamo'), '', '198.51.100.2'),
    ).toMatchObject({
      kind: 'html',
    });
  });

  it("never pauses a route on one visitor's failures, however many addresses they try", async () => {
    const { renderer } = rendererWithWorker(badSlug);
    for (let attempt = 0; attempt < 20; attempt += 1)
      await renderer.render('/:generic', page(`/rotto-${attempt}`), '', '203.0.113.7');
    await settled();
    expect(
      await renderer.render('/:generic', page('/chi-siamo'), '', '198.51.100.2'),
    ).toMatchObject({
      kind: 'html',
    });
  });

  it('counts an IPv6 visitor by their /64, so new addresses of one subscriber are one visitor', async () => {
    const { renderer } = rendererWithWorker(badSlug);
    for (let attempt = 0; attempt < 9; attempt += 1)
      await renderer.render('/:generic', page(`/rotto-${attempt}`), '', `2001:db8:1:2::${attempt}`);
    expect(
      await renderer.render('/:generic', page('/chi-siamo'), '', '198.51.100.2'),
    ).toMatchObject({
      kind: 'html',
    });
  });

  it('does not pause a route whose known-good page still renders, whoever sent the failures', async () => {
    const { renderer, rendered } = rendererWithWorker(badSlug);
    await renderer.render('/:generic', page('/chi-siamo'), '', '198.51.100.2');
    for (let attempt = 0; attempt < 9; attempt += 1)
      await renderer.render('/:generic', page(`/rotto-${attempt}`), '', `203.0.113.${attempt}`);
    await settled();
    // The route's known-good page was rendered again to tell whose fault the failures were.
    expect(rendered.filter((url) => url.endsWith('/chi-siamo')).length).toBeGreaterThan(1);
    expect(
      await renderer.render('/:generic', page('/chi-siamo'), '', '198.51.100.2'),
    ).toMatchObject({
      kind: 'html',
    });
  });

  it('still pauses a route on a real server fault: its known-good page fails too', async () => {
    let broken = false;
    const { renderer, rendered } = rendererWithWorker(() => broken);
    await renderer.render('/:generic', page('/chi-siamo'), '', '198.51.100.2');
    broken = true;
    for (const path of ['/azienda', '/storia', '/valori'])
      await renderer.render('/:generic', page(path), '', '203.0.113.7');
    await settled();
    const before = rendered.length;
    expect(await renderer.render('/:generic', page('/contatti'), '', '198.51.100.9')).toMatchObject(
      {
        kind: 'skip',
        reason: 'server rendering paused after repeated failures',
      },
    );
    expect(rendered).toHaveLength(before);
    // Other routes are not paused.
    broken = false;
    expect(await renderer.render('/punti-vendita', request)).toMatchObject({ kind: 'html' });
  });

  it('pauses a route that has never rendered once its failures come from several visitors', async () => {
    const { renderer } = rendererWithWorker(() => true);
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      await renderer.render('/:generic', page(`/pagina-${client}`), '', client);
    expect(
      await renderer.render('/:generic', page('/chi-siamo'), '', '198.51.100.2'),
    ).toMatchObject({
      reason: 'server rendering paused after repeated failures',
    });
  });

  it('names the data a page asked for that its loaders had not loaded', async () => {
    const warnings: unknown[] = [];
    const renderer = new PageRenderer({
      log: {
        warn: (details: unknown) => warnings.push(details),
        error() {},
        info() {},
      } as unknown as FastifyBaseLogger,
      workerFile: '/nowhere/render-worker.js',
      shellServerMain: '/nowhere/main.cjs',
      remotes: () => [],
      origin: 'http://site.invalid',
      readPublic: async () => ({ status: 404, headers: {}, body: '' }),
      timeoutMs: 1000,
    });
    (renderer as unknown as { renderInWorker: () => Promise<RenderResult> }).renderInWorker =
      async () => ({ ...html('page'), lateQueries: ['storesList(undefined)'] });
    await renderer.render('/', page('/'));
    expect(warnings).toEqual([{ route: '/', queries: ['storesList(undefined)'] }]);
  });
});
