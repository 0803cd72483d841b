import { api, declarePublicQueries } from '@iper/api';
import type { FlyerDetailResponse, FlyerListResponse } from '@iper/contracts';

/**
 * The flyers (SPEC §2 /lista-volantini, /volantino). A flyer comes with all its products at once
 * (about 300): the view filters and pages them in memory, with no request per filter.
 */
export const flyersApi = api.injectEndpoints({
  endpoints: (build) => ({
    flyersOfStore: build.query<FlyerListResponse, string>({
      query: (storeId) => `/flyers?${new URLSearchParams({ storeId })}`,
    }),
    flyersFlyer: build.query<FlyerDetailResponse, string>({
      query: (flyerId) => `/flyers/${encodeURIComponent(flyerId)}`,
    }),
  }),
});

export const { useFlyersOfStoreQuery, useFlyersFlyerQuery } = flyersApi;
declarePublicQueries('flyersOfStore', 'flyersFlyer');
