import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { sameSecret } from './same-secret';

/**
 * Password hashes with scrypt from Node's own crypto: it runs in libuv's thread pool, so hashing
 * never blocks the event loop (a pure-JS hash would stall every request during a login).
 * Parameters are stored with each hash, so they can be raised later without breaking old ones.
 */
const PARAMS = { N: 16384, r: 16, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * How many hashes run at once. One takes a core for about 100 ms in libuv's pool (4 threads):
 * twenty sign-ups at once filled the pool and every core, and the event loop, sharing the cores,
 * answered /api/health in seconds (issue 32 #11). So one core stays the event loop's, and one pool
 * thread stays free for file reads and DNS; further hashes wait their turn. The price, on two
 * cores: a burst of twenty sign-ups takes 4.0 s instead of 2.5 s (docs/hardening.md).
 */
const HASHING_SLOTS = Math.max(1, Math.min(availableParallelism() - 1, 3));
let hashing = 0;
const waitingForSlot: (() => void)[] = [];

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASHING_SLOTS) hashing += 1;
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingForSlot.shift();
    // A waiting hash takes the slot over (still counted); otherwise the slot is free again.
    if (next) next();
    else hashing -= 1;
  }
}

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return inHashingSlot(() => deriveNow(password, salt, options, keyLength));
}

function deriveNow(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key` with base64url salt and key. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return sameSecret(actual, expected);
}
