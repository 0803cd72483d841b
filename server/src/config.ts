import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEARCH_INDEX_PREFIX } from '@iper/contracts';
import { z } from 'zod';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… runs on a real PostgreSQL; unset runs the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().url().optional(),
  ),
  DATA_DIR: z.string().default(path.join(workspaceRoot, 'data/pglite')),
  /** Where the built shell lives (index.html and its assets). */
  SHELL_DIST: z.string().default(path.join(workspaceRoot, 'shell/dist')),
  /** Folder holding one folder per remote (`store-locator/`, …) with its built files. */
  REMOTES_DIR: z.string().default(path.join(workspaceRoot, 'remotes')),
  /** Whether REMOTES_DIR/<remote> holds the files directly or in a dist/ subfolder. */
  REMOTES_LAYOUT: z.enum(['workspace', 'flat']).default('workspace'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** Trust X-Forwarded-For only behind a known proxy (its address, CIDR or hop count), or rate limits can be dodged. */
  TRUST_PROXY: z.string().optional(),
  /** Google Tag Manager container; unset (default) loads no tag manager at all. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .optional(),
  /** Search analytics (Algolia Insights): by default events go to this server's own collector. */
  INSIGHTS_APP_ID: z.string().min(1).default('IPERLOCAL'),
  INSIGHTS_API_KEY: z.string().min(1).default('iper-public-insights-key'),
  INSIGHTS_REGION: z.enum(['de', 'us']).optional(),
  INSIGHTS_HOST: z.string().url().optional(),
  /** Site search: 'embedded' answers Algolia's protocol from this server; 'algolia' points browsers at Algolia. */
  SEARCH_PROVIDER: z.enum(['embedded', 'algolia']).default('embedded'),
  SEARCH_APP_ID: z.string().min(1).default('IPERLOCAL'),
  /** A search-only key: it is public (sent to browsers). */
  SEARCH_API_KEY: z.string().min(1).default('iper-public-search-key'),
  /** 'host[:port]' browsers send queries to; unset: same origin (embedded) or Algolia's own hosts. */
  SEARCH_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i)
    .optional(),
  SEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,40}$/)
    .default(DEFAULT_SEARCH_INDEX_PREFIX),
  /** The site's public address; https switches on HSTS, Secure cookies and the http→https redirect. */
  PUBLIC_URL: z.string().url().optional(),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  STORYBLOK_TOKEN: z.string().min(1).optional(),
  STORYBLOK_REGION: z.string().min(1).optional(),
  /** Public pages rendered on the server (docs/architecture.md); 'off' renders every page in the browser. */
  SSR: z.enum(['on', 'off']).default('on'),
  /** A server render slower than this gives the client-rendered page instead. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
  /** Memory for server-rendered anonymous pages (platform/ssr/html-cache.ts), in MiB; 0 turns the cache off. */
  SSR_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** How long a cached page is served before it is rendered again (data changes drop it sooner). */
  SSR_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Bearer token of the platform's admin API (switching remote entries); unset: no admin API. */
  PLATFORM_ADMIN_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(24, 'PLATFORM_ADMIN_TOKEN: at least 24 characters').optional(),
  ),
  /** How often an instance reads the remote entries switched through another instance. */
  REMOTES_REFRESH_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /**
   * Origins a browser may load a remote from for its own session (remote-override.routes.ts),
   * comma-separated; `http://localhost:*` allows every port. Unset: this machine's addresses, or
   * none in production (NODE_ENV=production or an https PUBLIC_URL).
   */
  REMOTE_OVERRIDE_ORIGINS: z.string().optional(),
  /** POST /api/test-data/* for e2e journeys against a shared environment (docs/qa.md). */
  TEST_DATA: z.enum(['true', 'false']).default('false'),
  /**
   * Several instances (docs/deployment.md): redis[s]://… shares rate limits, session revocation
   * and cache invalidation between them; unset keeps that state in this process.
   */
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL: redis://host:port or rediss://…')
      .optional(),
  ),
  /** Where uploads are kept: 'local' (UPLOADS_DIR, default) or 's3' (an S3-compatible bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  /** An S3-compatible endpoint (MinIO, Ceph, s3rver…); unset: AWS's own for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('eu-south-1'),
  /** Path-style addresses (endpoint/bucket/key), which most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Every key starts with this (several sites or environments in one bucket). */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_.-]+\/)*$/, 'S3_PREFIX: folders ending in /, e.g. iper/prod/')
    .default(''),
  /**
   * The release store in an S3-compatible bucket (platform/releases/s3-release-store.ts), shared
   * by every instance; unset: releases are folders in RELEASES_DIR. The other RELEASES_S3_*
   * settings need it; credentials come the AWS SDK's way, as for uploads.
   */
  RELEASES_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'RELEASES_S3_BUCKET: an S3 bucket name')
    .optional(),
  RELEASES_S3_ENDPOINT: z
    .string()
    .url('RELEASES_S3_ENDPOINT: an address, e.g. https://s3.example')
    .optional(),
  RELEASES_S3_REGION: z.string().min(1).default('eu-south-1'),
  RELEASES_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Dot-free folders: the prefix names the instance's local cache folder too. */
  RELEASES_S3_PREFIX: z
    .string()
    .regex(
      /^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*$/,
      'RELEASES_S3_PREFIX: folders ending in /, e.g. iper/prod/',
    )
    .default(''),
  /** How long a stopping instance stays up failing its readiness check before it closes (the balancer's check interval or more). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** A stop that has not finished its in-flight requests by then exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  NODE_ENV: z.string().optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
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
  /** Where uploads go (platform/storage): the local folders, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Where the remotes' releases are kept: RELEASES_DIR, or an S3-compatible bucket (RELEASES_S3_*). */
  releaseStore: StorageConfig;
  shutdown: { drainMs: number; timeoutMs: number };
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      prefix: string;
    };

/** Where a developer's remote runs: this machine, any port. */
const LOCAL_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

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
  const configuredRemoteEntries: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_([A-Z_]+)_ENTRY$/.exec(key);
    if (match?.[1] && value) configuredRemoteEntries[match[1].toLowerCase()] = value;
  }
  return {
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
    publicUrl: (parsed.PUBLIC_URL ?? `http://127.0.0.1:${parsed.PORT}`).replace(/\/+$/, ''),
    googleMapsApiKey: parsed.GOOGLE_MAPS_API_KEY,
    storyblokInBrowser: Boolean(parsed.STORYBLOK_TOKEN && parsed.STORYBLOK_REGION),
    configuredRemoteEntries,
    ssr: parsed.SSR === 'on',
    ssrTimeoutMs: parsed.SSR_TIMEOUT_MS,
    ssrCache: {
      maxBytes: Math.round(parsed.SSR_CACHE_MB * 1024 * 1024),
      ttlSeconds: parsed.SSR_CACHE_TTL_SECONDS,
    },
    platformAdminToken: parsed.PLATFORM_ADMIN_TOKEN,
    remotesRefreshMs: parsed.REMOTES_REFRESH_MS,
    testData: parsed.TEST_DATA === 'true',
    remoteOverrideOrigins:
      parsed.REMOTE_OVERRIDE_ORIGINS !== undefined
        ? parsed.REMOTE_OVERRIDE_ORIGINS.split(',')
            .map((origin) => origin.trim().replace(/\/+$/, ''))
            .filter(Boolean)
        : parsed.NODE_ENV === 'production' || parsed.PUBLIC_URL?.startsWith('https://')
          ? []
          : LOCAL_OVERRIDE_ORIGINS,
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
    shutdown: { drainMs: parsed.SHUTDOWN_DRAIN_MS, timeoutMs: parsed.SHUTDOWN_TIMEOUT_MS },
  };
}

/** TRUST_PROXY: unset or 'false' (default) trusts no proxy; 'true', a hop count or addresses. */
function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
