/**
 * Failed credential checks per key, behind a small interface so the counters can move from this
 * process to Redis (a later issue) without touching the throttle. A Redis store must make
 * `addFailure` atomic (HINCRBY + PEXPIRE in one script), as this in-process one is.
 */
export interface FailureRecord {
  failures: number;
  lastFailureAt: number;
}

export interface FailureStore {
  get(key: string): Promise<FailureRecord | undefined>;
  /** Counts one more failure at `at`; the record is forgotten `ttlMs` after its last failure. */
  addFailure(key: string, at: number, ttlMs: number): Promise<FailureRecord>;
  clear(key: string): Promise<void>;
}

/** Enough for every account under attack at once; the oldest record makes room past it. */
const MAX_KEYS = 100_000;

export class MemoryFailureStore implements FailureStore {
  readonly #records = new Map<string, FailureRecord & { expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string): Promise<FailureRecord | undefined> {
    const record = this.#records.get(key);
    if (!record) return undefined;
    if (record.expiresAt <= this.now()) {
      this.#records.delete(key);
      return undefined;
    }
    return { failures: record.failures, lastFailureAt: record.lastFailureAt };
  }

  async addFailure(key: string, at: number, ttlMs: number): Promise<FailureRecord> {
    const previous = await this.get(key);
    const record = {
      failures: (previous?.failures ?? 0) + 1,
      lastFailureAt: at,
      expiresAt: at + ttlMs,
    };
    // Re-inserting keeps the Map in order of last failure, so the first key is the oldest.
    this.#records.delete(key);
    if (this.#records.size >= MAX_KEYS) this.#records.delete(this.#records.keys().next().value!);
    this.#records.set(key, record);
    return { failures: record.failures, lastFailureAt: record.lastFailureAt };
  }

  async clear(key: string): Promise<void> {
    this.#records.delete(key);
  }
}
