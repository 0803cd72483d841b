import { hashPassword, verifyPassword } from './password-hashing';

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
});
