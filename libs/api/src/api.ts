import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api of the site (one per backend). It starts empty: each remote injects its
 * endpoints from its own files, so the cache is shared and a query made by one remote is a cache
 * hit for the next. Endpoint names share one namespace: prefix them by domain (`storesList`).
 */
export const TAG_TYPES = ['Store', 'Session', 'Card', 'Coupon', 'ShoppingList', 'Receipt', 'Job'] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
