import { loadQueries, settledQuery, storesApi } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';

/** /virtual-card/buoni-spesa: the stores the request form offers. */
export function virtualCardVouchersLoader(args: LoaderFunctionArgs) {
  return loadQueries(args, (store) =>
    settledQuery(store.dispatch(storesApi.endpoints.storesList.initiate())),
  );
}
