import { ANONYMOUS_OWNER, CACHE_NAMES } from './cache-rules';

/** The entry of the meta cache that says whose the personal cache is. */
const OWNER_KEY = '/__iper-offline/owner';

export interface OwnerStore {
  /** Whose the personal cache is now; undefined while no signed-in answer has been seen. */
  current(): Promise<string | undefined>;
  /**
   * An answer said whose it is: a different owner (another customer, or nobody signed in) empties
   * the personal cache before anything of the new owner is kept.
   */
  note(owner: string): Promise<void>;
  /** Sign-in, sign-out or deletion: the personal cache is emptied and belongs to nobody yet. */
  forget(): Promise<void>;
}

/**
 * The owner of the personal cache, kept in the Cache Storage itself (a worker's memory does not
 * outlive it). Changes are made one after the other, so a purge never races a note.
 */
export function createOwnerStore(storage: CacheStorage): OwnerStore {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const read = async () => {
    const meta = await storage.open(CACHE_NAMES.meta);
    const entry = await meta.match(OWNER_KEY);
    return entry ? await entry.text() : undefined;
  };
  const write = async (owner: string | undefined) => {
    const meta = await storage.open(CACHE_NAMES.meta);
    if (owner === undefined) await meta.delete(OWNER_KEY);
    else await meta.put(OWNER_KEY, new Response(owner));
  };
  return {
    current: () => serial(read),
    note: (owner) =>
      serial(async () => {
        const stored = await read();
        if (stored === owner) return;
        await storage.delete(CACHE_NAMES.personal);
        await write(owner === ANONYMOUS_OWNER ? undefined : owner);
      }),
    forget: () =>
      serial(async () => {
        await storage.delete(CACHE_NAMES.personal);
        await write(undefined);
      }),
  };
}
