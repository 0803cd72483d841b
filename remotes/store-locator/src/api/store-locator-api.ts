import {
  api,
  declarePublicQueries,
  setFavouriteStore,
  storesApi,
  useStoresListQuery,
  type AppDispatch,
} from '@iper/api';
import type {
  AccountInfo,
  FuelPriceRecord,
  Place,
  Restaurant,
  RestaurantBrand,
  Store,
  StoreLocatorConfig,
} from '@iper/contracts';

/** The store lists of SPEC §7 besides /stores-yext (which @iper/api serves as `storesList`). */
export type StoreListEndpoint = 'iper-stations' | 'pet-food' | 'iper-drive' | 'restaurants';

export const storeLocatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    storesOfKind: build.query<Store[], StoreListEndpoint>({
      query: (list) => ({ url: `/stores-${list}`, method: 'POST', body: {} }),
      providesTags: ['Store'],
    }),
    storesFuelPrices: build.query<FuelPriceRecord[], void>({
      query: () => ({ url: '/fuel-prices', method: 'POST', body: {} }),
      providesTags: ['Store'],
    }),
    storesRestaurantsOfBrand: build.query<Restaurant[], RestaurantBrand>({
      query: (brand) => ({ url: `/restaurants-${brand}`, method: 'POST', body: {} }),
      providesTags: ['Store'],
    }),
    storesPlaces: build.query<Place[], string>({
      query: (q) => ({ url: '/geo/places', params: { q, limit: 8 } }),
      keepUnusedDataFor: 300,
    }),
    /** A logged-in user's favourite store, saved on their account (the identity module's call). */
    storesSaveFavouriteStore: build.mutation<AccountInfo, string>({
      query: (storeId) => ({ url: '/account/favourite-store', method: 'PUT', body: { storeId } }),
      async onQueryStarted(storeId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(setFavouriteStore(storeId));
        } catch (error) {
          console.error('[store-locator] the favourite store could not be saved', error);
        }
      },
    }),
    storesLocatorConfig: build.query<StoreLocatorConfig, void>({
      query: () => '/store-locator/config',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useStoresOfKindQuery,
  useStoresFuelPricesQuery,
  useStoresRestaurantsOfBrandQuery,
  useStoresPlacesQuery,
  useStoresLocatorConfigQuery,
  useStoresSaveFavouriteStoreMutation,
} = storeLocatorApi;

declarePublicQueries(
  'storesOfKind',
  'storesFuelPrices',
  'storesRestaurantsOfBrand',
  'storesPlaces',
  'storesLocatorConfig',
);

/** The stores of one list: hypermarkets come from the shared `storesList` cache entry. */
export function useStoreList(list: 'yext' | StoreListEndpoint) {
  const hypermarkets = useStoresListQuery(undefined, { skip: list !== 'yext' });
  const others = useStoresOfKindQuery(list === 'yext' ? 'iper-stations' : list, {
    skip: list === 'yext',
  });
  return list === 'yext' ? hypermarkets : others;
}

/** Starts the query `useStoreList(list)` reads (for a page's loader). */
export function startStoreList(dispatch: AppDispatch, list: 'yext' | StoreListEndpoint) {
  return list === 'yext'
    ? dispatch(storesApi.endpoints.storesList.initiate())
    : dispatch(storeLocatorApi.endpoints.storesOfKind.initiate(list));
}
