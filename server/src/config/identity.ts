import { z } from 'zod';
import {
  SOCIAL_PROVIDER_IDS,
  type IdentityConfig,
  type SocialProviderConfig,
  type SocialProviderId,
} from '../identity/identity.config';
import { FRESH_CHECK_DEFAULT_SECONDS } from '../identity/fresh-check';
import { serverVariables } from './server';
import { shapeOf, variable, type Variable } from './variables';

/**
 * The identity module's settings (server/src/identity/README.md). Everything has a working
 * offline default: the site's own accounts, mail into the outbox table, no social provider.
 */
const accountVariables = {
  AUTH_SECRET: variable(
    z.string().min(32).optional(),
    'signs sessions (32+ characters); required when `PUBLIC_URL` is https',
    'a development secret (http only)',
  ),
  AUTH_TRUSTED_ORIGINS: variable(
    z.string().optional(),
    'extra origins allowed to call the API with credentials (comma-separated); on http, `localhost:*` and `127.0.0.1:*` are added',
  ),
  AUTH_RATE_LIMIT_MAX: variable(
    z.coerce.number().int().min(1).default(20),
    'attempts per client address and window on each credential route (login, register, password forgotten, reset and change, social start) before a 429',
    '`20`',
  ),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: variable(
    z.coerce.number().int().min(1).default(60),
    'the window of `AUTH_RATE_LIMIT_MAX`, in seconds',
    '`60`',
  ),
  AUTH_RESET_TOKEN_TTL_SECONDS: variable(
    z.coerce.number().int().min(60).default(3600),
    'lifetime of a password reset link, in seconds',
    '`3600`',
  ),
  MAIL_FROM: variable(
    z.string().default('Iper La grande i <noreply@iper.it>'),
    "sender of the site's mail",
    '`Iper La grande i <noreply@iper.it>`',
  ),
  SMTP_URL: variable(
    z.string().url().optional(),
    '`smtp://user:pass@host:587`: mail is also delivered by SMTP (nodemailer)',
    'outbox only',
  ),
  AUTH_FRESH_CHECK_SECONDS: variable(
    z.coerce.number().int().min(1).default(FRESH_CHECK_DEFAULT_SECONDS),
    'how long a sign-in, password or passkey check counts as recent: past it, sensitive actions (passkeys, card, Più upgrade, ending sessions, data export, deletion) ask for the password or a passkey again',
    `\`${FRESH_CHECK_DEFAULT_SECONDS}\``,
  ),
  WEBAUTHN_RP_ID: variable(
    z.string().min(1).optional(),
    "passkeys' relying party id: the domain passkeys are bound to (the site's host or a parent domain of it); never an IP address",
    'the host of `PUBLIC_URL` (`localhost` when that host is 127.0.0.1 or ::1)',
  ),
  WEBAUTHN_ORIGINS: variable(
    z.string().optional(),
    "origins whose passkey answers are accepted (comma-separated, e.g. the balancer's public address)",
    'the origin of `PUBLIC_URL` (and `http://localhost:$PORT` on a loopback http address)',
  ),
  DEV_OUTBOX: variable(
    z.enum(['true', 'false']).default('false'),
    '`true` opens `GET /api/dev/outbox` (the mail the site sent, reset links included) to local connections; refused on an https `PUBLIC_URL` and with `NODE_ENV=production`',
    '`false`',
  ),
};

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

const PROVIDER_NAMES: Record<SocialProviderId, { name: string; endpoints: string }> = {
  google: { name: 'Google', endpoints: 'OIDC discovery at accounts.google.com' },
  facebook: { name: 'Facebook', endpoints: 'Graph API OAuth2 endpoints' },
  apple: {
    name: 'Apple',
    endpoints: 'OIDC, form_post; the secret is the signed client-secret JWT',
  },
};

const PROVIDER_SETTINGS = [
  'CLIENT_ID',
  'CLIENT_SECRET',
  'DISCOVERY_URL',
  'AUTHORIZATION_URL',
  'TOKEN_URL',
  'USERINFO_URL',
] as const;

const ENDPOINT_NAMES = {
  DISCOVERY_URL: 'the OIDC discovery document',
  AUTHORIZATION_URL: 'the authorization endpoint',
  TOKEN_URL: 'the token endpoint',
  USERINFO_URL: 'the user-info endpoint',
} as const;

type ProviderVariables<P extends string> = {
  [K in `AUTH_${P}_${(typeof PROVIDER_SETTINGS)[number]}`]: Variable<z.ZodOptional<z.ZodString>>;
};

/** AUTH_<PROVIDER>_CLIENT_ID and _CLIENT_SECRET switch a provider on; the endpoints point it elsewhere. */
function providerVariables<P extends Uppercase<SocialProviderId>>(prefix: P): ProviderVariables<P> {
  const { name, endpoints } = PROVIDER_NAMES[prefix.toLowerCase() as SocialProviderId];
  const variables: Record<string, Variable> = {};
  for (const setting of PROVIDER_SETTINGS) {
    const description =
      setting === 'CLIENT_ID'
        ? `with \`AUTH_${prefix}_CLIENT_SECRET\`: switches ${name} sign-in on (${endpoints})`
        : setting === 'CLIENT_SECRET'
          ? `the client secret of ${name} sign-in`
          : `${ENDPOINT_NAMES[setting]} of ${name} sign-in, to point it elsewhere (a test identity provider); a discovery or authorization URL replaces all of the provider's own endpoints`;
    variables[`AUTH_${prefix}_${setting}`] = variable(
      z.string().optional(),
      description,
      setting.endsWith('_URL') ? "the provider's own" : 'unset',
    );
  }
  return variables as ProviderVariables<P>;
}

export const identityVariables = {
  ...accountVariables,
  ...providerVariables('GOOGLE'),
  ...providerVariables('FACEBOOK'),
  ...providerVariables('APPLE'),
};

const DEVELOPMENT_SECRET = 'iper-development-secret-do-not-use-in-production';

/** What identity reads: its own variables and the site's address. */
const IdentityEnvSchema = z.object({
  ...shapeOf(identityVariables),
  PORT: serverVariables.PORT.schema,
  PUBLIC_URL: serverVariables.PUBLIC_URL.schema,
  NODE_ENV: serverVariables.NODE_ENV.schema,
});

export type IdentityEnv = z.output<typeof IdentityEnvSchema>;

function provider(parsed: IdentityEnv, id: SocialProviderId): SocialProviderConfig | undefined {
  const prefix = id.toUpperCase() as Uppercase<SocialProviderId>;
  const setting = (name: (typeof PROVIDER_SETTINGS)[number]): string | undefined =>
    parsed[`AUTH_${prefix}_${name}`];
  const clientId = setting('CLIENT_ID');
  const clientSecret = setting('CLIENT_SECRET');
  if (!clientId || !clientSecret) return undefined;
  const defaults = PROVIDER_DEFAULTS[id];
  const discoveryUrl = setting('DISCOVERY_URL');
  const endpoints = {
    authorizationUrl: setting('AUTHORIZATION_URL'),
    tokenUrl: setting('TOKEN_URL'),
    userInfoUrl: setting('USERINFO_URL'),
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

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', '::1']);

/**
 * Passkeys' relying party: by default the host of PUBLIC_URL, so it is right behind the balancer
 * (PUBLIC_URL is the address customers type). Browsers refuse an IP address as relying party id:
 * on a loopback address (the embedded default) passkeys work at http://localhost:$PORT.
 */
function webauthnConfig(parsed: IdentityEnv, publicUrl: string): IdentityConfig['webauthn'] {
  const url = new URL(publicUrl);
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  const listed = (parsed.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const origins = listed.length
    ? listed
    : [
        url.origin,
        ...(loopback ? [`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`] : []),
      ];
  return {
    rpId: parsed.WEBAUTHN_RP_ID ?? (loopback ? 'localhost' : url.hostname),
    rpName: 'Iper La grande i',
    origins,
  };
}

/** The identity settings from parsed variables; refuses what must never run (see the errors). */
export function identityConfig(parsed: IdentityEnv): IdentityConfig {
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
    webauthn: webauthnConfig(parsed, publicUrl),
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
    freshCheckSeconds: parsed.AUTH_FRESH_CHECK_SECONDS,
    socialProviders: SOCIAL_PROVIDER_IDS.map((id) => provider(parsed, id)).filter(
      (found): found is SocialProviderConfig => found !== undefined,
    ),
  };
}

/** Identity's settings alone (its tests); the server reads them with the rest in readConfig. */
export function readIdentityConfig(env: NodeJS.ProcessEnv): IdentityConfig {
  return identityConfig(IdentityEnvSchema.parse(env));
}
