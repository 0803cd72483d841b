import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { seedDemoData } from '../db/seed';
import { TestS3 } from '../testing/s3-server';
import { testDatabases } from '../testing/test-server';
import { inlinedManifest, releaseFiles, shellManifest } from './release-fixtures';
import { writeShellDocument } from '../testing/shell-build';

const TOKEN = 'a-platform-admin-token-for-the-bucket-tests';
const AUTH = { authorization: `Bearer ${TOKEN}`, 'x-platform-actor': 'Giulia Loyalty' };
const BUCKET = 'iper-site-releases';
const PAGE = { accept: 'text/html' };

describe('the S3 release store setting', () => {
  it('is off unless a bucket is named, and a setting without the bucket stops the start', () => {
    expect(readConfig({}).releaseStore).toEqual({ kind: 'local' });
    expect(
      readConfig({ RELEASES_S3_BUCKET: 'iper-releases', RELEASES_S3_PREFIX: 'prod/' }).releaseStore,
    ).toEqual({
      kind: 's3',
      bucket: 'iper-releases',
      endpoint: undefined,
      region: 'eu-south-1',
      forcePathStyle: false,
      prefix: 'prod/',
    });
    expect(() => readConfig({ RELEASES_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'RELEASES_S3_ENDPOINT set without RELEASES_S3_BUCKET',
    );
    expect(() => readConfig({ RELEASES_S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      /RELEASES_S3_BUCKET: an S3 bucket name/,
    );
    expect(() =>
      readConfig({ RELEASES_S3_BUCKET: 'iper-releases', RELEASES_S3_PREFIX: '../' }),
    ).toThrow(/RELEASES_S3_PREFIX/);
  });
});

describe.each(testDatabases())(
  'releases in a bucket shared by two instances, on $name',
  ({ url }) => {
    const s3 = new TestS3();
    let client: S3Client;
    let root: string;
    let testDatabase: TestDatabase;
    let database: DatabaseHandle;
    let migration: Awaited<ReturnType<typeof migrateToLatest>>;
    const apps: FastifyInstance[] = [];
    let a: FastifyInstance;
    let b: FastifyInstance;

    /** A server instance on the shared database; its release cache in a folder of its own. */
    async function instance(name: string, env: Record<string, string> = s3.releaseEnv(BUCKET)) {
      const app = await buildApp({
        config: readConfig({
          LOG_LEVEL: 'silent',
          RELEASES_DIR: path.join(root, name),
          SSR: 'off',
          SHELL_DIST: path.join(root, 'shell'),
          REMOTES_DIR: path.join(root, 'shell'),
          REMOTES_LAYOUT: 'flat',
          PLATFORM_ADMIN_TOKEN: TOKEN,
          REMOTES_REFRESH_MS: '0',
          ...env,
        }),
        db: database.db,
        dbDriver: database.driver,
        dbMigration: migration,
        serveSite: true,
      });
      apps.push(app);
      await app.ready();
      return app;
    }
    const cached = (name: string, version: string) =>
      path.join(root, name, 's3-cache', BUCKET, 'loyalty', version, 'browser/remoteEntry.js');
    const inBucket = async (version: string) =>
      client
        .send(
          new HeadObjectCommand({
            Bucket: BUCKET,
            Key: `releases/loyalty/${version}/mf-manifest.json`,
          }),
        )
        .then(
          () => true,
          () => false,
        );
    const publish = (app: FastifyInstance, version: string) =>
      app.inject({
        method: 'POST',
        url: `/api/platform/releases/loyalty/${version}`,
        headers: AUTH,
        payload: releaseFiles('loyalty', version),
      });
    const loyaltyEntry = async (app: FastifyInstance) =>
      inlinedManifest(
        (await app.inject({ method: 'GET', url: '/gift-card', headers: PAGE })).body,
      ).remotes.find((remote) => remote.name === 'loyalty')?.entry;

    beforeAll(async () => {
      await s3.start(BUCKET);
      client = s3.client();
      root = await mkdtemp(path.join(tmpdir(), 'iper-s3-site-'));
      await mkdir(path.join(root, 'shell'), { recursive: true });
      await writeShellDocument(path.join(root, 'shell'));
      await writeFile(
        path.join(root, 'shell', 'mf-manifest.json'),
        JSON.stringify(shellManifest()),
      );
      testDatabase = await openTestDatabase(url);
      database = testDatabase.handle;
      migration = await migrateToLatest(database.db);
      await seedDemoData(database.db);
      a = await instance('a');
      b = await instance('b');
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      delete process.env.RELEASES_DIR;
      await testDatabase?.close();
      client?.destroy();
      await s3.stop();
      await rm(root, { recursive: true, force: true });
    });

    it('puts a release published and deployed through one instance on the disk of the other before its first page, and serves it there', async () => {
      expect(a.releases.store.kind).toBe('s3');
      expect((await publish(a, '1.0.0')).statusCode).toBe(201);
      expect(await inBucket('1.0.0')).toBe(true);
      // Nothing is downloaded for publishing alone.
      expect(existsSync(cached('a', '1.0.0'))).toBe(false);
      // The bucket, not the instance, says a version exists.
      const again = await publish(b, '1.0.0');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/esiste già/);

      const deployed = await a.inject({
        method: 'PUT',
        url: '/api/platform/releases/loyalty/active',
        headers: AUTH,
        payload: { version: '1.0.0' },
      });
      expect(deployed.statusCode).toBe(200);
      // The gate puts the release on the deploying instance's disk.
      expect(existsSync(cached('a', '1.0.0'))).toBe(true);

      // B learns of the deploy from the database, and fetches the release for its first page.
      expect(existsSync(cached('b', '1.0.0'))).toBe(false);
      expect(await loyaltyEntry(b)).toBe('/releases/loyalty/1.0.0/mf-manifest.json');
      expect(existsSync(cached('b', '1.0.0'))).toBe(true);
      const served = await b.inject({
        method: 'GET',
        url: '/releases/loyalty/1.0.0/remoteEntry.js',
      });
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe('/* loyalty 1.0.0 */');
      expect(
        (await b.inject({ method: 'GET', url: '/releases/loyalty/1.0.0/server/remoteEntry.js' }))
          .statusCode,
      ).toBe(404);
      const live = await b.inject({ method: 'GET', url: '/api/platform/remotes/live' });
      expect(live.json().remotes).toContainEqual(
        expect.objectContaining({ name: 'loyalty', version: '1.0.0' }),
      );
    });

    it("serves a published release's file to an instance that has not met it yet", async () => {
      expect((await publish(b, '1.1.0')).statusCode).toBe(201);
      // A browser whose page came from B asks A for the file (a preview, a canary).
      const file = await a.inject({ method: 'GET', url: '/releases/loyalty/1.1.0/remoteEntry.js' });
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe('/* loyalty 1.1.0 */');
      // An address naming a version nobody published is a plain 404, and asks nothing of the bucket.
      const unknown = await a.inject({
        method: 'GET',
        url: '/releases/loyalty/9.9.9/remoteEntry.js',
      });
      expect(unknown.statusCode).toBe(404);
      expect(existsSync(path.join(root, 'a', 's3-cache', BUCKET, 'loyalty', '9.9.9'))).toBe(false);
    });

    it('prunes through one instance from the bucket that all share', async () => {
      expect((await publish(a, '1.2.0')).statusCode).toBe(201);
      const pruned = await b.inject({
        method: 'POST',
        url: '/api/platform/releases/loyalty/prune',
        headers: AUTH,
        payload: { keep: 1 },
      });
      expect(pruned.statusCode).toBe(200);
      expect(pruned.json()).toMatchObject({ removed: ['1.1.0'] });
      expect(await inBucket('1.1.0')).toBe(false);
      expect(await inBucket('1.0.0')).toBe(true);
      expect(await inBucket('1.2.0')).toBe(true);
    });

    it('starts with the bucket out of reach, serves pages, and answers 503 for a release it lacks', async () => {
      // Nothing listens on port 9: the bucket is down, not misconfigured.
      const down = await instance('d', {
        ...s3.releaseEnv(BUCKET),
        RELEASES_S3_ENDPOINT: 'http://127.0.0.1:9',
      });
      expect(await loyaltyEntry(down)).toBe('/releases/loyalty/1.0.0/mf-manifest.json');
      const file = await down.inject({
        method: 'GET',
        url: '/releases/loyalty/1.2.0/remoteEntry.js',
      });
      expect(file.statusCode).toBe(503);
      expect(file.headers['retry-after']).toBe('5');
    });

    it('does not start on a bucket that does not exist, and says which', async () => {
      await expect(instance('c', s3.releaseEnv('no-such-bucket'))).rejects.toThrow(
        /release store: the bucket no-such-bucket cannot be used .*RELEASES_S3_/,
      );
    });
  },
);
