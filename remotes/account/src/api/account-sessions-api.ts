import { api } from '@iper/api';
import type { AccountSessionsResponse, EndAccountSessionRequest, OkResult } from '@iper/contracts';

/** The account's devices: list them, end one, end all the others (server: identity/account-sessions.routes.ts). */
export const accountSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountSessions: build.query<AccountSessionsResponse, void>({
      query: () => '/account/sessions',
      keepUnusedDataFor: 0,
    }),
    accountSessionEnd: build.mutation<OkResult, EndAccountSessionRequest>({
      query: (body) => ({ url: '/account/sessions/end', method: 'POST', body }),
    }),
    accountSessionsEndOthers: build.mutation<OkResult, void>({
      query: () => ({ url: '/account/sessions/end-others', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useAccountSessionsQuery,
  useAccountSessionEndMutation,
  useAccountSessionsEndOthersMutation,
} = accountSessionsApi;
