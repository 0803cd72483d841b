import { loadQueries, settledQuery } from '@iper/api';
import { PLACE_QUERY_LENGTH } from '@iper/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { startStoreList, storeLocatorApi } from '../../api/store-locator-api';
import { storeFilter } from '../../domain/store-filters';
import { originFromParams, searchedText } from './search-origin';

/**
 * /punti-vendita: the list the `tipo` filter shows, its fuel prices for the stations, the map's
 * setup, and the places a searched text names.
 */
export function storeListLoader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const filter = storeFilter(params.get('tipo'));
  // Text searched without a chosen place: the places it names, so the server's page is the list
  // around the first one.
  const text = originFromParams(params) ? '' : searchedText(params);
  const searchable = text.length >= PLACE_QUERY_LENGTH.min;
  return loadQueries(args, (store) =>
    Promise.all([
      settledQuery(startStoreList(store.dispatch, filter.list)),
      settledQuery(store.dispatch(storeLocatorApi.endpoints.storesLocatorConfig.initiate())),
      filter.id === 'distributori' &&
        settledQuery(store.dispatch(storeLocatorApi.endpoints.storesFuelPrices.initiate())),
      searchable &&
        settledQuery(store.dispatch(storeLocatorApi.endpoints.storesPlaces.initiate(text))),
    ]),
  );
}
