/** SPEC §9: a failed chunk load reloads the page at most once every 10 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'iper:chunk-reload-at';

/** Whether an error is a code chunk that failed to download (a deploy replaced it, a flaky network). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * Reloads the page at the target route so the browser fetches the current build, unless it
 * already did so in the last 10 s (then the error page shows, instead of a reload loop).
 */
export function reloadAfterChunkError(
  targetUrl: string,
  now = Date.now(),
  reload: (url: string) => void = (url) => window.location.assign(url),
  storage: Storage = sessionStorage,
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload(targetUrl);
  return true;
}
