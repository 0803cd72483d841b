import { declarePublicQueries } from './public-queries';
import type { Store, StoresQuery } from '@iper/contracts';
import { api } from './api';

/**
 * Stores are read by several remotes (the store locator, the header's store selector, the home
 * page), so their endpoint lives here rather than in one remote.
 */
export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    storesList: build.query<Store[], StoresQuery | void>({
      query: (body) => ({ url: '/stores-yext', method: 'POST', body: body ?? {} }),
      providesTags: ['Store'],
    }),
  }),
});

export const { useStoresListQuery } = storesApi;
declarePublicQueries('storesList');
