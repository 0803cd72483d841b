import { readFile, stat } from 'node:fs/promises';

export interface FileCacheOptions {
  /**
   * How long a read file is trusted without asking the disk again: a redeployed shell or remote
   * shows within this time, and a page served from the HTML cache costs no `stat` call (one per
   * file per request was a third of the server's time on cached pages).
   */
  freshForMs?: number;
  now?: () => number;
}

interface Entry<T> {
  mtimeMs: number;
  value: T;
  checkedAt: number;
}

/**
 * Reads a file and keeps its parsed form until the file changes on disk (by mtime), so a remote
 * or shell redeployed in place is picked up without a restart and without a read per request.
 */
export function cachedFileReader<T>(
  parse: (text: string) => T,
  { freshForMs = 1000, now = Date.now }: FileCacheOptions = {},
) {
  const cache = new Map<string, Entry<T>>();
  return async function read(file: string): Promise<T | undefined> {
    const hit = cache.get(file);
    const at = now();
    if (hit && at - hit.checkedAt < freshForMs) return hit.value;
    try {
      const { mtimeMs } = await stat(file);
      if (hit && hit.mtimeMs === mtimeMs) {
        hit.checkedAt = at;
        return hit.value;
      }
      const value = parse(await readFile(file, 'utf8'));
      cache.set(file, { mtimeMs, value, checkedAt: at });
      return value;
    } catch {
      cache.delete(file);
      return undefined;
    }
  };
}
