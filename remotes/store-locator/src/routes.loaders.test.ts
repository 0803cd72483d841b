import { setupNetwork } from '@iper/api/src/testing/network';
import { loadedQueries as loaded, loadOnServer } from '@iper/api/src/testing/route-loaders';
import { routes } from './routes';
import { storeLocatorHandlers } from './testing/handlers';

const network = setupNetwork(...storeLocatorHandlers);

describe("the store locator's pages have their data before the server draws them", () => {
  it('the store list: the stores of the chosen kind and the map, with the fuel prices for stations', async () => {
    expect(loaded(await loadOnServer(routes, '/punti-vendita', '/punti-vendita'))).toEqual({
      'storesList("")': 'fulfilled',
      'storesLocatorConfig("")': 'fulfilled',
    });
    expect(
      loaded(await loadOnServer(routes, '/punti-vendita', '/punti-vendita?tipo=distributori')),
    ).toEqual({
      'storesOfKind("iper-stations")': 'fulfilled',
      'storesLocatorConfig("")': 'fulfilled',
      'storesFuelPrices("")': 'fulfilled',
    });
  });

  it("a store's page: the store, then its services and its station's prices", async () => {
    const store = await loadOnServer(routes, '/punti-vendita/:slug', '/punti-vendita/iper-arese', {
      slug: 'iper-arese',
    });
    expect(loaded(store)).toEqual({
      'storesList("")': 'fulfilled',
      'storesFuelPrices("")': 'fulfilled',
      'storesServices("iper-arese")': 'fulfilled',
      'storesServiceCategories("")': 'fulfilled',
    });
    expect(network.requestsTo('/api/stores-pet-food')).toHaveLength(0);
  });

  it('a store that is not a hypermarket is looked for among the other lists; a missing one stops there', async () => {
    const missing = await loadOnServer(
      routes,
      '/punti-vendita/:slug',
      '/punti-vendita/non-esiste',
      {
        slug: 'non-esiste',
      },
    );
    expect(loaded(missing)).toEqual({
      'storesList("")': 'fulfilled',
      'storesOfKind("pet-food")': 'fulfilled',
      'storesOfKind("iper-drive")': 'fulfilled',
    });
  });

  it("a restaurant's page: the store, then the restaurants of its brand", async () => {
    const store = await loadOnServer(
      routes,
      '/punti-vendita/:slug/:restaurant',
      '/punti-vendita/iper-arese/la-romantica',
      { slug: 'iper-arese', restaurant: 'la-romantica' },
    );
    expect(loaded(store)).toEqual({
      'storesList("")': 'fulfilled',
      'storesRestaurantsOfBrand("romantica")': 'fulfilled',
    });
  });
});
