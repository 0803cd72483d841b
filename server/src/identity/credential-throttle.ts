import { createHmac } from 'node:crypto';
import type { FailureRecord, FailureStore } from './failure-store';

/**
 * The per-account throttle (ASVS 6.3): every route that checks a password (login, the
 * unauthenticated password change, account deletion) counts failures per account, whatever
 * address they come from, and makes the account wait longer after each failure beyond the free
 * ones: 1 s, 2 s, 4 s… up to 15 minutes. No hard lockout: the wait always ends, and while it runs
 * the route answers 429 without checking the password, so no guess is spent or learnt.
 *
 * An attacker's failures must not lock the customer out, so a browser where the account has
 * signed in before (a signed device cookie, known-device.ts) counts in a bucket of its own; and
 * the emailed reset link is never throttled here and clears the account's failures.
 */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_MS = 1_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** A record is forgotten a day after its last failure. */
export const FAILURES_KEPT_MS = 24 * 60 * 60_000;

/** How long the account waits after `failures` failures in a row. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

export function remainingWait(record: FailureRecord | undefined, now: number): number {
  if (!record) return 0;
  return Math.max(0, record.lastFailureAt + waitAfter(record.failures) - now);
}

export type ThrottleDecision =
  | {
      allowed: true;
      /** Call once the password matched: the account starts afresh. */ succeeded: () => Promise<void>;
    }
  | { allowed: false; retryAfterMs: number };

export class CredentialThrottle {
  constructor(
    private readonly store: FailureStore,
    /** Keys never hold an email in clear (they may end up in Redis). */
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The bucket: the account's own, or the account on a device where it signed in before. */
  keyOf(email: string, knownDevice: string | undefined): string {
    const account = createHmac('sha256', this.secret)
      .update(email.trim().toLowerCase())
      .digest('base64url');
    return knownDevice ? `credentials:${account}:device:${knownDevice}` : `credentials:${account}`;
  }

  /**
   * Before a password check. The attempt counts as a failure from here on, so parallel guesses
   * cannot all slip through before the first one fails; a match clears it.
   */
  async enter(email: string, knownDevice?: string): Promise<ThrottleDecision> {
    const key = this.keyOf(email, knownDevice);
    const now = this.now();
    const wait = remainingWait(await this.store.get(key), now);
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    await this.store.addFailure(key, now, FAILURES_KEPT_MS);
    return {
      allowed: true,
      succeeded: async () => {
        await this.store.clear(key);
        if (knownDevice) await this.store.clear(this.keyOf(email, undefined));
      },
    };
  }

  /** After a password reset through the emailed link: the account's owner is back. */
  async forgive(email: string): Promise<void> {
    await this.store.clear(this.keyOf(email, undefined));
  }
}
