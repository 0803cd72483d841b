import { ANONYMOUS_OWNER, CACHE_NAMES } from './cache-rules';
import { createOwnerStore } from './owner-store';

/** The Cache Storage in memory: caches of URL → Response, as much as the owner store uses. */
function memoryCaches() {
  const caches = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    String(request instanceof Request ? request.url : request);
  const storage = {
    async open(name: string) {
      let cache = caches.get(name);
      if (!cache) caches.set(name, (cache = new Map()));
      const entries = cache;
      return {
        async match(request: RequestInfo | URL) {
          return entries.get(key(request))?.clone();
        },
        async put(request: RequestInfo | URL, response: Response) {
          entries.set(key(request), response);
        },
        async delete(request: RequestInfo | URL) {
          return entries.delete(key(request));
        },
      };
    },
    async delete(name: string) {
      return caches.delete(name);
    },
  };
  return { storage: storage as unknown as CacheStorage, caches };
}

describe('the owner of the personal cache', () => {
  async function withPersonalEntry(storage: CacheStorage) {
    const personal = await storage.open(CACHE_NAMES.personal);
    await personal.put('/carta-vantaggi', new Response('la carta di Mario'));
  }

  it('belongs to nobody until a signed-in answer is seen', async () => {
    const { storage } = memoryCaches();
    const owners = createOwnerStore(storage);
    expect(await owners.current()).toBeUndefined();
    await owners.note('tag-of-mario', owners.mark());
    expect(await owners.current()).toBe('tag-of-mario');
  });

  it('keeps the cache while the same customer\u2019s answers come', async () => {
    const { storage, caches } = memoryCaches();
    const owners = createOwnerStore(storage);
    await owners.note('tag-of-mario', owners.mark());
    await withPersonalEntry(storage);
    await owners.note('tag-of-mario', owners.mark());
    expect(caches.get(CACHE_NAMES.personal)?.size).toBe(1);
  });

  it('empties it when another customer signs in on the device', async () => {
    const { storage, caches } = memoryCaches();
    const owners = createOwnerStore(storage);
    await owners.note('tag-of-mario', owners.mark());
    await withPersonalEntry(storage);
    await owners.note('tag-of-giulia', owners.mark());
    expect(caches.has(CACHE_NAMES.personal)).toBe(false);
    expect(await owners.current()).toBe('tag-of-giulia');
  });

  it('empties it when an answer comes with nobody signed in (a logout, a deleted account)', async () => {
    const { storage, caches } = memoryCaches();
    const owners = createOwnerStore(storage);
    await owners.note('tag-of-mario', owners.mark());
    await withPersonalEntry(storage);
    await owners.note(ANONYMOUS_OWNER, owners.mark());
    expect(caches.has(CACHE_NAMES.personal)).toBe(false);
    expect(await owners.current()).toBeUndefined();
  });

  it('empties it at once on a sign-in or sign-out request, whoever answers next', async () => {
    const { storage, caches } = memoryCaches();
    const owners = createOwnerStore(storage);
    await owners.note('tag-of-mario', owners.mark());
    await withPersonalEntry(storage);
    await owners.forget();
    expect(caches.has(CACHE_NAMES.personal)).toBe(false);
    expect(await owners.current()).toBeUndefined();
  });

  it('applies notes in order, so a purge never races a later note', async () => {
    const { storage } = memoryCaches();
    const owners = createOwnerStore(storage);
    await Promise.all([
      owners.note('tag-of-mario', owners.mark()),
      owners.forget(),
      owners.note('tag-of-giulia', owners.mark()),
    ]);
    expect(await owners.current()).toBe('tag-of-giulia');
  });

  it('does not hand the cache back to an answer that left before a sign-out or a deletion', async () => {
    const { storage, caches } = memoryCaches();
    const owners = createOwnerStore(storage);
    await owners.note('tag-of-mario', owners.mark());
    const leftWhileSignedIn = owners.mark();
    await owners.forget();
    expect(await owners.note('tag-of-mario', leftWhileSignedIn)).toBe(false);
    expect(await owners.current()).toBeUndefined();
    expect(caches.has(CACHE_NAMES.personal)).toBe(false);
  });

  it('lets a late answer of the current owner be kept, and a late anonymous one purge nothing', async () => {
    const { storage, caches } = memoryCaches();
    const owners = createOwnerStore(storage);
    const leftBeforeSignIn = owners.mark();
    await owners.forget();
    expect(await owners.note('tag-of-mario', owners.mark())).toBe(true);
    await withPersonalEntry(storage);
    expect(await owners.note('tag-of-mario', leftBeforeSignIn)).toBe(true);
    expect(await owners.note(ANONYMOUS_OWNER, leftBeforeSignIn)).toBe(false);
    expect(caches.get(CACHE_NAMES.personal)?.size).toBe(1);
  });

  it('says when the cache has changed hands since a mark, at once on a sign-out', () => {
    const owners = createOwnerStore(memoryCaches().storage);
    const before = owners.mark();
    void owners.forget();
    expect(owners.mark()).not.toBe(before);
  });
});
