import { api } from '@iper/api';
import type {
  AddPasskeyRequest,
  EndReportedSessionRequest,
  FreshCheckPasswordRequest,
  IdentityResult,
  OkResult,
  PasskeyCredentialRequest,
  PasskeyOptionsResponse,
  PasskeysResponse,
  RemovePasskeyRequest,
  RenamePasskeyRequest,
} from '@iper/contracts';

/**
 * Passkeys, the fresh check and "Non sei stato tu?" (server: identity/passkeys.routes.ts).
 * Adding and removing a passkey may meet the fresh check: the base query asks and repeats.
 */
export const passkeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountPasskeys: build.query<PasskeysResponse, void>({
      query: () => '/account/passkeys',
      keepUnusedDataFor: 0,
    }),
    accountPasskeyOptions: build.mutation<PasskeyOptionsResponse, void>({
      query: () => ({ url: '/account/passkeys/options', method: 'POST', body: {} }),
    }),
    accountPasskeyAdd: build.mutation<OkResult, AddPasskeyRequest>({
      query: (body) => ({ url: '/account/passkeys', method: 'POST', body }),
    }),
    accountPasskeyRename: build.mutation<OkResult, RenamePasskeyRequest>({
      query: (body) => ({ url: '/account/passkeys/rename', method: 'POST', body }),
    }),
    accountPasskeyRemove: build.mutation<OkResult, RemovePasskeyRequest>({
      query: (body) => ({ url: '/account/passkeys/remove', method: 'POST', body }),
    }),
    accountPasskeySignInOptions: build.mutation<PasskeyOptionsResponse, void>({
      query: () => ({ url: '/identity/passkeys/sign-in/options', method: 'POST', body: {} }),
    }),
    accountPasskeySignIn: build.mutation<IdentityResult, PasskeyCredentialRequest>({
      query: (body) => ({ url: '/identity/passkeys/sign-in', method: 'POST', body }),
    }),
    accountFreshCheckPassword: build.mutation<OkResult, FreshCheckPasswordRequest>({
      query: (body) => ({ url: '/identity/fresh-check/password', method: 'POST', body }),
    }),
    accountFreshCheckPasskeyOptions: build.mutation<PasskeyOptionsResponse, void>({
      query: () => ({ url: '/identity/fresh-check/passkey/options', method: 'POST', body: {} }),
    }),
    accountFreshCheckPasskey: build.mutation<OkResult, PasskeyCredentialRequest>({
      query: (body) => ({ url: '/identity/fresh-check/passkey', method: 'POST', body }),
    }),
    accountEndReportedSession: build.mutation<OkResult, EndReportedSessionRequest>({
      query: (body) => ({ url: '/identity/sessions/end-reported', method: 'POST', body }),
    }),
  }),
});

export const {
  useAccountPasskeysQuery,
  useAccountPasskeyOptionsMutation,
  useAccountPasskeyAddMutation,
  useAccountPasskeyRenameMutation,
  useAccountPasskeyRemoveMutation,
  useAccountPasskeySignInOptionsMutation,
  useAccountPasskeySignInMutation,
  useAccountFreshCheckPasswordMutation,
  useAccountFreshCheckPasskeyOptionsMutation,
  useAccountFreshCheckPasskeyMutation,
  useAccountEndReportedSessionMutation,
} = passkeysApi;
