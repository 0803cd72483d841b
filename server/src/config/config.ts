import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { IdentityConfig } from '../identity/identity.config';
import { contentSettings, contentVariables, resolvedDir, type ContentSettings } from './content';
import { fieldDataConfig, fieldDataVariables, type FieldDataConfig } from './field-data';
import { identityConfig, identityVariables } from './identity';
import { metricsConfig, metricsVariables, type MetricsConfig } from './metrics';
import { rateLimit, rateLimitVariables, type RateLimit } from './rate-limits';
import { parseTrustProxy, serverVariables } from './server';
import { serviceVariables } from './services';
import {
  configuredRemoteEntries,
  releasesDir,
  remoteOverrideOrigins,
  sitePatterns,
  siteVariables,
} from './site';
import { storageVariables, uploadsDir, type StorageConfig } from './storage';
import { tracingConfig, tracingVariables, type TracingConfig } from './tracing';
import { shapeOf, type VariableGroup } from './variables';
import { walletConfig, walletVariables, type WalletConfig } from './wallet';

/**
 * Every environment variable the server reads, by concern: the one place that knows them
 * (docs/configuration.md is generated from these groups; `npm run docs:config`).
 */
export const VARIABLE_GROUPS = [
  { title: 'Server', variables: serverVariables },
  { title: 'Database and uploads', variables: storageVariables },
  {
    title: 'Site, server rendering and releases',
    variables: siteVariables,
    patterns: sitePatterns,
  },
  { title: 'Identity', variables: identityVariables },
  { title: 'Content', variables: contentVariables },
  { title: 'Search, analytics, maps, tag manager', variables: serviceVariables },
  { title: 'Rate limits', variables: rateLimitVariables },
  { title: 'Metrics', variables: metricsVariables },
  { title: 'Tracing (OpenTelemetry)', variables: tracingVariables },
  { title: 'Field data and canary verdicts', variables: fieldDataVariables },
  { title: 'Wallet passes (Apple Wallet, Google Wallet)', variables: walletVariables },
] satisfies VariableGroup[];

/** All the groups' variables: a group added above is added here too. */
const EnvSchema = z.object({
  ...shapeOf(serverVariables),
  ...shapeOf(storageVariables),
  ...shapeOf(siteVariables),
  ...shapeOf(identityVariables),
  ...shapeOf(contentVariables),
  ...shapeOf(serviceVariables),
  ...shapeOf(rateLimitVariables),
  ...shapeOf(metricsVariables),
  ...shapeOf(tracingVariables),
  ...shapeOf(fieldDataVariables),
  ...shapeOf(walletVariables),
});

type Env = z.output<typeof EnvSchema>;

/** The server's settings, read once from the environment at start-up: `app.config`. */
export interface ServerConfig {
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl: string | undefined;
  dataDir: string;
  shellDist: string;
  remotesDir: string;
  remotesLayout: 'workspace' | 'flat';
  seedDemoData: boolean;
  trustProxy: boolean | string | number;
  tagManagerId: string | undefined;
  insights: {
    appId: string;
    apiKey: string;
    region: 'de' | 'us' | undefined;
    host: string | undefined;
  };
  search: {
    provider: 'embedded' | 'algolia';
    appId: string;
    apiKey: string;
    host: string | undefined;
    indices: { products: string; faq: string; magazine: string };
  };
  publicUrl: string;
  googleMapsApiKey: string | undefined;
  /** The browser reads a real Storyblok space (its hosts join the Content-Security-Policy). */
  storyblokInBrowser: boolean;
  /** REMOTE_<NAME>_ENTRY values by federation name, e.g. REMOTE_STORE_LOCATOR_ENTRY=https://cdn…/mf-manifest.json */
  configuredRemoteEntries: Record<string, string>;
  ssr: boolean;
  ssrTimeoutMs: number;
  /** SSR_THREADS, or the machine's cores up to 2: render worker processes per set of versions. */
  ssrThreads: number;
  /** The HTML cache of anonymous server-rendered pages: its memory (0: off) and time to live. */
  ssrCache: { maxBytes: number; ttlSeconds: number };
  platformAdminToken: string | undefined;
  remotesRefreshMs: number;
  /** The test-data endpoints exist (never with NODE_ENV=production). */
  testData: boolean;
  /** REMOTE_OVERRIDE_ORIGINS, parsed (empty: no session may override a remote). */
  remoteOverrideOrigins: string[];
  /** Shared state between instances (platform/shared-state.ts); undefined: this process only. */
  redisUrl: string | undefined;
  /** Where uploads go (storage/): the local folders, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Where the remotes' releases are kept: RELEASES_DIR, or an S3-compatible bucket (RELEASES_S3_*). */
  releaseStore: StorageConfig;
  /** The release store's folder (RELEASES_DIR): the releases, or the copies of those an instance serves. */
  releasesDir: string;
  shutdown: { drainMs: number; timeoutMs: number };
  /** REQUEST_TIMEOUT_SECONDS in ms: a request must arrive whole within it (platform/request-timeouts.ts). */
  requestTimeoutMs: number;
  /** GIT_COMMIT as given (platform/build-info.ts checks it, or asks git). */
  gitCommit: string | undefined;
  /** Uploads folder (UPLOADS_DIR or DATA_DIR-uploads), absolute; careers keeps its files in careers/. */
  uploadsDir: string;
  /** How old an upload no record refers to must be before the start-up sweep removes it. */
  uploadsOrphanGraceMs: number;
  /** CONTENT_ASSETS_DIR / FLYER_IMAGES_DIR, absolute; undefined: the folders bundled with the server. */
  contentAssetsDir: string | undefined;
  flyerImagesDir: string | undefined;
  identity: IdentityConfig;
  content: ContentSettings;
  rateLimits: {
    form: RateLimit;
    remoteErrors: RateLimit;
    search: RateLimit;
    insights: RateLimit;
    giftCard: RateLimit;
    voucherRequest: RateLimit;
  };
  /**
   * The environment render workers start with (pages/render/render-pool.ts): only the settings of
   * RENDER_ENV_ALLOW_LIST, with NODE_ENV=production (React's production build, whatever the server
   * runs as). A render runs code remote teams ship: none of the server's secrets reaches it.
   */
  renderWorkerEnv: Readonly<Record<string, string>>;
  /** Field data and canary verdicts (field-data/): sampling, window, limit, guard rails. */
  fieldData: FieldDataConfig;
  /** The loyalty card in Apple Wallet and Google Wallet (loyalty/wallet/, docs/deployment.md). */
  wallet: WalletConfig;
  /** Prometheus metrics (platform/metrics/): where they are served; both unset, they are off. */
  metrics: MetricsConfig;
  /** OpenTelemetry traces (platform/tracing/): where they go; undefined: off, no SDK loaded. */
  tracing: TracingConfig | undefined;
}

export type { StorageConfig };

/**
 * Reads and checks the environment, once, when the server starts (main.ts) or a test builds an
 * app: the only reader of `process.env` (eslint.config.mjs says so). Throws on a bad value or a
 * combination that must never run (TEST_DATA or DEV_OUTBOX in production, https without
 * AUTH_SECRET, …), so the server refuses to start.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.parse(env);
  if (parsed.TEST_DATA === 'true' && parsed.NODE_ENV === 'production') {
    throw new Error(
      'TEST_DATA=true is for test environments: it is refused with NODE_ENV=production',
    );
  }
  if (parsed.STORAGE === 's3' && !parsed.S3_BUCKET) {
    throw new Error('STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
  }
  const releaseSettings = Object.keys(env).filter(
    (key) => key.startsWith('RELEASES_S3_') && env[key] !== undefined && env[key] !== '',
  );
  if (releaseSettings.length && !parsed.RELEASES_S3_BUCKET) {
    throw new Error(
      `${releaseSettings.join(', ')} set without RELEASES_S3_BUCKET: name the bucket to keep releases in, or unset ${releaseSettings.join(', ')} to keep them in RELEASES_DIR`,
    );
  }
  const identity = identityConfig(parsed);
  return deepFreeze({
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    shellDist: parsed.SHELL_DIST,
    remotesDir: parsed.REMOTES_DIR,
    remotesLayout: parsed.REMOTES_LAYOUT,
    seedDemoData: parsed.SEED_DEMO_DATA === 'true',
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    tagManagerId: parsed.TAG_MANAGER_ID,
    insights: {
      appId: parsed.INSIGHTS_APP_ID,
      apiKey: parsed.INSIGHTS_API_KEY,
      region: parsed.INSIGHTS_REGION,
      host: parsed.INSIGHTS_HOST,
    },
    search: {
      provider: parsed.SEARCH_PROVIDER,
      appId: parsed.SEARCH_APP_ID,
      apiKey: parsed.SEARCH_API_KEY,
      host: parsed.SEARCH_HOST,
      indices: {
        products: `${parsed.SEARCH_INDEX_PREFIX}products`,
        faq: `${parsed.SEARCH_INDEX_PREFIX}faq`,
        magazine: `${parsed.SEARCH_INDEX_PREFIX}magazine`,
      },
    },
    publicUrl: identity.publicUrl,
    googleMapsApiKey: parsed.GOOGLE_MAPS_API_KEY,
    storyblokInBrowser: Boolean(parsed.STORYBLOK_TOKEN && parsed.STORYBLOK_REGION),
    configuredRemoteEntries: configuredRemoteEntries(env),
    ssr: parsed.SSR === 'on',
    ssrTimeoutMs: parsed.SSR_TIMEOUT_MS,
    ssrThreads: parsed.SSR_THREADS ?? Math.min(2, availableParallelism()),
    ssrCache: {
      maxBytes: Math.round(parsed.SSR_CACHE_MB * 1024 * 1024),
      ttlSeconds: parsed.SSR_CACHE_TTL_SECONDS,
    },
    platformAdminToken: parsed.PLATFORM_ADMIN_TOKEN,
    remotesRefreshMs: parsed.REMOTES_REFRESH_MS,
    testData: parsed.TEST_DATA === 'true',
    remoteOverrideOrigins: remoteOverrideOrigins(
      parsed.REMOTE_OVERRIDE_ORIGINS,
      parsed.NODE_ENV === 'production' || Boolean(parsed.PUBLIC_URL?.startsWith('https://')),
    ),
    redisUrl: parsed.REDIS_URL,
    storage:
      parsed.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: parsed.S3_BUCKET as string,
            endpoint: parsed.S3_ENDPOINT,
            region: parsed.S3_REGION,
            forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
            prefix: parsed.S3_PREFIX,
          }
        : { kind: 'local' },
    releaseStore: parsed.RELEASES_S3_BUCKET
      ? {
          kind: 's3',
          bucket: parsed.RELEASES_S3_BUCKET,
          endpoint: parsed.RELEASES_S3_ENDPOINT,
          region: parsed.RELEASES_S3_REGION,
          forcePathStyle: parsed.RELEASES_S3_FORCE_PATH_STYLE === 'true',
          prefix: parsed.RELEASES_S3_PREFIX,
        }
      : { kind: 'local' },
    releasesDir: releasesDir(parsed.RELEASES_DIR, parsed.DATA_DIR),
    shutdown: { drainMs: parsed.SHUTDOWN_DRAIN_MS, timeoutMs: parsed.SHUTDOWN_TIMEOUT_MS },
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_SECONDS * 1000,
    gitCommit: parsed.GIT_COMMIT,
    uploadsDir: uploadsDir(parsed.UPLOADS_DIR, parsed.DATA_DIR),
    uploadsOrphanGraceMs: parsed.UPLOADS_ORPHAN_GRACE_SECONDS * 1000,
    contentAssetsDir: resolvedDir(parsed.CONTENT_ASSETS_DIR),
    flyerImagesDir: resolvedDir(parsed.FLYER_IMAGES_DIR),
    identity,
    content: contentSettings(parsed),
    rateLimits: {
      form: rateLimit(parsed.FORM_RATE_LIMIT_MAX, parsed.FORM_RATE_LIMIT_WINDOW_SECONDS),
      remoteErrors: rateLimit(
        parsed.REMOTE_ERRORS_RATE_LIMIT_MAX,
        parsed.REMOTE_ERRORS_RATE_LIMIT_WINDOW_SECONDS,
      ),
      search: rateLimit(parsed.SEARCH_RATE_LIMIT_MAX, parsed.SEARCH_RATE_LIMIT_WINDOW_SECONDS),
      insights: rateLimit(
        parsed.INSIGHTS_RATE_LIMIT_MAX,
        parsed.INSIGHTS_RATE_LIMIT_WINDOW_SECONDS,
      ),
      giftCard: rateLimit(
        parsed.GIFT_CARD_RATE_LIMIT_MAX,
        parsed.GIFT_CARD_RATE_LIMIT_WINDOW_SECONDS,
      ),
      voucherRequest: rateLimit(
        parsed.VOUCHER_REQUEST_RATE_LIMIT_MAX,
        parsed.VOUCHER_REQUEST_RATE_LIMIT_WINDOW_SECONDS,
      ),
    },
    renderWorkerEnv: renderWorkerEnv(env),
    fieldData: fieldDataConfig(parsed),
    wallet: walletConfig(parsed),
    metrics: metricsConfig(parsed, parsed.PORT),
    tracing: tracingConfig(parsed),
  });
}

/**
 * What a render may read of the server's environment (issue 48, least privilege): the time zone
 * and the locale of the process (dates, Intl's data). The rest (AUTH_SECRET, DATABASE_URL,
 * SMTP_URL, the storage keys, the admin token...) never reaches the code of the remotes' server
 * builds; what a page needs from the configuration comes in its render request, public only.
 */
export const RENDER_ENV_ALLOW_LIST = ['TZ', 'LANG', 'LC_ALL', 'NODE_ICU_DATA'] as const;

function renderWorkerEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const allowed: Record<string, string> = {};
  for (const key of RENDER_ENV_ALLOW_LIST) {
    const value = env[key];
    if (value !== undefined) allowed[key] = value;
  }
  return { ...allowed, NODE_ENV: 'production' };
}

/** The settings cannot change under a running server: every level is frozen. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
