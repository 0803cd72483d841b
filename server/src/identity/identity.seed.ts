import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from './password-hashing';

/** The demo customers' shared password (README: demo credentials). */
export const DEMO_PASSWORD = 'Spesa2026!';

export interface DemoUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    id: 'demo-mario-rossi',
    email: 'mario.rossi@example.it',
    firstName: 'Mario',
    lastName: 'Rossi',
  },
  {
    id: 'demo-giulia-bianchi',
    email: 'giulia.bianchi@example.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
  },
  { id: 'demo-luca-verdi', email: 'luca.verdi@example.it', firstName: 'Luca', lastName: 'Verdi' },
  {
    id: 'demo-chiara-colombo',
    email: 'chiara.colombo@example.it',
    firstName: 'Chiara',
    lastName: 'Colombo',
  },
];

type Db = Kysely<Database> | Transaction<Database>;

/** Demo accounts that sign in with email and password; idempotent, hashes only missing ones. */
export async function seedDemoUsers(db: Db): Promise<void> {
  await seedPasswordUsers(db, DEMO_USERS, new Date('2025-03-14T10:00:00Z'));
  await seedPasskeyUser(db);
}

/**
 * A demo customer without a password (as after a social sign-in) who signs in with a passkey
 * bound to `localhost` (README: demo accounts). Its private key is public on purpose, in
 * e2e/support/demo-passkey.ts: the end-to-end tests load it into Chromium's virtual
 * authenticator. It works on http://localhost:<port> only, never on a real domain.
 */
export const PASSKEY_DEMO_USER = {
  id: 'demo-sara-galli',
  email: 'sara.galli@example.it',
  firstName: 'Sara',
  lastName: 'Galli',
  credentialId: '1ERP6QdjRhDjLKu_kWpoVQ',
  publicKey:
    'pQECAyYgASFYII7YyVeAo_W2arzysB5lFmYTlykjP6LR1O8JRNI8DogaIlggNEpqFbeOMgJbnJXskhWBUhybGlMp0FxDZS_c7xa8RQo',
} as const;

async function seedPasskeyUser(db: Db): Promise<void> {
  const user = PASSKEY_DEMO_USER;
  const present = await db
    .selectFrom('auth_users')
    .select('id')
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (present) return;
  const createdAt = new Date('2026-11-01T09:00:00Z');
  await db
    .insertInto('auth_users')
    .values({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      email_verified: true,
      image: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await db
    .insertInto('auth_passkeys')
    .values({
      id: `${user.id}-passkey`,
      user_id: user.id,
      credential_id: user.credentialId,
      public_key: user.publicKey,
      counter: 0,
      transports: 'internal',
      device_type: 'singleDevice',
      backed_up: false,
      aaguid: null,
      name: 'Passkey di prova (localhost)',
      created_at: createdAt,
    })
    .execute();
}

/**
 * Creates the users of a demo seed that are not there yet, each with a verified email and a
 * credential account holding the demo password (hashed once, only when someone is missing).
 */
export async function seedPasswordUsers(
  db: Db,
  users: readonly DemoUser[],
  createdAt: Date,
): Promise<void> {
  const existing = await db
    .selectFrom('auth_users')
    .select('id')
    .where(
      'id',
      'in',
      users.map((user) => user.id),
    )
    .execute();
  const present = new Set(existing.map((row) => row.id));
  const missing = users.filter((user) => !present.has(user.id));
  if (missing.length === 0) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const user of missing) {
    await db
      .insertInto('auth_users')
      .values({
        id: user.id,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        email_verified: true,
        image: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    await db
      .insertInto('auth_accounts')
      .values({
        id: `${user.id}-credential`,
        account_id: user.id,
        provider_id: 'credential',
        user_id: user.id,
        access_token: null,
        refresh_token: null,
        id_token: null,
        access_token_expires_at: null,
        refresh_token_expires_at: null,
        scope: null,
        password: hash,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }
}
