import { MAX_PAGE_PATH_LENGTH, isPagePath, isShellPath, matchSiteRoute } from './match-route';
import { declaredQuery, declaredSearch } from './page-query';
import { ROUTE_TABLE, defaultRemoteEntry } from './route-table';
import { withoutTrailingSlash } from './trailing-slash';

describe('the route table', () => {
  it('gives each path to the remote that owns it', () => {
    expect(matchSiteRoute('/punti-vendita')?.definition.remote).toBe('store_locator');
    expect(matchSiteRoute('/punti-vendita/iper-arese')?.params).toEqual({ slug: 'iper-arese' });
    expect(matchSiteRoute('/carta-vantaggi/coupon')?.definition.remote).toBe('loyalty');
    expect(matchSiteRoute('/account/lista-spesa')?.definition.pageType).toBe('my_account');
    expect(matchSiteRoute('/lavora-con-noi/posizioni-sede/42')?.definition.remote).toBe('careers');
    expect(matchSiteRoute('/')?.definition.pageType).toBe('homepage');
  });

  it('prefers a named route to the generic content pages', () => {
    expect(matchSiteRoute('/gift-card')?.definition.remote).toBe('loyalty');
    expect(matchSiteRoute('/chi-siamo')?.definition).toMatchObject({
      remote: 'content',
      path: '/:generic',
    });
    expect(matchSiteRoute('/chi-siamo/storia')?.definition.path).toBe('/:generic/:category');
  });

  it("leaves the shell's /test showcase to the shell", () => {
    expect(matchSiteRoute('/test/modal')).toBeUndefined();
    expect(isShellPath('/test/modal')).toBe(true);
    expect(isShellPath('/testimonianze')).toBe(false);
  });

  it('matches the same routes under the /en prefix', () => {
    expect(matchSiteRoute('/en/punti-vendita/iper-arese')?.params).toEqual({ slug: 'iper-arese' });
    expect(matchSiteRoute('/en')?.definition.pageType).toBe('homepage');
  });

  it('matches nothing deeper than any route goes', () => {
    expect(matchSiteRoute('/a/b/c/d')).toBeUndefined();
    expect(matchSiteRoute('/punti-vendita/a/b/c')).toBeUndefined();
  });

  it('is no page for an address no slug can have: encoded twice, undecodable, control characters, overlong', () => {
    for (const path of [
      '/x%2500',
      '/x%00',
      '/x%252e',
      '/x%C3%28',
      '/x%E0%A4%A',
      '/x%',
      '/a%2Fb',
      '/a%5Cb',
      '/punti-vendita/%0a',
      '/en/x%2500',
      `/${'a'.repeat(MAX_PAGE_PATH_LENGTH)}`,
      `/chi-siamo/${'b'.repeat(201)}`,
    ]) {
      expect(isPagePath(path)).toBe(false);
      expect(matchSiteRoute(path)).toBeUndefined();
    }
    // Encoded letters and spaces are a slug's own.
    expect(matchSiteRoute('/caff%C3%A8-e-t%C3%A8')?.definition.path).toBe('/:generic');
    expect(matchSiteRoute('/punti-vendita/iper%20arese')?.params).toEqual({ slug: 'iper arese' });
  });

  it('lists every path once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves a remote from its own folder by default', () => {
    expect(defaultRemoteEntry('store_locator')).toBe('/remotes/store-locator/mf-manifest.json');
  });
});

describe('the query parameters a page declares', () => {
  const route = (path: string) => ROUTE_TABLE.find((each) => each.path === path)!;

  it('declares what each page reads', () => {
    expect(route('/volantino').query).toEqual([
      'id',
      'categoria',
      'marca',
      'promozione',
      'prezzo-min',
      'prezzo-max',
    ]);
    expect(route('/cerca').query).toEqual(['q']);
    expect(route('/punti-vendita').query).toContain('tipo');
    expect(route('/:generic').query).toEqual([]);
    // A listing split in pages reads its page.
    for (const paged of ROUTE_TABLE.filter((each) => each.rules.includes('pagination-redirect')))
      expect(paged.query).toContain('page');
  });

  it('keeps only the declared parameters, each as written and in its order', () => {
    const flyer = route('/volantino');
    expect(declaredQuery(flyer, '?utm_source=x&id=f%2D1&categoria=a+b&x=1&categoria=c')).toBe(
      '?id=f%2D1&categoria=a+b&categoria=c',
    );
    expect(declaredQuery(flyer, 'id=1')).toBe('?id=1');
    expect(declaredQuery(flyer, '?nocache=123')).toBe('');
    expect(declaredQuery(flyer, '')).toBe('');
    expect(declaredQuery(flyer, '?')).toBe('');
    // Names are read as the page reads them: encoded or not, the same parameter.
    expect(declaredQuery(flyer, '?%69d=2&prezzo%2Dmin=3')).toBe('?%69d=2&prezzo%2Dmin=3');
    expect(declaredQuery(route('/'), '?q=1')).toBe('');
  });

  it('gives the declared query of the page at an address, for links that write it back', () => {
    expect(declaredSearch('/en/cerca', '?q=latte&utm_source=x')).toBe('?q=latte');
    expect(declaredSearch('/chi-siamo', '?utm_source=x')).toBe('');
    expect(declaredSearch('/x%2500', '?q=1')).toBe('');
  });
});

describe('redirect-trailing-slash', () => {
  it('strips a trailing slash and keeps query and hash', () => {
    expect(withoutTrailingSlash('/punti-vendita/')).toBe('/punti-vendita');
    expect(withoutTrailingSlash('/iper-mag/ricette/?page=2#top')).toBe(
      '/iper-mag/ricette?page=2#top',
    );
  });

  it('leaves canonical URLs and the home page alone', () => {
    expect(withoutTrailingSlash('/')).toBeUndefined();
    expect(withoutTrailingSlash('/gift-card?x=1')).toBeUndefined();
  });

  it('never produces a protocol-relative address', () => {
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('/\\evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('/\\/evil.example/?a=1')).toBe('/evil.example?a=1');
  });
});
