import { RESTAURANT_BRANDS } from '@iper/contracts';
import { loadQueries, settledQuery } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';
import { storeLocatorApi } from '../../api/store-locator-api';

/** /punti-vendita/punti-ristorazione: the restaurants of every brand. */
export function restaurantsLoader(args: LoaderFunctionArgs) {
  return loadQueries(args, (store) =>
    Promise.all(
      RESTAURANT_BRANDS.map((brand) =>
        settledQuery(
          store.dispatch(storeLocatorApi.endpoints.storesRestaurantsOfBrand.initiate(brand)),
        ),
      ),
    ),
  );
}
