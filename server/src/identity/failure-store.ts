import type { Redis } from 'ioredis';

/**
 * Failed credential checks per key, behind a small interface: in this process (one server) or in
 * Redis (REDIS_URL, several instances counting together). `addFailure` is atomic in both.
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

/** One script: the count, the time and the expiry change together or not at all. */
const ADD_FAILURE = `
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('HSET', KEYS[1], 'lastFailureAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return failures`;

/** The counters in Redis, shared by every instance; a Redis error reaches the caller (who refuses). */
export class RedisFailureStore implements FailureStore {
  constructor(private readonly redis: Redis) {}

  async get(key: string): Promise<FailureRecord | undefined> {
    const [failures, lastFailureAt] = await this.redis.hmget(key, 'failures', 'lastFailureAt');
    if (!failures || !lastFailureAt) return undefined;
    return { failures: Number(failures), lastFailureAt: Number(lastFailureAt) };
  }

  async addFailure(key: string, at: number, ttlMs: number): Promise<FailureRecord> {
    const failures = await this.redis.eval(ADD_FAILURE, 1, key, String(at), String(ttlMs));
    return { failures: Number(failures), lastFailureAt: at };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
