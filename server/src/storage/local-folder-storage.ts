import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type ObjectStorage, type StoredObject } from './object-storage';

/**
 * Objects as files under one folder (outside the web root, owner-only permissions): the default,
 * exactly the folders the site used before the storage interface. `recursive: false` lists the
 * folder's own files only (the help attachments share their folder with careers' subfolder).
 */
export class LocalFolderStorage implements ObjectStorage {
  readonly kind = 'local';

  constructor(
    readonly dir: string,
    private readonly options: { recursive: boolean },
  ) {}

  #file(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(`${path.resolve(this.dir)}${path.sep}`))
      throw new Error(`storage key outside the folder: ${key}`);
    return file;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.#file(key);
    for (let attempt = 1; ; attempt += 1) {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      try {
        await writeFile(file, body, { flag: 'wx', mode: 0o600 });
        return;
      } catch (error) {
        // The folder was removed as empty (delete, below) between the two: make it again, once.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 1) throw error;
      }
    }
  }

  async read(key: string): Promise<Readable | undefined> {
    const file = this.#file(key);
    try {
      await stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    const file = this.#file(key);
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    // A folder exists for its files (an application's): the last one takes it along.
    const folder = path.dirname(file);
    if (folder !== path.resolve(this.dir)) await rmdir(folder).catch(() => undefined);
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Only a whole folder: `<application id>/`.
    if (!prefix.endsWith('/')) throw new Error(`not a folder prefix: ${prefix}`);
    await rm(this.#file(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    yield* this.#walk(this.dir);
  }

  async *#walk(folder: string): AsyncIterable<StoredObject> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // nothing uploaded yet
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (this.options.recursive) yield* this.#walk(full);
      } else if (entry.isFile()) {
        const { mtime } = await stat(full).catch(() => ({ mtime: undefined }));
        if (mtime)
          yield {
            key: path.relative(this.dir, full).split(path.sep).join('/'),
            modifiedAt: mtime,
          };
      }
    }
  }

  async tidy(olderThan: Date): Promise<void> {
    if (!this.options.recursive) return;
    // An application's folder a crash left empty; one with files in it stays (rmdir refuses).
    const entries = await readdir(this.dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const full = path.join(this.dir, entry.name);
      const { mtime } = await stat(full).catch(() => ({ mtime: new Date() }));
      if (mtime <= olderThan) await rmdir(full).catch(() => undefined);
    }
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await stat(this.dir);
  }
}
