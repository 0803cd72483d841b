import { CredentialThrottle, FREE_FAILURES, MAX_WAIT_MS, waitAfter } from './credential-throttle';
import { MemoryFailureStore } from './failure-store';

describe('the credential throttle', () => {
  it('waits 1 s after the free failures, then twice as long after each one, up to 15 minutes', () => {
    expect(Array.from({ length: FREE_FAILURES }, (_, i) => waitAfter(i))).toEqual(
      Array(FREE_FAILURES).fill(0),
    );
    expect(
      [FREE_FAILURES, FREE_FAILURES + 1, FREE_FAILURES + 2, FREE_FAILURES + 3].map(waitAfter),
    ).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(waitAfter(FREE_FAILURES + 40)).toBe(MAX_WAIT_MS);
  });

  it('lets the next guess through once the wait is over (no hard lockout), and a match starts afresh', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const throttle = new CredentialThrottle(new MemoryFailureStore(clock), 'secret', clock);
    for (let i = 0; i < FREE_FAILURES; i += 1)
      expect((await throttle.enter('a@example.it')).allowed).toBe(true);
    expect(await throttle.enter('a@example.it')).toEqual({ allowed: false, retryAfterMs: 1_000 });
    now += 1_000;
    const attempt = await throttle.enter('A@Example.it ');
    expect(attempt.allowed).toBe(true);
    expect(await throttle.enter('a@example.it')).toEqual({ allowed: false, retryAfterMs: 2_000 });
    if (attempt.allowed) await attempt.succeeded();
    expect((await throttle.enter('a@example.it')).allowed).toBe(true);
  });

  it('keeps no email in clear in its keys', () => {
    const throttle = new CredentialThrottle(new MemoryFailureStore(), 'secret');
    expect(throttle.keyOf('mario.rossi@example.it', undefined)).not.toContain('mario');
  });
});
