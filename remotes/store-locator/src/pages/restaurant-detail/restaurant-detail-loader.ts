import { loadQueries, settledQuery } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';
import { storeLocatorApi } from '../../api/store-locator-api';
import { loadStoreBySlug } from '../../features/store-by-slug/load-store-by-slug';

/** /punti-vendita/:slug/:restaurant: the store, then the restaurants of the restaurant's brand. */
export function restaurantDetailLoader(args: LoaderFunctionArgs) {
  return loadQueries(args, async (store) => {
    const found = await loadStoreBySlug(store, args.params.slug);
    const summary = found?.ristoranti?.find((entry) => entry.slug === args.params.restaurant);
    if (!summary) return;
    await settledQuery(
      store.dispatch(storeLocatorApi.endpoints.storesRestaurantsOfBrand.initiate(summary.marchio)),
    );
  });
}
