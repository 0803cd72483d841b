import { loadQueries, settledQuery } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';
import { startStoreList, storeLocatorApi } from '../../api/store-locator-api';
import { storeFilter } from '../../domain/store-filters';

/** /punti-vendita: the list the `tipo` filter shows, its fuel prices for the stations, the map's setup. */
export function storeListLoader(args: LoaderFunctionArgs) {
  const filter = storeFilter(new URL(args.request.url).searchParams.get('tipo'));
  return loadQueries(args, (store) =>
    Promise.all([
      settledQuery(startStoreList(store.dispatch, filter.list)),
      settledQuery(store.dispatch(storeLocatorApi.endpoints.storesLocatorConfig.initiate())),
      filter.id === 'distributori' &&
        settledQuery(store.dispatch(storeLocatorApi.endpoints.storesFuelPrices.initiate())),
    ]),
  );
}
