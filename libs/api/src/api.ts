import { CSRF_COOKIE_NAMES, CSRF_HEADER } from '@iper/contracts';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api of the site (one per backend). It starts empty: each remote injects its
 * endpoints from its own files, so the cache is shared and a query made by one remote is a cache
 * hit for the next. Endpoint names share one namespace: prefix them by domain (`storesList`).
 */
export const TAG_TYPES = ['Store', 'Session', 'Card', 'Coupon', 'ShoppingList', 'Receipt', 'Job'] as const;

/** The CSRF token the server set in its cookie (readable by our scripts only: same origin). */
export function readCsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const cookies = new Map(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0])),
  );
  for (const name of CSRF_COOKIE_NAMES) {
    const value = cookies.get(name);
    if (value) return value;
  }
  return undefined;
}

const fetchFromServer = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    const token = readCsrfToken();
    if (token) headers.set(CSRF_HEADER, token);
    return headers;
  },
});

/**
 * Every request carries the CSRF token the server checks on state-changing requests. A request
 * refused with 403 before the visitor had a token (the session check hands it out on the first
 * page) fetches one and is tried once more.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, queryApi, extra) => {
  const hadToken = readCsrfToken() !== undefined;
  const result = await fetchFromServer(args, queryApi, extra);
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if (result.error?.status !== 403 || method === 'GET' || hadToken) return result;
  await fetchFromServer('/identity/csrf', queryApi, extra);
  if (readCsrfToken() === undefined) return result;
  return fetchFromServer(args, queryApi, extra);
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
