import { firstPageHref, pageCount, pageHref, requestedPage } from './pagination';

const at = (search: string) =>
  requestedPage(new URL(`https://iper.example/iper-mag/ricette${search}`));

describe('the pagination redirect', () => {
  it('treats a listing without ?page as its first, canonical page', () => {
    expect(at('')).toEqual({ page: 1, isCanonical: true });
  });

  it('reads ?page=2 and later as canonical', () => {
    expect(at('?page=2')).toEqual({ page: 2, isCanonical: true });
  });

  it('sends ?page=1, ?page=0, ?page=abc and repeated pages back to the canonical address', () => {
    for (const search of [
      '?page=1',
      '?page=0',
      '?page=abc',
      '?page=-3',
      '?page=2&page=3',
      '?page=02',
    ]) {
      expect(at(search).isCanonical).toBe(false);
    }
  });

  it('writes page 1 without ?page and later pages with it', () => {
    expect(pageHref('/iper-mag/ricette', 1)).toBe('/iper-mag/ricette');
    expect(pageHref('/iper-mag/ricette', 3)).toBe('/iper-mag/ricette?page=3');
  });

  it('redirects to the first page on this site, whatever address the listing was opened at', () => {
    const first = (address: string) => firstPageHref(new URL(address, 'https://iper.example'));
    expect(first('/iper-mag/ricette?page=1')).toBe('/iper-mag/ricette');
    expect(first('//evil.example/iper-mag/ricette?page=1')).toBe('/iper-mag/ricette');
    expect(first('https://iper.example//evil.example/x?page=1')).toBe('/evil.example/x');
    expect(first('https://iper.example/%2F%2Fevil.example?page=1')).toBe('/evil.example');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(8, 6)).toBe(2);
    expect(pageCount(12, 6)).toBe(2);
  });
});
