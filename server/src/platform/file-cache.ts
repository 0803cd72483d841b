import { readFile, stat } from 'node:fs/promises';

/**
 * Reads a file and keeps its parsed form until the file changes on disk (by mtime), so a remote
 * or shell redeployed in place is picked up without a restart and without a read per request.
 */
export function cachedFileReader<T>(parse: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return async function read(file: string): Promise<T | undefined> {
    try {
      const { mtimeMs } = await stat(file);
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value;
      const value = parse(await readFile(file, 'utf8'));
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      cache.delete(file);
      return undefined;
    }
  };
}
