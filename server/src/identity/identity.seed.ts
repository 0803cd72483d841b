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
