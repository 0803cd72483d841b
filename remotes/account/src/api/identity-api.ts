import { api } from '@iper/api';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  IdentityResult,
  LoginRequest,
  LoginResult,
  OkResult,
  RegisterRequest,
  ResetPasswordRequest,
  SocialProvidersResponse,
  SocialStartRequest,
  SocialStartResponse,
} from '@iper/contracts';

/** Sign-in, sign-up and password flows of the identity service (/api/identity/**). */
export const identityApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountLogin: build.mutation<LoginResult, LoginRequest>({
      query: (body) => ({ url: '/identity/login', method: 'POST', body }),
    }),
    accountRegister: build.mutation<IdentityResult, RegisterRequest>({
      query: (body) => ({ url: '/identity/register', method: 'POST', body }),
    }),
    accountForgotPassword: build.mutation<ForgotPasswordResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: '/identity/password/forgot', method: 'POST', body }),
    }),
    accountResetPassword: build.mutation<OkResult, ResetPasswordRequest>({
      query: (body) => ({ url: '/identity/password/reset', method: 'POST', body }),
    }),
    accountChangePassword: build.mutation<OkResult, ChangePasswordRequest>({
      query: (body) => ({ url: '/identity/password/change', method: 'POST', body }),
    }),
    accountSocialProviders: build.query<SocialProvidersResponse, void>({
      query: () => '/identity/social-providers',
    }),
    accountSocialStart: build.mutation<SocialStartResponse, SocialStartRequest>({
      query: (body) => ({ url: '/identity/social/start', method: 'POST', body }),
    }),
  }),
});

export const {
  useAccountLoginMutation,
  useAccountRegisterMutation,
  useAccountForgotPasswordMutation,
  useAccountResetPasswordMutation,
  useAccountChangePasswordMutation,
  useAccountSocialProvidersQuery,
  useAccountSocialStartMutation,
} = identityApi;
