import { loadQueries, settledQuery, storeServicesApi } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';
import { storeLocatorApi } from '../../api/store-locator-api';
import { isChainStore } from '../../domain/restaurants';
import { loadStoreBySlug } from '../../features/store-by-slug/load-store-by-slug';

/** /punti-vendita/:slug: the store, then its station's fuel prices and its services. */
export function storeDetailLoader(args: LoaderFunctionArgs) {
  return loadQueries(args, async (store) => {
    const found = await loadStoreBySlug(store, args.params.slug);
    if (!found) return;
    await Promise.all([
      found.iperstation.length > 0 &&
        settledQuery(store.dispatch(storeLocatorApi.endpoints.storesFuelPrices.initiate())),
      isChainStore(found) &&
        settledQuery(
          store.dispatch(storeServicesApi.endpoints.storesServices.initiate(found.slug)),
        ),
      isChainStore(found) &&
        settledQuery(store.dispatch(storeServicesApi.endpoints.storesServiceCategories.initiate())),
    ]);
  });
}
