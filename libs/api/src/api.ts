import { CSRF_COOKIE_NAMES, CSRF_HEADER } from '@iper/contracts';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { guardEndpointInjection } from './endpoint-guard';
import { confirmFreshCheck, isFreshCheckRequired } from './fresh-check';
import { isPublicQuery } from './public-queries';
import { isServer, siteFetch, siteOrigin } from './site-origin';

/**
 * The one RTK Query api of the site (one per backend). It starts empty: each remote injects its
 * endpoints from its own files, so the cache is shared and a query made by one remote is a cache
 * hit for the next. Endpoint names share one namespace: prefix them by domain (`storesList`).
 */
export const TAG_TYPES = [
  'Store',
  'Session',
  'Card',
  'Coupon',
  'ShoppingList',
  'Receipt',
  'Job',
] as const;

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

const fetchFromApi = fetchBaseQuery({
  fetchFn: siteFetch,
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
/** Paths are the API's ('/stores-yext'); a server render asks its own server by its full address. */
const fetchFromServer: typeof fetchFromApi = (args, queryApi, extra) => {
  const base = `${isServer ? siteOrigin() : ''}/api`;
  return fetchFromApi(
    typeof args === 'string' ? `${base}${args}` : { ...args, url: `${base}${args.url}` },
    queryApi,
    extra,
  );
};

/**
 * What a server render's store carries (its thunks' extra argument: `createAppStore`): for a
 * signed-in visitor's page, the read of their own data, which the server answers for them alone.
 */
export interface RenderStoreExtra {
  readPersonal?: typeof fetch;
}

/**
 * A query a server render does not answer: left pending, as it is in the browser's first render,
 * until the render ends (resetting the store aborts it); the browser asks for it.
 */
function leftPending(signal: AbortSignal): Promise<{ error: FetchBaseQueryError }> {
  return new Promise((resolve) =>
    signal.addEventListener(
      'abort',
      () => resolve({ error: { status: 'CUSTOM_ERROR', error: 'asked for in the browser only' } }),
      { once: true },
    ),
  );
}

/**
 * A visitor's own data, read by their page's render (shell/src/server/render-page.tsx). A read
 * that fails is left to the browser: the page is drawn loading, never with an error the
 * browser's first render would not have (RTK Query asks a failed query again on subscribing).
 */
function fetchPersonal(readPersonal: typeof fetch): typeof fetchFromServer {
  const fetchWith = fetchBaseQuery({ fetchFn: readPersonal });
  return async (args, queryApi, extra) => {
    const base = `${siteOrigin()}/api`;
    const result = await fetchWith(
      typeof args === 'string' ? `${base}${args}` : { ...args, url: `${base}${args.url}` },
      queryApi,
      extra,
    );
    return result.error ? leftPending(queryApi.signal) : result;
  };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extra,
) => {
  // A server render reads what is personal only for the signed-in visitor it draws the page for
  // (never a change: no mutation). Otherwise it is asked for by the browser only: left pending on
  // the server, as it is in the browser's first render, until the render ends (resetting the
  // store aborts it).
  if (isServer && (queryApi.type === 'mutation' || !isPublicQuery(queryApi.endpoint))) {
    const readPersonal =
      queryApi.type === 'query'
        ? (queryApi.extra as RenderStoreExtra | undefined)?.readPersonal
        : undefined;
    if (readPersonal) return fetchPersonal(readPersonal)(args, queryApi, extra);
    return leftPending(queryApi.signal);
  }
  const hadToken = readCsrfToken() !== undefined;
  const result = await fetchFromServer(args, queryApi, extra);
  // A sensitive action past the fresh-check window: one dialog, then the same request again.
  if (isFreshCheckRequired(result.error))
    return (await confirmFreshCheck()) ? fetchFromServer(args, queryApi, extra) : result;
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if (result.error?.status !== 403 || method === 'GET' || hadToken) return result;
  await fetchFromServer('/identity/csrf', queryApi, extra);
  if (readCsrfToken() === undefined) return result;
  return fetchFromServer(args, queryApi, extra);
};

/**
 * On the server, query hooks start their requests while rendering (a first render starts them,
 * the server waits, a second render has the data: shell/src/server/render-page.tsx); in the
 * browser they start in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: isServer }),
);

/** The action that puts a server render's public answers into the browser's store (server-state.ts). */
export const HYDRATE_API = 'iper/hydrateApi';

export const api = guardEndpointInjection(
  createApi({
    reducerPath: 'api',
    extractRehydrationInfo: (action, { reducerPath }) =>
      (action as { type?: unknown }).type === HYDRATE_API
        ? (action as unknown as { payload: Record<string, never> }).payload[reducerPath]
        : undefined,
    baseQuery,
    tagTypes: TAG_TYPES,
    endpoints: () => ({}),
  }),
);
