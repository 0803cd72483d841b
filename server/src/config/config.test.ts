import { availableParallelism } from 'node:os';
import path from 'node:path';
import { readConfig, VARIABLE_GROUPS } from './config';
import { readIdentityConfig } from './identity';

const HTTPS_SITE = {
  PUBLIC_URL: 'https://www.iper.example',
  AUTH_SECRET: 'a-long-production-secret-for-the-tests-0123456789',
};

describe('the server configuration', () => {
  it('runs everything embedded and offline when nothing is set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      databaseUrl: undefined,
      seedDemoData: true,
      trustProxy: false,
      publicUrl: 'http://127.0.0.1:3000',
      ssr: true,
      ssrTimeoutMs: 3000,
      ssrThreads: Math.min(2, availableParallelism()),
      ssrCache: { maxBytes: 64 * 1024 * 1024, ttlSeconds: 60 },
      testData: false,
      remoteOverrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      storage: { kind: 'local' },
      releaseStore: { kind: 'local' },
      shutdown: { drainMs: 0, timeoutMs: 15_000 },
      requestTimeoutMs: 120_000,
      uploadsOrphanGraceMs: 600_000,
      uploadsDir: `${config.dataDir}-uploads`,
      releasesDir: path.join(path.dirname(config.dataDir), 'releases'),
      contentAssetsDir: undefined,
      flyerImagesDir: undefined,
      content: {
        client: {
          provider: 'embedded',
          accessToken: 'iper-embedded-public-token',
          version: 'published',
        },
        deliveryToken: 'iper-embedded-public-token',
        previewToken: undefined,
      },
      rateLimits: {
        form: { max: 10, timeWindowMs: 60_000 },
        remoteErrors: { max: 20, timeWindowMs: 60_000 },
        search: { max: 300, timeWindowMs: 60_000 },
        insights: { max: 120, timeWindowMs: 60_000 },
        giftCard: { max: 10, timeWindowMs: 60_000 },
        voucherRequest: { max: 5, timeWindowMs: 600_000 },
      },
      renderWorkerEnv: { NODE_ENV: 'production' },
    });
    expect(config.dataDir).toMatch(/data[\\/]pglite$/);
    expect(config.identity).toMatchObject({
      publicUrl: 'http://127.0.0.1:3000',
      secureCookies: false,
      trustedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      mailFrom: 'Iper La grande i <noreply@iper.it>',
      devOutbox: false,
      rateLimit: { max: 20, timeWindowMs: 60_000 },
      resetTokenTtlSeconds: 3600,
      socialProviders: [],
    });
  });

  it('reads PORT and PUBLIC_URL once, for the server and identity alike', () => {
    expect(readConfig({ PORT: '8080' })).toMatchObject({
      publicUrl: 'http://127.0.0.1:8080',
      identity: { publicUrl: 'http://127.0.0.1:8080' },
    });
    const https = readConfig({ ...HTTPS_SITE, PUBLIC_URL: 'https://www.iper.example/' });
    expect(https.publicUrl).toBe('https://www.iper.example');
    expect(https.identity).toMatchObject({
      publicUrl: 'https://www.iper.example',
      secureCookies: true,
    });
    expect(https.remoteOverrideOrigins).toEqual([]);
  });

  it('binds passkeys to the host of PUBLIC_URL, behind the balancer and on the embedded default', () => {
    expect(readConfig({}).identity.webauthn).toEqual({
      rpId: 'localhost',
      rpName: 'Iper La grande i',
      origins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
    });
    expect(readConfig({ PUBLIC_URL: 'http://localhost:3000' }).identity.webauthn).toMatchObject({
      rpId: 'localhost',
      origins: ['http://localhost:3000'],
    });
    expect(readConfig(HTTPS_SITE).identity.webauthn).toMatchObject({
      rpId: 'www.iper.example',
      origins: ['https://www.iper.example'],
    });
    expect(
      readConfig({
        ...HTTPS_SITE,
        WEBAUTHN_RP_ID: 'iper.example',
        WEBAUTHN_ORIGINS: 'https://www.iper.example, https://m.iper.example/',
      }).identity.webauthn,
    ).toMatchObject({
      rpId: 'iper.example',
      origins: ['https://www.iper.example', 'https://m.iper.example'],
    });
    expect(readConfig({}).identity.freshCheckSeconds).toBe(300);
  });

  it('is frozen: nothing can change the settings of a running server', () => {
    const config = readConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.rateLimits.form)).toBe(true);
    expect(Object.isFrozen(config.identity.trustedOrigins)).toBe(true);
  });

  it('takes the tuning it is given', () => {
    const config = readConfig({
      FORM_RATE_LIMIT_MAX: '3',
      FORM_RATE_LIMIT_WINDOW_SECONDS: '30',
      GIFT_CARD_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_MAX: '4',
      REQUEST_TIMEOUT_SECONDS: '2',
      UPLOADS_ORPHAN_GRACE_SECONDS: '0',
      UPLOADS_DIR: 'uploads-here',
      RELEASES_DIR: 'releases-here',
      CONTENT_ASSETS_DIR: 'assets-here',
      REMOTE_STORE_LOCATOR_ENTRY: 'https://cdn.example/store-locator/42/mf-manifest.json',
      TRUST_PROXY: '2',
      AUTH_GOOGLE_CLIENT_ID: 'iper-sito',
      AUTH_GOOGLE_CLIENT_SECRET: 'iper-sito-secret',
      AUTH_FACEBOOK_CLIENT_ID: 'only-an-id',
    });
    expect(config).toMatchObject({
      rateLimits: { form: { max: 3, timeWindowMs: 30_000 }, giftCard: { max: 1000 } },
      identity: {
        rateLimit: { max: 4, timeWindowMs: 60_000 },
        socialProviders: [
          {
            id: 'google',
            clientId: 'iper-sito',
            discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
          },
        ],
      },
      requestTimeoutMs: 2000,
      uploadsOrphanGraceMs: 0,
      uploadsDir: path.resolve('uploads-here'),
      releasesDir: path.resolve('releases-here'),
      contentAssetsDir: path.resolve('assets-here'),
      configuredRemoteEntries: {
        store_locator: 'https://cdn.example/store-locator/42/mf-manifest.json',
      },
      trustProxy: 2,
    });
    expect(config.identity.socialProviders).toHaveLength(1);
  });

  it('keeps the default of a rate limit, request timeout or grace period it cannot use', () => {
    const config = readConfig({
      FORM_RATE_LIMIT_MAX: 'molti',
      SEARCH_RATE_LIMIT_MAX: '0',
      INSIGHTS_RATE_LIMIT_WINDOW_SECONDS: '1.5',
      REQUEST_TIMEOUT_SECONDS: '-1',
      UPLOADS_ORPHAN_GRACE_SECONDS: 'molti',
    });
    expect(config.rateLimits.form.max).toBe(10);
    expect(config.rateLimits.search.max).toBe(300);
    expect(config.rateLimits.insights.timeWindowMs).toBe(60_000);
    expect(config.requestTimeoutMs).toBe(120_000);
    expect(config.uploadsOrphanGraceMs).toBe(600_000);
  });

  it('refuses a value that does not fit, naming the variable', () => {
    expect(() => readConfig({ PORT: 'tremila' })).toThrow(/PORT/);
    expect(() => readConfig({ LOG_LEVEL: 'chatty' })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ PLATFORM_ADMIN_TOKEN: 'short' })).toThrow(
      'PLATFORM_ADMIN_TOKEN: at least 24 characters',
    );
    expect(() => readConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(
      'REDIS_URL: redis://host:port or rediss://…',
    );
    expect(() => readConfig({ S3_PREFIX: 'prod' })).toThrow(
      'S3_PREFIX: folders ending in /, e.g. iper/prod/',
    );
    expect(() => readConfig({ RELEASES_S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      'RELEASES_S3_BUCKET: an S3 bucket name',
    );
    expect(() => readConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET/);
    expect(() => readConfig({ STORYBLOK_REGION: 'mars' })).toThrow(/STORYBLOK_REGION/);
    expect(() => readConfig({ CONTENT_PREVIEW_TOKEN: 'short' })).toThrow(/CONTENT_PREVIEW_TOKEN/);
    expect(() => readConfig({ TAG_MANAGER_ID: 'UA-1' })).toThrow(/TAG_MANAGER_ID/);
  });

  it('refuses to start with a development switch in production or a public site without its secret', () => {
    expect(() => readConfig({ TEST_DATA: 'true', NODE_ENV: 'production' })).toThrow(
      'TEST_DATA=true is for test environments: it is refused with NODE_ENV=production',
    );
    expect(() => readConfig({ ...HTTPS_SITE, DEV_OUTBOX: 'true' })).toThrow(
      'DEV_OUTBOX=true is for development only: it is refused on an https PUBLIC_URL and with NODE_ENV=production',
    );
    expect(() => readConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX/);
    expect(() => readConfig({ PUBLIC_URL: 'https://www.iper.example' })).toThrow(
      'AUTH_SECRET (32 characters or more) is required when PUBLIC_URL is https',
    );
    expect(() => readConfig({ STORAGE: 's3' })).toThrow(
      'STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)',
    );
    expect(() => readConfig({ RELEASES_S3_REGION: 'eu-west-1' })).toThrow(
      /RELEASES_S3_REGION set without RELEASES_S3_BUCKET/,
    );
  });

  it("reads identity's settings alone the same way", () => {
    expect(readIdentityConfig({})).toEqual(readConfig({}).identity);
    expect(() => readIdentityConfig({ PUBLIC_URL: 'https://www.iper.example' })).toThrow(
      /AUTH_SECRET/,
    );
  });

  it('gives the render workers the time zone and locale only, in production mode, never a secret', () => {
    expect(
      readConfig({
        TZ: 'Europe/Rome',
        LANG: 'it_IT.UTF-8',
        NODE_ENV: 'test',
        AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
        DATABASE_URL: 'postgres://iper:iper@127.0.0.1:5432/iper',
        SMTP_URL: 'smtp://mail.example:25',
        ADMIN_TOKEN: 'admin-token-of-some-length-here',
      }).renderWorkerEnv,
    ).toEqual({ TZ: 'Europe/Rome', LANG: 'it_IT.UTF-8', NODE_ENV: 'production' });
  });

  it("turns metrics on only with a port of their own or a token, never on the site's port", () => {
    expect(readConfig({}).metrics).toEqual({ port: undefined, token: undefined });
    expect(readConfig({ METRICS_PORT: '', METRICS_TOKEN: '' }).metrics).toEqual({
      port: undefined,
      token: undefined,
    });
    const token = 'a-metrics-token-of-24-chars-or-more';
    expect(readConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({
      port: 9464,
      token,
    });
    expect(() => readConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/PORT/);
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('documents every variable once, with what it does and its default', () => {
    const names = VARIABLE_GROUPS.flatMap((group) => Object.keys(group.variables));
    expect(new Set(names).size).toBe(names.length);
    for (const group of VARIABLE_GROUPS)
      for (const [name, variable] of Object.entries(group.variables)) {
        expect([name, variable.description.length > 10]).toEqual([name, true]);
        expect([name, variable.default.length > 0]).toEqual([name, true]);
      }
  });
});
