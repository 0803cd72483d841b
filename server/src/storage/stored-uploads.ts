import { randomUUID } from 'node:crypto';
import type { ObjectStorage } from './object-storage';
import { uploadDisplayName } from './upload-names';

/** A file taken from a form, its type detected from its content. */
export interface DetectedUpload<Field extends string, Type extends string> {
  field: Field;
  type: Type;
  buffer: Buffer;
  originalName: string;
}

/**
 * Puts an uploaded file into the object store under a key of our own (`keyPrefix`, the field, a
 * random id, the extension of its detected type; never the user's name) and answers the columns
 * of its file row, for the caller to insert with the row's owner. The key goes into `written` as
 * soon as the file is there, so a caller whose transaction fails removes what was written.
 */
export async function putUpload<Field extends string, Type extends string>(
  storage: ObjectStorage,
  keyPrefix: string,
  upload: DetectedUpload<Field, Type>,
  extension: string,
  written: string[],
) {
  const storageKey = `${keyPrefix}${upload.field}-${randomUUID()}.${extension}`;
  await storage.put(storageKey, upload.buffer, upload.type);
  written.push(storageKey);
  return {
    field: upload.field,
    content_type: upload.type,
    size_bytes: upload.buffer.length,
    storage_key: storageKey,
    original_name: uploadDisplayName(upload.originalName, upload.field, extension),
  };
}

/** Removes stored files, ignoring those already gone: the clean-up after a failed write. */
export async function removeQuietly(storage: ObjectStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
