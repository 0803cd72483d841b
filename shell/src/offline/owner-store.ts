import { ANONYMOUS_OWNER, CACHE_NAMES } from './cache-rules';

/** The entry of the meta cache that says whose the personal cache is. */
const OWNER_KEY = '/__iper-offline/owner';

export interface OwnerStore {
  /** Whose the personal cache is now; undefined while no signed-in answer has been seen. */
  current(): Promise<string | undefined>;
  /**
   * Where the cache's history stands: a number that changes whenever the cache changes hands.
   * Taken when a request leaves, it tells a late answer from a current one.
   */
  mark(): number;
  /**
   * An answer to a request that left at `since` says whose it is. A different owner (another
   * customer, or nobody signed in) empties the personal cache before anything of the new owner is
   * kept, unless the cache changed hands after the request left: such an answer belongs to a
   * session that may have ended (a sign-out or a deletion answered meanwhile) and changes nothing.
   * Resolves true when the answer may be kept: the cache is its owner's.
   */
  note(owner: string, since: number): Promise<boolean>;
  /** Sign-in, sign-out or deletion: the personal cache is emptied and belongs to nobody yet. */
  forget(): Promise<void>;
}

/**
 * The owner of the personal cache, kept in the Cache Storage itself (a worker's memory does not
 * outlive it). Changes are made one after the other, so a purge never races a note; the mark
 * lives in memory, which is enough: a request in flight dies with the worker that made it.
 */
export function createOwnerStore(storage: CacheStorage): OwnerStore {
  let queue: Promise<unknown> = Promise.resolve();
  let handovers = 0;
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
    mark: () => handovers,
    note: (owner, since) =>
      serial(async () => {
        const claimed = owner === ANONYMOUS_OWNER ? undefined : owner;
        const stored = await read();
        if (stored !== claimed) {
          if (since !== handovers) return false;
          handovers++;
          await storage.delete(CACHE_NAMES.personal);
          await write(claimed);
        }
        return claimed !== undefined;
      }),
    forget: () => {
      // At once, not in turn: an answer in flight must already count as late.
      handovers++;
      return serial(async () => {
        await storage.delete(CACHE_NAMES.personal);
        await write(undefined);
      });
    },
  };
}
