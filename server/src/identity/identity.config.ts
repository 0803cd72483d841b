import { z } from 'zod';

/**
 * Settings of the identity module, read from the environment (documented in server/src/identity/README.md).
 * Everything has a working offline default: the site's own accounts, mail into the outbox table,
 * no social provider. Social providers switch on only when their client id and secret are set.
 */
export interface IdentityConfig {
  /** Origin the site is reached at; https switches on Secure `__Host-` cookies. */
  publicUrl: string;
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

/** The providers' public endpoints, used only once a provider has been configured. */
const PROVIDER_DEFAULTS: Record<
  SocialProviderId,
  Omit<SocialProviderConfig, 'id' | 'clientId' | 'clientSecret'>
> = {
  google: {
    discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    scopes: ['openid', 'email', 'profile'],
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/me?fields=id,name,email,first_name,last_name',
    scopes: ['email', 'public_profile'],
  },
  apple: {
    discoveryUrl: 'https://appleid.apple.com/.well-known/openid-configuration',
    scopes: ['openid', 'email', 'name'],
    // Apple posts the authorization response back when it asks for the user's name.
    responseMode: 'form_post',
  },
};

const DEVELOPMENT_SECRET = 'iper-development-secret-do-not-use-in-production';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(3000),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_TRUSTED_ORIGINS: z.string().optional(),
  MAIL_FROM: z.string().default('Iper La grande i <noreply@iper.it>'),
  SMTP_URL: z.string().url().optional(),
  DEV_OUTBOX: z.enum(['true', 'false']).default('false'),
  NODE_ENV: z.string().optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  AUTH_RESET_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
});

function readProvider(
  env: NodeJS.ProcessEnv,
  id: SocialProviderId,
): SocialProviderConfig | undefined {
  const prefix = `AUTH_${id.toUpperCase()}_`;
  const clientId = env[`${prefix}CLIENT_ID`];
  const clientSecret = env[`${prefix}CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  const defaults = PROVIDER_DEFAULTS[id];
  const discoveryUrl = env[`${prefix}DISCOVERY_URL`];
  const endpoints = {
    authorizationUrl: env[`${prefix}AUTHORIZATION_URL`],
    tokenUrl: env[`${prefix}TOKEN_URL`],
    userInfoUrl: env[`${prefix}USERINFO_URL`],
  };
  const explicit = discoveryUrl || endpoints.authorizationUrl;
  return {
    id,
    clientId,
    clientSecret,
    scopes: defaults.scopes,
    ...(defaults.responseMode ? { responseMode: defaults.responseMode } : {}),
    ...(explicit
      ? {
          discoveryUrl,
          authorizationUrl: endpoints.authorizationUrl,
          tokenUrl: endpoints.tokenUrl,
          userInfoUrl: endpoints.userInfoUrl,
        }
      : {
          discoveryUrl: defaults.discoveryUrl,
          authorizationUrl: defaults.authorizationUrl,
          tokenUrl: defaults.tokenUrl,
          userInfoUrl: defaults.userInfoUrl,
        }),
  };
}

export function readIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const parsed = EnvSchema.parse(env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://127.0.0.1:${parsed.PORT}`).replace(/\/+$/, '');
  const secureCookies = publicUrl.startsWith('https://');
  if (secureCookies && !parsed.AUTH_SECRET) {
    throw new Error('AUTH_SECRET (32 characters or more) is required when PUBLIC_URL is https');
  }
  const trustedOrigins = (parsed.AUTH_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  // The outbox shows reset links (a key to every account): a development switch, never inferred.
  const devOutbox = parsed.DEV_OUTBOX === 'true';
  if (devOutbox && (secureCookies || parsed.NODE_ENV === 'production')) {
    throw new Error(
      'DEV_OUTBOX=true is for development only: it is refused on an https PUBLIC_URL and with NODE_ENV=production',
    );
  }
  // On a development machine the shell's dev server and the remotes' run on other ports.
  if (!secureCookies) trustedOrigins.push('http://localhost:*', 'http://127.0.0.1:*');
  return {
    publicUrl,
    secureCookies,
    secret: parsed.AUTH_SECRET ?? DEVELOPMENT_SECRET,
    trustedOrigins,
    mailFrom: parsed.MAIL_FROM,
    smtpUrl: parsed.SMTP_URL,
    devOutbox,
    rateLimit: {
      max: parsed.AUTH_RATE_LIMIT_MAX,
      timeWindowMs: parsed.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    resetTokenTtlSeconds: parsed.AUTH_RESET_TOKEN_TTL_SECONDS,
    socialProviders: SOCIAL_PROVIDER_IDS.map((id) => readProvider(env, id)).filter(
      (provider): provider is SocialProviderConfig => provider !== undefined,
    ),
  };
}

/** Cookie names: `__Host-` ones on https (Secure, path /, no domain: they cannot be planted). */
export function cookieName(config: Pick<IdentityConfig, 'secureCookies'>, name: string): string {
  return config.secureCookies ? `__Host-iper.${name}` : `iper.${name}`;
}
