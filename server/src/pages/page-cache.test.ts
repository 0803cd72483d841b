import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HtmlBody, PageCache, isPersonal, type CachedPage } from './page-cache';

/** The key of a server-rendered page (generation undefined: no server code to render with). */
function keyOf(
  cache: PageCache,
  request: Parameters<PageCache['keyFor']>[0],
  render: { url: string },
  generation: string | undefined,
  document: string,
) {
  return cache.keyFor(request, {
    document,
    render: { request: render, ...(generation === undefined ? {} : { generation }) },
  });
}

const page = (html: string, status = 200): CachedPage => ({
  kind: 'html',
  status,
  body: HtmlBody.of(html),
  inlineSources: {},
});

function cacheWithClock(options: { maxBytes?: number; ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = new PageCache({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    ttlMs: options.ttlMs ?? 60_000,
    ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}),
    now: () => clock.now,
  });
  return { cache, clock };
}

const anonymous = (url = '/punti-vendita', headers: Record<string, string> = {}) => ({
  url,
  headers,
});
const renderRequest = (url = '/punti-vendita', consentDecided = false) => ({
  url: `http://127.0.0.1:3000${url}`,
  headers: {},
  consentDecided,
});

describe('the HTML cache of the pages', () => {
  it('keys a page by what the render is given, the code generation and the document', () => {
    const { cache } = cacheWithClock();
    const key = keyOf(cache, anonymous(), renderRequest(), 'gen-1', 'W/"doc"');
    expect(key).toBeDefined();
    expect(keyOf(cache, anonymous(), renderRequest(), 'gen-1', 'W/"doc"')).toBe(key);
    // Another query, consent state, generation (a remote redeployed) or document: another page.
    expect(
      keyOf(cache, anonymous(), renderRequest('/punti-vendita?q=1'), 'gen-1', 'W/"doc"'),
    ).not.toBe(key);
    expect(
      keyOf(cache, anonymous(), renderRequest('/punti-vendita', true), 'gen-1', 'W/"doc"'),
    ).not.toBe(key);
    expect(keyOf(cache, anonymous(), renderRequest(), 'gen-2', 'W/"doc"')).not.toBe(key);
    expect(keyOf(cache, anonymous(), renderRequest(), 'gen-1', 'W/"doc2"')).not.toBe(key);
    // The locale is in the path.
    expect(
      keyOf(
        cache,
        anonymous('/en/punti-vendita'),
        renderRequest('/en/punti-vendita'),
        'gen-1',
        'W/"doc"',
      ),
    ).not.toBe(key);
  });

  it('has no key for a request with a session or credentials, without a generation, or for a huge address', () => {
    const { cache } = cacheWithClock();
    const signedIn = [
      'iper.session_token=abc',
      '__Host-iper.session_token=abc',
      'iper.session_data=x',
      'a=1; iper.dont_remember=true',
      'other_session=1',
    ];
    for (const cookie of signedIn) {
      expect(
        keyOf(cache, anonymous('/', { cookie }), renderRequest('/'), 'gen-1', 'W/"doc"'),
      ).toBeUndefined();
    }
    expect(
      keyOf(
        cache,
        anonymous('/', { authorization: 'Bearer x' }),
        renderRequest('/'),
        'gen-1',
        'W/"doc"',
      ),
    ).toBeUndefined();
    expect(keyOf(cache, anonymous('/'), renderRequest('/'), undefined, 'W/"doc"')).toBeUndefined();
    const long = `/cerca?q=${'a'.repeat(3000)}`;
    expect(keyOf(cache, anonymous(long), renderRequest(long), 'gen-1', 'W/"doc"')).toBeUndefined();
    // Cookies that are not a session (consent, locale, CSRF, the known device) keep it shareable.
    const cookie =
      'iper_consent=%7B%7D; i18n_redirected=en; iper.csrf=t; iper.device=d; _ALGOLIA=anonymous-1';
    expect(isPersonal({ headers: { cookie } })).toBe(false);
    expect(
      keyOf(cache, anonymous('/', { cookie }), renderRequest('/'), 'gen-1', 'W/"doc"'),
    ).toBeDefined();
  });

  it('shares a page the browser renders with everyone who sees the same remotes, signed in or not', () => {
    const { cache } = cacheWithClock();
    const key = cache.keyFor(anonymous(), { document: '/carta-vantaggi\n1' });
    expect(key).toBeDefined();
    expect(
      cache.keyFor(anonymous('/carta-vantaggi', { cookie: 'iper.session_token=abc' }), {
        document: '/carta-vantaggi\n1',
      }),
    ).toBe(key);
    expect(cache.keyFor(anonymous(), { document: '/carta-vantaggi\n2' })).not.toBe(key);
    expect(
      keyOf(cache, anonymous(), renderRequest('/carta-vantaggi'), 'gen-1', '/carta-vantaggi\n1'),
    ).not.toBe(key);
  });

  it('serves a kept page until its time to live runs out', () => {
    const { cache, clock } = cacheWithClock({ ttlMs: 10_000 });
    const kept = cache.keep('k', cache.ticket(), page('<p>negozi</p>'));
    expect(cache.get('k')).toBe(kept);
    clock.now += 9_999;
    expect(cache.get('k')).toBe(kept);
    clock.now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it('keeps nothing for an undefined key, when off, or for a failure status', () => {
    const { cache } = cacheWithClock();
    cache.keep(undefined, cache.ticket(), page('<p>x</p>'));
    cache.keep('error', cache.ticket(), page('<p>x</p>', 500));
    expect(cache.size).toBe(0);
    cache.keep('missing', cache.ticket(), page('<p>non esiste</p>', 404));
    cache.keep('moved', cache.ticket(), { kind: 'redirect', status: 301, location: '/servizi/a' });
    expect(cache.get('missing')).toMatchObject({ status: 404 });
    expect(cache.get('moved')).toEqual({ kind: 'redirect', status: 301, location: '/servizi/a' });
    const off = new PageCache({ maxBytes: 0, ttlMs: 60_000 });
    expect(off.enabled).toBe(false);
    expect(keyOf(off, anonymous(), renderRequest(), 'gen-1', 'W/"doc"')).toBeUndefined();
    off.keep('k', off.ticket(), page('<p>x</p>'));
    expect(off.size).toBe(0);
  });

  it('forgets everything on an invalidation, and does not keep a render that started before it', () => {
    const { cache } = cacheWithClock();
    cache.keep('a', cache.ticket(), page('<p>a</p>'));
    const before = cache.ticket();
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
    // Rendered with the data of before the change: sent to its visitor, never kept.
    cache.keep('b', before, page('<p>old</p>'));
    expect(cache.get('b')).toBeUndefined();
    cache.keep('b', cache.ticket(), page('<p>new</p>'));
    expect(cache.get('b')).toBeDefined();
  });

  it('stays within its entries and bytes, dropping the least recently used', () => {
    const { cache } = cacheWithClock({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) cache.keep(key, cache.ticket(), page(`<p>${key}</p>`));
    cache.get('a'); // used: b is now the oldest
    cache.keep('d', cache.ticket(), page('<p>d</p>'));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => cache.get(key))).toBe(true);

    const small = cacheWithClock({ maxBytes: 64 * 1024 }).cache;
    const html = 'x'.repeat(3 * 1024);
    for (let index = 0; index < 50; index += 1)
      small.keep(`page-${index}`, small.ticket(), page(html));
    expect(small.totalBytes).toBeLessThanOrEqual(64 * 1024);
    expect(small.size).toBeGreaterThan(3);
    expect(small.get('page-49')).toBeDefined();
    expect(small.get('page-0')).toBeUndefined();
    // One page bigger than an eighth of the budget is never kept.
    small.keep('huge', small.ticket(), page('x'.repeat(20 * 1024)));
    expect(small.get('huge')).toBeUndefined();
  });

  it('never lets pages asked for once push out a page read again', () => {
    const { cache } = cacheWithClock({ maxBytes: 64 * 1024 });
    const html = 'x'.repeat(3 * 1024);
    cache.keep('popular', cache.ticket(), page(html));
    expect(cache.get('popular')).toBeDefined();
    // A crawler or made-up search terms: 500 addresses, each rendered and kept once.
    for (let index = 0; index < 500; index += 1)
      cache.keep(`once-${index}`, cache.ticket(), page(html));
    expect(cache.get('popular')).toBeDefined();
    expect(cache.totalBytes).toBeLessThanOrEqual(64 * 1024);
    // The newest of them are still kept, on probation.
    expect(cache.get('once-499')).toBeDefined();
    expect(cache.get('once-0')).toBeUndefined();
  });

  it('gives the frequent part at most four fifths of the budget, and keeps there what is read most', () => {
    const { cache } = cacheWithClock({ maxEntries: 10 });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
      cache.keep(key, cache.ticket(), page(`<p>${key}</p>`));
    for (let read = 0; read < 3; read += 1) for (const key of ['a', 'b', 'c', 'd']) cache.get(key);
    // Read once each: e to h fill the frequent part's last four places, then push no more out.
    for (const key of ['e', 'f', 'g', 'h']) cache.get(key);
    for (let index = 0; index < 5; index += 1) {
      const key = `once-${index}`;
      cache.keep(key, cache.ticket(), page(`<p>${key}</p>`));
      cache.get(key);
    }
    expect(['a', 'b', 'c', 'd'].every((key) => cache.get(key))).toBe(true);
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('compresses a body once per encoding, when first asked for', () => {
    const html = `<main>${'<p>Punto vendita Iper Arese</p>'.repeat(200)}</main>`;
    const body = HtmlBody.of(html);
    expect(body.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const br = body.encodedFor('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(body.encodedFor('br').body).toBe(br.body);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = body.encodedFor('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(body.encodedFor(undefined)).toEqual({ body: body.identity });
    expect(HtmlBody.of('<p>tiny</p>').encodedFor('br').encoding).toBeUndefined();
  });
});
