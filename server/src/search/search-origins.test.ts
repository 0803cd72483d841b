import { readConfig } from '../config';
import { searchConnectSources } from './search-origins';

describe('the hosts the Content-Security-Policy opens for site search', () => {
  it('opens none with the embedded engine: queries stay on this origin', () => {
    expect(searchConnectSources(readConfig({}).search)).toEqual([]);
  });

  it("opens Algolia's hosts when search is Algolia's", () => {
    expect(searchConnectSources(readConfig({ SEARCH_PROVIDER: 'algolia' }).search)).toEqual([
      'https://*.algolia.net',
      'https://*.algolianet.com',
    ]);
  });

  it('opens only the configured host when one is set', () => {
    expect(
      searchConnectSources(
        readConfig({ SEARCH_PROVIDER: 'algolia', SEARCH_HOST: 'search.example.it' }).search,
      ),
    ).toEqual(['https://search.example.it']);
  });
});
