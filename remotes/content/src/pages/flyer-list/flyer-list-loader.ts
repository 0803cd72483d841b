import { loadQueries, settledQuery, storesApi } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';
import { flyersApi } from '../../api/flyers-api';
import { flyerListStoreOf } from '../../features/flyers/flyer-list-store';

/**
 * /lista-volantini: the hypermarkets to choose from, and the flyers of the store in the address
 * (the choice sent as a form). The device's own chosen store is the browser's: the app shows its
 * flyers once it runs.
 */
export function flyerListLoader(args: LoaderFunctionArgs) {
  const storeId = flyerListStoreOf(new URL(args.request.url).searchParams);
  return loadQueries(args, (store) =>
    Promise.all([
      settledQuery(store.dispatch(storesApi.endpoints.storesList.initiate())),
      storeId && settledQuery(store.dispatch(flyersApi.endpoints.flyersOfStore.initiate(storeId))),
    ]),
  );
}
