import { api } from '@iper/api';
import type { AccountDeletionRequest, AccountDeletionResponse } from '@iper/contracts';

/** GDPR self-service: deleting the account (the data download is a file, see features/privacy). */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountDelete: build.mutation<AccountDeletionResponse, AccountDeletionRequest>({
      query: (body) => ({ url: '/account/deletion', method: 'POST', body }),
    }),
  }),
});

export const { useAccountDeleteMutation } = privacyApi;
