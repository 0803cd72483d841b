import { linkHref } from './links';

describe('the address of a link field', () => {
  it('points a story link at the page of the story', () => {
    expect(
      linkHref({ fieldtype: 'multilink', linktype: 'story', cached_url: 'iper-mag/ricette/' }),
    ).toBe('/iper-mag/ricette');
    expect(linkHref({ fieldtype: 'multilink', linktype: 'story', cached_url: 'home' })).toBe('/');
    expect(
      linkHref({
        fieldtype: 'multilink',
        linktype: 'story',
        cached_url: 'iper-drive',
        anchor: 'come-funziona',
      }),
    ).toBe('/iper-drive#come-funziona');
  });

  it('keeps external addresses and writes mail links', () => {
    expect(
      linkHref({ fieldtype: 'multilink', linktype: 'url', url: 'https://www.example.it/' }),
    ).toBe('https://www.example.it/');
    expect(
      linkHref({ fieldtype: 'multilink', linktype: 'email', email: 'eventi@iper.example' }),
    ).toBe('mailto:eventi@iper.example');
  });

  it('has no address for an empty link, so a plain button is rendered', () => {
    expect(linkHref({ fieldtype: 'multilink', linktype: 'story', cached_url: '' })).toBeUndefined();
    expect(linkHref(undefined)).toBeUndefined();
  });
});
