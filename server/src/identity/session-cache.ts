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
 */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export class SessionCache<User> {
  readonly #entries = new Map<string, { user: User; until: number }>();
  #generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): User | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.user;
    this.#entries.delete(key);
    return undefined;
  }

  /** Marks the start of a lookup; pass the mark to `set` once the lookup is done. */
  mark(): number {
    return this.#generation;
  }

  set(key: string, user: User, sessionExpiresAt: Date, mark: number): void {
    if (mark !== this.#generation) return;
    const until = Math.min(this.now() + SESSION_CACHE_TTL_MS, sessionExpiresAt.getTime());
    if (until <= this.now()) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { user, until });
  }

  /** After any change to sessions or users: every later request asks the database again. */
  forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
