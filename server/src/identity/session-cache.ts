/**
 * The signed-in users of the last minute, by session cookie, so a signed-in request does not ask
 * the database for its session and its user every time (two queries that, on the embedded PGlite,
 * wait behind every write transaction: under load they were most of a signed-in request's time).
 *
 * Unlike better-auth's cookie cache, a session ended on this server stops working at once: logout,
 * password change or reset and account deletion call `forgetAll()` after their commit. A lookup
 * that was already under way then is not stored (the generation moved on), so it cannot bring a
 * revoked session back. Entries live at most TTL_MS, after which better-auth checks the session
 * again (and renews it when due); the key is the whole signed cookie, so only a value whose
 * signature better-auth has verified is ever found here.
 *
 * Several instances (REDIS_URL): a session ended through one instance must end on all of them at
 * once, so each entry also keeps the shared generation (a counter in Redis every ending of a
 * session increments, see identity.service.ts) it was read under; an entry read under another
 * generation is not found. Reading the counter is one Redis GET, far cheaper than the two queries.
 */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export class SessionCache<User> {
  readonly #entries = new Map<string, { user: User; until: number; shared: string }>();
  #generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** `shared`: the shared generation now ('' with one server). */
  get(key: string, shared = ''): User | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now() && entry.shared === shared) return entry.user;
    this.#entries.delete(key);
    return undefined;
  }

  /** Marks the start of a lookup; pass the mark to `set` once the lookup is done. */
  mark(): number {
    return this.#generation;
  }

  /** `shared`: the shared generation read before the lookup began ('' with one server). */
  set(key: string, user: User, sessionExpiresAt: Date, mark: number, shared = ''): void {
    if (mark !== this.#generation) return;
    const until = Math.min(this.now() + SESSION_CACHE_TTL_MS, sessionExpiresAt.getTime());
    if (until <= this.now()) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { user, until, shared });
  }

  /** After any change to sessions or users: every later request asks the database again. */
  forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
