import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { s3Client } from '../storage/s3-storage';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;

/**
 * A throw-away S3-compatible server for integration tests: s3rver (pure Node, real HTTP with
 * signature checks) on a free port of 127.0.0.1, its objects in a temporary folder. Credentials
 * are s3rver's own, set the way the AWS SDK reads them.
 */
export class TestS3 {
  #server: S3rverInstance | undefined;
  #dir = '';
  endpoint = '';
  readonly region = 'eu-south-1';

  async start(...buckets: string[]): Promise<this> {
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    this.#dir = await mkdtemp(path.join(tmpdir(), 'iper-s3-'));
    this.#server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.#dir,
    });
    this.endpoint = `http://127.0.0.1:${(await this.#server.run()).port}`;
    const client = this.client();
    for (const Bucket of buckets) await client.send(new CreateBucketCommand({ Bucket }));
    client.destroy();
    return this;
  }

  /** A client as the server makes one (path-style, this endpoint). */
  client(): S3Client {
    return s3Client({ endpoint: this.endpoint, region: this.region, forcePathStyle: true });
  }

  /** The settings that point the server's release store at a bucket of this server. */
  releaseEnv(bucket: string): Record<string, string> {
    return {
      RELEASES_S3_BUCKET: bucket,
      RELEASES_S3_ENDPOINT: this.endpoint,
      RELEASES_S3_REGION: this.region,
      RELEASES_S3_FORCE_PATH_STYLE: 'true',
    };
  }

  async stop(): Promise<void> {
    await this.#server?.close();
    await rm(this.#dir, { recursive: true, force: true });
  }
}
