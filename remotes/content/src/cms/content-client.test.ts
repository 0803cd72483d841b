import { contentConfigFrom, CONTENT_MAX_RETRIES, CONTENT_PER_PAGE } from './content-client';

describe('the content client', () => {
  it('keeps the defaults of SPEC §9: 25 per page, 5 retries', () => {
    expect(CONTENT_PER_PAGE).toBe(25);
    expect(CONTENT_MAX_RETRIES).toBe(5);
  });

  it("reads the server's configuration: the embedded delivery API by default", () => {
    expect(
      contentConfigFrom({ provider: 'embedded', accessToken: 'abc', version: 'published' }),
    ).toEqual({
      provider: 'embedded',
      accessToken: 'abc',
      version: 'published',
    });
  });

  it('reads a Storyblok space with its region', () => {
    expect(
      contentConfigFrom({
        provider: 'storyblok',
        accessToken: 'abc',
        region: 'us',
        version: 'draft',
      }),
    ).toEqual({
      provider: 'storyblok',
      accessToken: 'abc',
      region: 'us',
      version: 'draft',
    });
  });

  it('refuses a configuration without a token, with an unknown provider or region', () => {
    expect(() => contentConfigFrom({ provider: 'embedded' })).toThrow('no access token');
    expect(() => contentConfigFrom({ provider: 'contentful', accessToken: 'abc' })).toThrow(
      'unknown provider',
    );
    expect(() =>
      contentConfigFrom({ provider: 'storyblok', accessToken: 'abc', region: 'mars' }),
    ).toThrow('bad region');
  });
});
