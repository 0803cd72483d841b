import { isShellPath, matchSiteRoute } from './match-route';
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

  it('lists every path once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves a remote from its own folder by default', () => {
    expect(defaultRemoteEntry('store_locator')).toBe('/remotes/store-locator/mf-manifest.json');
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
