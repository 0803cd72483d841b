import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type ObjectStorage, type StoredObject } from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Every key of this storage starts with it ('iper/prod/help/'). */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, s3rver in the tests), through
 * the AWS SDK. Credentials come the SDK's usual way (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * a profile, an instance role). Checksums are sent only where S3 requires them, which every
 * S3-compatible server understands (the SDK's newer default trailers are not universal).
 */
export function s3Client(options: Omit<S3StorageOptions, 'bucket' | 'prefix'>): S3Client {
  return new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
}

export class S3Storage implements ObjectStorage {
  readonly kind = 's3';

  constructor(
    private readonly client: S3Client,
    private readonly options: S3StorageOptions,
  ) {}

  #key(key: string): string {
    assertStorageKey(key);
    return `${this.options.prefix}${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.#key(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async read(key: string): Promise<Readable | undefined> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }),
      );
      if (!Body) return undefined;
      return Body instanceof Readable
        ? Body
        : Readable.fromWeb(Body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }),
    );
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`not a folder prefix: ${prefix}`);
    assertStorageKey(prefix.slice(0, -1));
    const keys: string[] = [];
    for await (const object of this.#listUnder(`${this.options.prefix}${prefix}`))
      keys.push(object);
    for (let start = 0; start < keys.length; start += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  async *#listUnder(prefix: string): AsyncIterable<string> {
    for await (const object of this.#objects(prefix)) yield object.Key;
  }

  async *#objects(prefix: string): AsyncIterable<{ Key: string; LastModified: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified)
          yield { Key: object.Key, LastModified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async *list(): AsyncIterable<StoredObject> {
    for await (const object of this.#objects(this.options.prefix)) {
      yield { key: object.Key.slice(this.options.prefix.length), modifiedAt: object.LastModified };
    }
  }

  async tidy(): Promise<void> {
    // A bucket has no folders to leave behind.
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }
}
