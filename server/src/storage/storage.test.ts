import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { sweepOrphanUploads } from './orphan-uploads';
import { LocalFolderStorage } from './local-folder-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage, s3Client } from './s3-storage';

/** s3rver: an S3-compatible server in this process (the topology suite runs it on its own). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;

async function text(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

async function keys(storage: ObjectStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.key);
  return found.sort();
}

const folders: string[] = [];
const tempFolder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iper-storage-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

let s3: S3rverInstance | undefined;
let endpoint = '';
beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempFolder() });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  const client = s3Client({ endpoint, region: 'eu-south-1', forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: 'iper-test' }));
  client.destroy();
});
afterAll(async () => {
  await s3?.close();
});

const backends: { name: string; make: () => ObjectStorage }[] = [
  { name: 'a local folder', make: () => new LocalFolderStorage(tempFolder(), { recursive: true }) },
  {
    name: 'an S3-compatible bucket',
    make: () =>
      new S3Storage(s3Client({ endpoint, region: 'eu-south-1', forcePathStyle: true }), {
        bucket: 'iper-test',
        prefix: `run-${Date.now()}-${Math.random().toString(36).slice(2)}/careers/`,
        endpoint,
        region: 'eu-south-1',
        forcePathStyle: true,
      }),
  },
];

describe.each(backends)('uploads kept in $name', ({ make }) => {
  it('keeps a file under its key and gives its bytes back', async () => {
    const storage = make();
    await storage.check();
    await storage.put('app-1/cv-a.pdf', Buffer.from('%PDF-1.7 curriculum'), 'application/pdf');
    expect(await text(await storage.read('app-1/cv-a.pdf'))).toBe('%PDF-1.7 curriculum');
    expect(await keys(storage)).toEqual(['app-1/cv-a.pdf']);
  });

  it('answers nothing for a key it does not hold, and deleting it twice is no error', async () => {
    const storage = make();
    expect(await storage.read('app-9/none.pdf')).toBeUndefined();
    await storage.put('SEG-00000001-photo-a.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await storage.delete('SEG-00000001-photo-a.jpg');
    await storage.delete('SEG-00000001-photo-a.jpg');
    expect(await storage.read('SEG-00000001-photo-a.jpg')).toBeUndefined();
  });

  it("removes an application's folder at once, and nothing beside it", async () => {
    const storage = make();
    await storage.put('app-1/cv-a.pdf', Buffer.from('a'), 'application/pdf');
    await storage.put('app-1/photo-b.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.put('app-10/cv-c.pdf', Buffer.from('c'), 'application/pdf');
    await storage.deletePrefix('app-1/');
    expect(await keys(storage)).toEqual(['app-10/cv-c.pdf']);
  });

  it('refuses a key that climbs out or is not one the server makes', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '', 'a b']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
    }
  });

  it('is swept of the files no record names, keeping the referenced ones', async () => {
    const storage = make();
    await storage.put('app-1/cv-kept.pdf', Buffer.from('a'), 'application/pdf');
    await storage.put('app-2/cv-orphan.pdf', Buffer.from('b'), 'application/pdf');
    const removed = await sweepOrphanUploads({
      storage,
      referencedKeys: async () => ['app-1/cv-kept.pdf'],
      graceMs: 0,
      now: Date.now() + 1000,
    });
    expect(removed).toEqual(['app-2/cv-orphan.pdf']);
    expect(await keys(storage)).toEqual(['app-1/cv-kept.pdf']);
  });

  it('leaves young files alone whatever the records say (they may be committing now)', async () => {
    const storage = make();
    await storage.put('app-3/cv-young.pdf', Buffer.from('a'), 'application/pdf');
    expect(
      await sweepOrphanUploads({ storage, referencedKeys: async () => [], graceMs: 600_000 }),
    ).toEqual([]);
    expect(await keys(storage)).toEqual(['app-3/cv-young.pdf']);
  });
});
