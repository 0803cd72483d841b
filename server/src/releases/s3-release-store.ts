import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { contentType } from 'mime-types';
import { fileCacheControl } from '../platform/file-cache-control';
import {
  RELEASE_BROWSER,
  RELEASE_MARKER,
  RELEASE_SERVER,
  ReleaseExistsError,
  isReleaseFile,
  isVersion,
  placeFolderWhole,
  releaseFolder,
  type ReleaseFile,
  type ReleaseStore,
} from './release-store';

export interface S3ReleaseStoreOptions {
  bucket: string;
  /**
   * Every key starts with it, then `releases/<remote folder>/<version>/<file>` for the browser
   * build (what a CDN may serve from the bucket) and `release-servers/<remote folder>/<version>/<file>`
   * for the server build (never public).
   */
  prefix: string;
  /** This instance's copies of the releases it serves: `<cacheDir>/<remote folder>/<version>/`. */
  cacheDir: string;
  /** Where a download is put together before it is renamed into `cacheDir` (same file system). */
  stagingDir: string;
}

/** Files sent or fetched at once: a build has tens to a few hundred files. */
const PARALLEL_TRANSFERS = 8;
const BROTLI_COPY = /\.br$/;
/** The key folder of each part of a release: only the browser build is under `releases/`. */
const KEY_FOLDERS = { [RELEASE_BROWSER]: 'releases', [RELEASE_SERVER]: 'release-servers' } as const;
type ReleasePart = keyof typeof KEY_FOLDERS;
const PARTS = Object.keys(KEY_FOLDERS) as ReleasePart[];

/**
 * The headers an object is stored with, so that a CDN serving the bucket directly answers as
 * the server does: the file's type, hashed names cached for a year, the manifest and the
 * container revalidated. A build's brotli copy (`x.js.br`) keeps the type of the file it
 * compresses, with `Content-Encoding: br`.
 */
export function releaseObjectHeaders(file: string): {
  ContentType: string;
  CacheControl: string;
  ContentEncoding?: string;
} {
  const original = file.replace(BROTLI_COPY, '');
  return {
    ContentType: contentType(path.extname(original)) || 'application/octet-stream',
    CacheControl: fileCacheControl(original),
    ...(original !== file ? { ContentEncoding: 'br' } : {}),
  };
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL_TRANSFERS)
    await Promise.all(items.slice(start, start + PARALLEL_TRANSFERS).map(work));
}

/**
 * Releases in an S3-compatible bucket that every instance shares: what one instance publishes,
 * all of them serve. A release exists once its `mf-manifest.json` does, and that file is
 * written last, so a release is never seen half written. The server serves and renders from
 * local files: each instance downloads a release whole into its cache folder (a staging folder
 * renamed into place) before it first serves it, and keeps it (a release never changes).
 */
export class S3ReleaseStore implements ReleaseStore {
  readonly kind = 's3';
  /** Releases whose local copy is complete, so a request costs no file system check. */
  readonly #copied = new Set<string>();
  /** Downloads under way: the requests that meet a release at once wait for one download. */
  readonly #downloads = new Map<string, Promise<void>>();

  constructor(
    private readonly client: S3Client,
    private readonly options: S3ReleaseStoreOptions,
  ) {}

  get bucket(): string {
    return this.options.bucket;
  }

  localDir(remoteFolder: string, version: string): string {
    return releaseFolder(this.options.cacheDir, remoteFolder, version);
  }

  /** The key prefix of a part of a release (its folder and version checked as for a folder). */
  #partPrefix(part: ReleasePart, remoteFolder: string, version: string): string {
    this.localDir(remoteFolder, version);
    return `${this.options.prefix}${KEY_FOLDERS[part]}/${remoteFolder}/${version}/`;
  }

  /** The key of a release's file (`browser/x.js` → `releases/<folder>/<version>/x.js`). */
  #key(remoteFolder: string, version: string, file: string): string {
    const [part, ...rest] = file.split('/');
    return `${this.#partPrefix(part as ReleasePart, remoteFolder, version)}${rest.join('/')}`;
  }

  async write(remoteFolder: string, version: string, files: readonly ReleaseFile[]) {
    const prefix = this.#partPrefix(RELEASE_BROWSER, remoteFolder, version);
    for (const file of files)
      if (!isReleaseFile(file.path)) throw new Error(`not a release file: ${file.path}`);
    const marker = files.find((file) => file.path === RELEASE_MARKER);
    if (!marker) throw new Error(`a release without ${RELEASE_MARKER} would never exist`);
    if (await this.has(remoteFolder, version)) throw new ReleaseExistsError(prefix);
    // A failed write leaves objects no one sees (no marker), which the next publish of that
    // version overwrites. They are not deleted here: another publisher of the same version may
    // be writing them at this moment, and its marker would then name missing files.
    await inBatches(
      files.filter((file) => file !== marker),
      (file) => this.#put(remoteFolder, version, file),
    );
    try {
      // Of two publishers of one version, the store keeps the first marker (S3 and most
      // S3-compatible servers honour If-None-Match on a write; the HeadObject above is the
      // check where one does not).
      await this.#put(remoteFolder, version, marker, { IfNoneMatch: '*' });
    } catch (error) {
      if (httpStatus(error) === 412 || httpStatus(error) === 409)
        throw new ReleaseExistsError(prefix);
      throw error;
    }
  }

  async #put(
    remoteFolder: string,
    version: string,
    file: ReleaseFile,
    condition: { IfNoneMatch?: string } = {},
  ) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.#key(remoteFolder, version, file.path),
        Body: file.body,
        ContentLength: file.body.length,
        ...releaseObjectHeaders(file.path),
        ...condition,
      }),
    );
  }

  async has(remoteFolder: string, version: string): Promise<boolean> {
    const Key = this.#key(remoteFolder, version, RELEASE_MARKER);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key }));
      return true;
    } catch (error) {
      if (httpStatus(error) === 404) return false;
      throw error;
    }
  }

  async readText(remoteFolder: string, version: string, file: string) {
    if (!isReleaseFile(file)) return undefined;
    if (!this.needsDownload(remoteFolder, version))
      return readFile(path.join(this.localDir(remoteFolder, version), file), 'utf8').catch(
        () => undefined,
      );
    // A file of a release not yet complete is not there either.
    if (file !== RELEASE_MARKER && !(await this.has(remoteFolder, version))) return undefined;
    const key = this.#key(remoteFolder, version, file);
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return await Body?.transformToString('utf8');
    } catch (error) {
      if (httpStatus(error) === 404) return undefined;
      throw error;
    }
  }

  async versions(remoteFolder: string): Promise<string[]> {
    const folderPrefix = `${this.options.prefix}${KEY_FOLDERS[RELEASE_BROWSER]}/${remoteFolder}/`;
    const markerName = RELEASE_MARKER.slice(`${RELEASE_BROWSER}/`.length);
    const found: string[] = [];
    for await (const key of this.#keys(folderPrefix)) {
      const [version, file, ...deeper] = key.slice(folderPrefix.length).split('/');
      if (file === markerName && deeper.length === 0 && version && isVersion(version))
        found.push(version);
    }
    return found;
  }

  async *#keys(prefix: string): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.options.bucket, Prefix: prefix },
    );
    for await (const page of pages)
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
  }

  async remove(remoteFolder: string, version: string): Promise<void> {
    const markerKey = this.#key(remoteFolder, version, RELEASE_MARKER);
    // The marker first: from then on no instance starts serving what is being deleted.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: markerKey }),
    );
    const keys: string[] = [];
    for (const part of PARTS)
      for await (const key of this.#keys(this.#partPrefix(part, remoteFolder, version)))
        if (key !== markerKey) keys.push(key);
    for (let start = 0; start < keys.length; start += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
    this.#copied.delete(`${remoteFolder}/${version}`);
    await rm(this.localDir(remoteFolder, version), { recursive: true, force: true });
  }

  needsDownload(remoteFolder: string, version: string): boolean {
    const key = `${remoteFolder}/${version}`;
    if (this.#copied.has(key)) return false;
    // A copy left by an earlier run: complete, since it appeared by a rename of a whole download.
    if (!existsSync(path.join(this.localDir(remoteFolder, version), RELEASE_MARKER))) return true;
    this.#copied.add(key);
    return false;
  }

  async ensureLocal(remoteFolder: string, version: string): Promise<void> {
    if (!this.needsDownload(remoteFolder, version)) return;
    const key = `${remoteFolder}/${version}`;
    let download = this.#downloads.get(key);
    if (!download) {
      download = this.#download(remoteFolder, version).finally(() => this.#downloads.delete(key));
      this.#downloads.set(key, download);
    }
    await download;
  }

  async #download(remoteFolder: string, version: string): Promise<void> {
    // Each object with the release file it is (`browser/…`, `server/…`).
    const objects: { key: string; file: string }[] = [];
    for (const part of PARTS) {
      const prefix = this.#partPrefix(part, remoteFolder, version);
      for await (const key of this.#keys(prefix)) {
        const file = key.slice(prefix.length);
        // A release published before the two parts had prefixes of their own kept its server
        // build in `releases/<folder>/<version>/server/`: it is the server part, never served.
        const legacyServer = part === RELEASE_BROWSER && file.startsWith(`${RELEASE_SERVER}/`);
        objects.push({ key, file: legacyServer ? file : `${part}/${file}` });
      }
    }
    // No marker: not published, or still being written.
    if (!objects.some(({ file }) => file === RELEASE_MARKER)) return;
    // False when another process sharing this cache folder put the same release in place first.
    await placeFolderWhole(
      this.options.stagingDir,
      this.localDir(remoteFolder, version),
      (staging) =>
        inBatches(objects, async ({ key, file }) => {
          if (!isReleaseFile(file)) return; // not something a publish writes
          const { Body } = await this.client.send(
            new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
          );
          if (!Body) throw new Error(`no body for ${key}`);
          const destination = path.join(staging, file);
          await mkdir(path.dirname(destination), { recursive: true });
          await writeFile(destination, await Body.transformToByteArray());
        }),
    );
    this.#copied.add(`${remoteFolder}/${version}`);
  }

  /** Throws when the bucket cannot be used (start-up). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
