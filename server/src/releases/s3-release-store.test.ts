import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { TestS3 } from '../testing/s3-server';
import { s3Client } from '../storage/s3-storage';
import { createReleaseStore } from './release-store-setup';
import { ReleaseExistsError, type ReleaseFile } from './release-store';
import { S3ReleaseStore, releaseObjectHeaders } from './s3-release-store';

const BUCKET = 'iper-releases';
const PREFIX = 'iper/test/';

function release(version: string): ReleaseFile[] {
  const file = (name: string, text: string) => ({ path: name, body: Buffer.from(text) });
  return [
    file('browser/mf-manifest.json', JSON.stringify({ name: 'loyalty', version })),
    file('browser/remoteEntry.js', `/* loyalty ${version} */`),
    file('browser/static/js/main.0123abcd.js', `console.log(${JSON.stringify(version)})`),
    // A build's brotli copy: bytes that are not text, kept as they are.
    {
      path: 'browser/static/js/main.0123abcd.js.br',
      body: Buffer.from([0x1b, 0x00, 0xff, 0x80, 0x03]),
    },
    file('server/remoteEntry.js', `/* server loyalty ${version} */`),
  ];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('the release store in an S3-compatible bucket', () => {
  const s3 = new TestS3();
  let client: S3Client;
  let root: string;
  /** Another server instance: the same bucket, a cache folder of its own. */
  const instance = (name: string) =>
    createReleaseStore(
      {
        kind: 's3',
        bucket: BUCKET,
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: true,
        prefix: PREFIX,
      },
      path.join(root, name),
    ) as S3ReleaseStore;
  const stores: S3ReleaseStore[] = [];
  const store = (name: string) => {
    const created = instance(name);
    stores.push(created);
    return created;
  };

  beforeAll(async () => {
    await s3.start(BUCKET);
    client = s3.client();
    root = await mkdtemp(path.join(tmpdir(), 'iper-s3-releases-'));
  });
  afterAll(async () => {
    for (const created of stores) created.close();
    client.destroy();
    await s3.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('publishes the browser build under releases/<remote>/<version>/, typed for a CDN, and the server build apart', async () => {
    const a = store('a');
    expect(a.kind).toBe('s3');
    await a.write('loyalty', '1.0.0', release('1.0.0'));
    expect(await a.has('loyalty', '1.0.0')).toBe(true);
    expect(await a.has('loyalty', '1.1.0')).toBe(false);
    expect(await a.versions('loyalty')).toEqual(['1.0.0']);
    expect(await a.versions('account')).toEqual([]);
    expect(await a.readText('loyalty', '1.0.0', 'browser/remoteEntry.js')).toBe(
      '/* loyalty 1.0.0 */',
    );
    expect(await a.readText('loyalty', '1.0.0', 'browser/nothing.js')).toBeUndefined();

    const head = (file: string) =>
      client.send(
        new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}releases/loyalty/1.0.0/${file}` }),
      );
    expect(await head('static/js/main.0123abcd.js')).toMatchObject({
      ContentType: 'text/javascript; charset=utf-8',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await head('static/js/main.0123abcd.js.br')).toMatchObject({
      ContentType: 'text/javascript; charset=utf-8',
      ContentEncoding: 'br',
    });
    expect(await head('mf-manifest.json')).toMatchObject({
      ContentType: 'application/json; charset=utf-8',
      CacheControl: 'no-cache',
    });
    // Nothing of the server build under releases/, the prefix a CDN serves.
    await expect(head('server/remoteEntry.js')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
    expect(
      await client.send(
        new HeadObjectCommand({
          Bucket: BUCKET,
          Key: `${PREFIX}release-servers/loyalty/1.0.0/remoteEntry.js`,
        }),
      ),
    ).toMatchObject({ ContentType: 'text/javascript; charset=utf-8' });
  });

  it('gives each file the headers the server itself would send', () => {
    expect(releaseObjectHeaders('static/css/main.89abcdef.css')).toEqual({
      ContentType: 'text/css; charset=utf-8',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(releaseObjectHeaders('remoteEntry.js').CacheControl).toBe('no-cache');
    expect(releaseObjectHeaders('LICENSE').ContentType).toBe('application/octet-stream');
  });

  it('downloads a release whole into the cache folder before it is served, once', async () => {
    const counted = s3.client();
    let downloads = 0;
    counted.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'GetObjectCommand') downloads += 1;
        return next(args);
      },
      { step: 'initialize' },
    );
    const a = new S3ReleaseStore(counted, {
      bucket: BUCKET,
      prefix: PREFIX,
      cacheDir: path.join(root, 'a-cache', 'loyalty-cache'),
      stagingDir: path.join(root, 'a-cache', '.staging'),
    });
    stores.push(a);
    expect(a.needsDownload('loyalty', '1.0.0')).toBe(true);
    // Requests meeting the release at once wait for one download.
    await Promise.all([a.ensureLocal('loyalty', '1.0.0'), a.ensureLocal('loyalty', '1.0.0')]);
    await a.ensureLocal('loyalty', '1.0.0');
    expect(downloads).toBe(release('1.0.0').length);
    expect(a.needsDownload('loyalty', '1.0.0')).toBe(false);
    const dir = a.localDir('loyalty', '1.0.0');
    expect(dir).toBe(path.join(root, 'a-cache', 'loyalty-cache', 'loyalty', '1.0.0'));
    expect(await filesUnder(dir)).toEqual(
      release('1.0.0')
        .map((file) => file.path)
        .sort(),
    );
    for (const file of release('1.0.0'))
      expect(await readFile(path.join(dir, file.path))).toEqual(file.body);
    // Nothing left half way in the staging folder.
    expect(await readdir(path.join(root, 'a-cache', '.staging'))).toEqual([]);
  });

  it('keeps each bucket and prefix in a cache folder of its own', () => {
    expect(store('named').localDir('loyalty', '1.0.0')).toBe(
      path.join(root, 'named', 's3-cache', BUCKET, 'iper', 'test', 'loyalty', '1.0.0'),
    );
  });

  it('refuses to publish a version again, and keeps the first one', async () => {
    const a = store('a-again');
    const changed = release('1.0.0').map((file) =>
      file.path === 'browser/remoteEntry.js'
        ? { ...file, body: Buffer.from('/* changed */') }
        : file,
    );
    await expect(a.write('loyalty', '1.0.0', changed)).rejects.toBeInstanceOf(ReleaseExistsError);
    expect(await a.readText('loyalty', '1.0.0', 'browser/remoteEntry.js')).toBe(
      '/* loyalty 1.0.0 */',
    );
  });

  it('does not show a half-written release, and a later publish of it completes it', async () => {
    // What a publisher that died before its manifest leaves behind.
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${PREFIX}releases/loyalty/1.2.0/remoteEntry.js`,
        Body: '/* half */',
      }),
    );
    const a = store('a-half');
    expect(await a.has('loyalty', '1.2.0')).toBe(false);
    expect(await a.versions('loyalty')).toEqual(['1.0.0']);
    expect(await a.readText('loyalty', '1.2.0', 'browser/remoteEntry.js')).toBeUndefined();
    await a.ensureLocal('loyalty', '1.2.0');
    expect(existsSync(a.localDir('loyalty', '1.2.0'))).toBe(false);

    await a.write('loyalty', '1.2.0', release('1.2.0'));
    expect(await a.has('loyalty', '1.2.0')).toBe(true);
    expect(await a.readText('loyalty', '1.2.0', 'browser/remoteEntry.js')).toBe(
      '/* loyalty 1.2.0 */',
    );
  });

  it('serves on one instance what another published, and forgets it everywhere when pruned', async () => {
    const a = store('instance-a');
    const b = store('instance-b');
    await a.write('loyalty', '2.0.0', release('2.0.0'));
    expect(await b.has('loyalty', '2.0.0')).toBe(true);
    expect((await b.versions('loyalty')).sort()).toEqual(['1.0.0', '1.2.0', '2.0.0']);
    await b.ensureLocal('loyalty', '2.0.0');
    expect(
      await readFile(path.join(b.localDir('loyalty', '2.0.0'), 'browser/remoteEntry.js'), 'utf8'),
    ).toBe('/* loyalty 2.0.0 */');
    expect(b.localDir('loyalty', '2.0.0')).not.toBe(a.localDir('loyalty', '2.0.0'));

    await a.ensureLocal('loyalty', '2.0.0');
    await a.remove('loyalty', '2.0.0');
    expect(existsSync(a.localDir('loyalty', '2.0.0'))).toBe(false);
    expect(await b.has('loyalty', '2.0.0')).toBe(false);
    expect((await b.versions('loyalty')).sort()).toEqual(['1.0.0', '1.2.0']);
    expect(await a.readText('loyalty', '2.0.0', 'browser/remoteEntry.js')).toBeUndefined();
  });

  it('keeps serving its copies after a restart, with the bucket out of reach', async () => {
    const first = store('restarted');
    await first.ensureLocal('loyalty', '1.0.0');
    // The same cache folder, a bucket that does not answer (nothing listens on port 9).
    const again = new S3ReleaseStore(
      s3Client({ endpoint: 'http://127.0.0.1:9', region: s3.region, forcePathStyle: true }),
      {
        bucket: BUCKET,
        prefix: PREFIX,
        cacheDir: path.join(root, 'restarted', 's3-cache', BUCKET, 'iper', 'test'),
        stagingDir: path.join(root, 'restarted', 's3-cache', '.staging'),
      },
    );
    stores.push(again);
    expect(again.needsDownload('loyalty', '1.0.0')).toBe(false);
    await again.ensureLocal('loyalty', '1.0.0');
    expect(await again.readText('loyalty', '1.0.0', 'browser/remoteEntry.js')).toBe(
      '/* loyalty 1.0.0 */',
    );
    await expect(again.ensureLocal('loyalty', '1.2.0')).rejects.toThrow();
  });

  it('copies a release published with its server build under releases/ into its server part, never served', async () => {
    // The keys a publish wrote before the server build had a prefix of its own.
    for (const [file, body] of [
      ['remoteEntry.js', '/* account 0.9.0 */'],
      ['server/remoteEntry.js', '/* server account 0.9.0 */'],
      ['mf-manifest.json', '{}'],
    ])
      await client.send(
        new PutObjectCommand({
          Bucket: BUCKET,
          Key: `${PREFIX}releases/account/0.9.0/${file}`,
          Body: body,
        }),
      );
    const a = store('a-legacy');
    await a.ensureLocal('account', '0.9.0');
    const dir = a.localDir('account', '0.9.0');
    expect(await filesUnder(dir)).toEqual(
      ['browser/mf-manifest.json', 'browser/remoteEntry.js', 'server/remoteEntry.js'].map((file) =>
        path.join(...file.split('/')),
      ),
    );
  });

  it('refuses names that are not a release', async () => {
    const a = store('a-names');
    expect(() => a.localDir('../etc', '1.0.0')).toThrow(/not a release/);
    expect(() => a.localDir('loyalty', '1.0')).toThrow(/not a release/);
    await expect(
      a.write('loyalty', '3.0.0', [
        ...release('3.0.0'),
        { path: '../x.js', body: Buffer.from('') },
      ]),
    ).rejects.toThrow(/not a release file/);
    // A file is in the browser build or in the server build, nowhere else.
    await expect(
      a.write('loyalty', '3.0.0', [...release('3.0.0'), { path: 'x.js', body: Buffer.from('') }]),
    ).rejects.toThrow(/not a release file/);
    await expect(
      a.write(
        'loyalty',
        '3.0.0',
        release('3.0.0').filter((file) => file.path !== 'browser/mf-manifest.json'),
      ),
    ).rejects.toThrow(/mf-manifest\.json/);
    expect(await a.has('loyalty', '3.0.0')).toBe(false);
  });
});
