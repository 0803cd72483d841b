import { loadQueries, settledQuery, storesApi } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * /lista-volantini: the server knows no chosen store (it is the device's), so the page offers the
 * hypermarkets to choose from.
 */
export function flyerListLoader(args: LoaderFunctionArgs) {
  return loadQueries(args, (store) =>
    settledQuery(store.dispatch(storesApi.endpoints.storesList.initiate())),
  );
}
