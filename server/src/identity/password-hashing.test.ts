import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from './password-hashing';

/** Written by the hashing of 2026 (before issue 32): existing accounts must keep signing in. */
const HASH_OF_2026 =
  'scrypt$16384$16$1$_-LywjQhSEMvA1TYNNe42g$QuOsnI5H7NTOd0WxuP6pQp4yXHktgXqS__SW1AI009IZFfa8-wZg-EFQP37CvzuFawjjM5uDUhpFkNp2XgoXPA';

describe('password hashing', () => {
  it('verifies the password a hash was made from and refuses any other', async () => {
    const hash = await hashPassword('Spesa-Sicura-2026');
    expect(hash).toMatch(/^scrypt\$16384\$16\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('Spesa-Sicura-2026');
    await expect(verifyPassword({ hash, password: 'Spesa-Sicura-2026' })).resolves.toBe(true);
    await expect(verifyPassword({ hash, password: 'spesa-sicura-2026' })).resolves.toBe(false);
  });

  it('salts every hash, so the same password never gives the same hash', async () => {
    const [first, second] = await Promise.all([hashPassword('uguale'), hashPassword('uguale')]);
    expect(first).not.toBe(second);
  });

  it('refuses a malformed hash instead of throwing', async () => {
    await expect(verifyPassword({ hash: 'not-a-hash', password: 'x' })).resolves.toBe(false);
    await expect(verifyPassword({ hash: 'bcrypt$1$2$3$4$5', password: 'x' })).resolves.toBe(false);
  });

  it('verifies a hash written before, so existing and seeded accounts still sign in', async () => {
    await expect(
      verifyPassword({ hash: HASH_OF_2026, password: 'Vecchia-Spesa-2025' }),
    ).resolves.toBe(true);
    await expect(
      verifyPassword({ hash: HASH_OF_2026, password: 'Vecchia-Spesa-2026' }),
    ).resolves.toBe(false);
  });

  it('keeps the event loop free while ten passwords are hashed at once', async () => {
    await hashPassword('warm-up');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // The histogram counts from its first timer on: let that fire before the work starts.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const hashes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => hashPassword(`Parallela-${index}-2026`)),
    );
    // A stall shows when the loop's next timer fires late: let it fire before reading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    delay.disable();
    expect(new Set(hashes).size).toBe(10);
    // One scrypt takes ~100 ms of CPU: a hash on the event loop would show as a 100+ ms stall;
    // the bound leaves room for a loaded test machine.
    expect(delay.max / 1e6).toBeLessThan(150);
  });
});
