import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (help attachments, job applications), one interface for every
 * backend: a local folder (the default, one server) or an S3-compatible bucket (several
 * instances). Keys are made by the server, never by a client: `SEG-…-photo-<uuid>.jpg`,
 * `<application id>/cv-<uuid>.pdf`. The callers keep the write-then-commit rule: a file is put
 * inside the transaction that records it and deleted if that transaction fails, so only a crash
 * between the two leaves a file no row names, which the orphan sweep (orphan-uploads.ts) removes.
 */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

export interface ObjectStorage {
  /** 'local' or 's3': what the readiness check and the logs name. */
  readonly kind: 'local' | 's3';
  /** Writes a new object; a key already taken is an error (keys hold a random UUID). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is no such object. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes an object; one already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (an application's folder). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object, with when it was last written (the orphan sweep's grace period reads it). */
  list(): AsyncIterable<StoredObject>;
  /** After a sweep: removes what a backend keeps besides objects (empty folders older than `olderThan`). */
  tidy(olderThan: Date): Promise<void>;
  /** Throws when the storage cannot be reached or written (readiness). */
  check(): Promise<void>;
}

/** A key the server made: relative, '/'-separated, no '..', no empty segment, nothing odd. */
export function assertStorageKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) ||
    key.split('/').includes('..')
  ) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}
