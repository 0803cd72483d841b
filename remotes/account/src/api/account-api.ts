import { api } from '@iper/api';
import type {
  AccountInfo,
  CardCheckRequest,
  CardCheckResponse,
  CardData,
  Consents,
  PersonalData,
  Profiling,
  ReceiptDetail,
  ReceiptsResponse,
  ReceiptSummary,
} from '@iper/contracts';

/**
 * The account area's data (the shopping list's endpoints are shared: @iper/api). Saving profile data answers the fresh account info, which replaces the
 * session's cached copy, so the header and every page see the change at once.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountCardCheck: build.mutation<CardCheckResponse, CardCheckRequest>({
      query: (body) => ({ url: '/advantage-card/check', method: 'POST', body }),
    }),
    accountSavePersonalData: build.mutation<AccountInfo, PersonalData>({
      query: (body) => ({ url: '/account/personal-data', method: 'PUT', body }),
      invalidatesTags: ['Session'],
    }),
    accountSaveConsents: build.mutation<AccountInfo, Consents>({
      query: (body) => ({ url: '/account/consents', method: 'PUT', body }),
      invalidatesTags: ['Session'],
    }),
    accountSaveProfiling: build.mutation<AccountInfo, Profiling>({
      query: (body) => ({ url: '/account/profiling', method: 'PUT', body }),
      invalidatesTags: ['Session'],
    }),
    accountSaveFavouriteStore: build.mutation<AccountInfo, { storeId: string }>({
      query: (body) => ({ url: '/account/favourite-store', method: 'PUT', body }),
      invalidatesTags: ['Session'],
    }),
    accountCard: build.query<CardData, void>({
      query: () => '/account/card',
      providesTags: ['Card'],
    }),
    accountReceipts: build.query<ReceiptsResponse, void>({
      query: () => '/account/receipts',
      providesTags: ['Receipt'],
    }),
    accountReceipt: build.query<ReceiptDetail, string>({
      query: (id) => `/account/receipts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Receipt', id }],
    }),
    accountReceiptFavourite: build.mutation<ReceiptSummary, { id: string; favourite: boolean }>({
      query: ({ id, favourite }) => ({
        url: `/account/receipts/${encodeURIComponent(id)}/favourite`,
        method: 'PUT',
        body: { favourite },
      }),
      invalidatesTags: ['Receipt'],
    }),
    accountReceiptsDigitalOnly: build.mutation<{ digitalOnly: boolean }, boolean>({
      query: (enabled) => ({
        url: '/account/receipts/digital-only',
        method: 'PUT',
        body: { enabled },
      }),
      invalidatesTags: ['Receipt', 'Session'],
    }),
  }),
});

export const {
  useAccountCardCheckMutation,
  useAccountSavePersonalDataMutation,
  useAccountSaveConsentsMutation,
  useAccountSaveProfilingMutation,
  useAccountSaveFavouriteStoreMutation,
  useAccountCardQuery,
  useAccountReceiptsQuery,
  useAccountReceiptQuery,
  useAccountReceiptFavouriteMutation,
  useAccountReceiptsDigitalOnlyMutation,
} = accountApi;
