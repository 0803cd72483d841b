/**
 * Settings of the identity module: `app.config.identity`, read from the environment with the rest
 * of the configuration (server/src/config/identity.ts; docs/configuration.md). Everything has a
 * working offline default: the site's own accounts, mail into the outbox table, no social
 * provider. Social providers switch on only when their client id and secret are set.
 */
export interface IdentityConfig {
  /** Origin the site is reached at; https switches on Secure `__Host-` cookies. */
  publicUrl: string;
  /** Passkeys' relying party: its id (a domain) and the origins whose answers count. */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  secureCookies: boolean;
  secret: string;
  /** Other origins allowed to send credentialed requests (development servers). */
  trustedOrigins: string[];
  mailFrom: string;
  /** smtp://user:pass@host:port; unset keeps mail in the outbox table only. */
  smtpUrl: string | undefined;
  /** GET /api/dev/outbox for developers and e2e: only with DEV_OUTBOX=true, never on https or in production. */
  devOutbox: boolean;
  rateLimit: { max: number; timeWindowMs: number };
  /** How long a sign-in, password or passkey check counts as fresh for sensitive actions. */
  freshCheckSeconds: number;
  /** Lifetime of a password reset link. */
  resetTokenTtlSeconds: number;
  socialProviders: SocialProviderConfig[];
}

export const SOCIAL_PROVIDER_IDS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

export interface SocialProviderConfig {
  id: SocialProviderId;
  clientId: string;
  clientSecret: string;
  discoveryUrl?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
  scopes: string[];
  responseMode?: 'query' | 'form_post';
}

/** Cookie names: `__Host-` ones on https (Secure, path /, no domain: they cannot be planted). */
export function cookieName(config: Pick<IdentityConfig, 'secureCookies'>, name: string): string {
  return config.secureCookies ? `__Host-iper.${name}` : `iper.${name}`;
}
