import { api } from '@iper/api';
import type {
  IdentityResult,
  OkResult,
  RecoveryCodesResponse,
  TwoFactorConfirmRequest,
  TwoFactorSetupResponse,
  TwoFactorSignInRequest,
  TwoFactorStatus,
} from '@iper/contracts';

/**
 * The TOTP second factor (server: identity/two-factor.routes.ts). Setup, confirmation, new
 * recovery codes and turning it off may meet the fresh check: the base query asks and repeats.
 */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountTwoFactor: build.query<TwoFactorStatus, void>({
      query: () => '/account/two-factor',
      keepUnusedDataFor: 0,
    }),
    accountTwoFactorSetup: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: '/account/two-factor/setup', method: 'POST', body: {} }),
    }),
    accountTwoFactorConfirm: build.mutation<RecoveryCodesResponse, TwoFactorConfirmRequest>({
      query: (body) => ({ url: '/account/two-factor/confirm', method: 'POST', body }),
    }),
    accountTwoFactorRecoveryCodes: build.mutation<RecoveryCodesResponse, void>({
      query: () => ({ url: '/account/two-factor/recovery-codes', method: 'POST', body: {} }),
    }),
    accountTwoFactorDisable: build.mutation<OkResult, void>({
      query: () => ({ url: '/account/two-factor/disable', method: 'POST', body: {} }),
    }),
    accountTwoFactorSignIn: build.mutation<IdentityResult, TwoFactorSignInRequest>({
      query: (body) => ({ url: '/identity/login/two-factor', method: 'POST', body }),
    }),
  }),
});

export const {
  useAccountTwoFactorQuery,
  useAccountTwoFactorSetupMutation,
  useAccountTwoFactorConfirmMutation,
  useAccountTwoFactorRecoveryCodesMutation,
  useAccountTwoFactorDisableMutation,
  useAccountTwoFactorSignInMutation,
} = twoFactorApi;
