import {
  contentClientOptions,
  contentConfigFrom,
  CONTENT_MAX_RETRIES,
  CONTENT_PER_PAGE,
  EMBEDDED_DELIVERY_RATE_LIMIT,
} from './content-client';

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

describe("the content client's options", () => {
  it('reads the embedded delivery API through the site, without the Storyblok CDN throttle', () => {
    const options = contentClientOptions(
      { provider: 'embedded', accessToken: 'abc', version: 'published' },
      'http://127.0.0.1:3000',
    );
    expect(options).toMatchObject({
      endpoint: 'http://127.0.0.1:3000/v2',
      rateLimit: EMBEDDED_DELIVERY_RATE_LIMIT,
      maxRetries: CONTENT_MAX_RETRIES,
    });
  });

  it("keeps Storyblok's own request quota for a real space", () => {
    const options = contentClientOptions(
      { provider: 'storyblok', accessToken: 'abc', region: 'eu', version: 'draft' },
      'http://127.0.0.1:3000',
    );
    expect(options).toMatchObject({ region: 'eu', version: 'draft' });
    expect(options).not.toHaveProperty('rateLimit');
    expect(options).not.toHaveProperty('endpoint');
  });
});
