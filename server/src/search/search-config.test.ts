import { PublicConfigSchema } from '@iper/contracts';
import { readConfig } from '../config';
import { publicConfig } from '../config/public-config';

describe('the search settings the browser receives', () => {
  it('point at this server by default: embedded engine, same origin, iper_ indices', () => {
    const config = PublicConfigSchema.parse(publicConfig(readConfig({})));
    expect(config.search).toEqual({
      provider: 'embedded',
      appId: 'IPERLOCAL',
      apiKey: 'iper-public-search-key',
      indices: { products: 'iper_products', faq: 'iper_faq', magazine: 'iper_magazine' },
    });
  });

  it('point at Algolia when configured, with its own indices and an optional host', () => {
    const config = publicConfig(
      readConfig({
        SEARCH_PROVIDER: 'algolia',
        SEARCH_APP_ID: 'ABC123',
        SEARCH_API_KEY: 'search-only',
        SEARCH_INDEX_PREFIX: 'prod_',
        SEARCH_HOST: 'abc123-dsn.algolia.net',
      }),
    );
    expect(config.search).toEqual({
      provider: 'algolia',
      appId: 'ABC123',
      apiKey: 'search-only',
      host: 'abc123-dsn.algolia.net',
      indices: { products: 'prod_products', faq: 'prod_faq', magazine: 'prod_magazine' },
    });
  });

  it('refuses a host that is not host[:port]', () => {
    expect(() => readConfig({ SEARCH_HOST: 'https://evil.example/path' })).toThrow();
  });
});
