import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PROFILES, RECEIPTS } from '../account/account.seed';
import { DEMO_PASSWORD } from '../identity/identity.seed';
import { hashPassword } from '../identity/password-hashing';

export interface ClonedCustomer {
  email: string;
  password: string;
  /** The copy's loyalty card, when the demo customer has one. */
  cardNumber?: string;
}

/** A new number for a copied card: the same first four digits (they say what kind of card it is). */
export function cardNumberLike(number: string): string {
  return `${number.slice(0, 4)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function crmId(): string {
  return `0031x${randomBytes(7).toString('hex').slice(0, 13)}`;
}

/**
 * A fresh customer in a demo customer's situation (README, demo accounts): the same password,
 * profile, loyalty card (with a new number), bonus salvadanaio, coupons chosen and saved, shopping
 * list and digital receipts. What a journey may have changed on the demo customer itself (its
 * password, profile, receipt favourites) comes as seeded, so a copy's situation is always the
 * README's. End-to-end
 * journeys that change a customer's data start from such a copy, so they pass again and again
 * against the same site. Only demo customers (ids `demo-…`) are copied.
 */
export async function cloneDemoCustomer(
  db: Kysely<Database>,
  email: string,
): Promise<ClonedCustomer | undefined> {
  const user = await db
    .selectFrom('auth_users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('id', 'like', 'demo-%')
    .executeTakeFirst();
  if (!user) return undefined;
  const tag = randomBytes(5).toString('hex');
  const id = `e2e-${tag}-${user.id.slice('demo-'.length)}`;
  const [local, domain] = user.email.split('@') as [string, string];
  const copyEmail = `${local}+${tag}@${domain}`;
  const now = new Date();
  const password = await hashPassword(DEMO_PASSWORD);
  const seededProfile = PROFILES.find((seeded) => seeded.user_id === user.id);
  const seededFavourites = new Map(
    RECEIPTS.map((receipt) => [receipt.id, receipt.favourite ?? false]),
  );

  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_users')
      .values({ ...user, id, email: copyEmail, created_at: now, updated_at: now })
      .execute();
    const credential = await trx
      .selectFrom('auth_accounts')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('provider_id', '=', 'credential')
      .executeTakeFirst();
    if (credential) {
      await trx
        .insertInto('auth_accounts')
        .values({
          ...credential,
          id: `${id}-credential`,
          account_id: id,
          user_id: id,
          password,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const salesforceId = crmId();
    const profile = await trx
      .selectFrom('account_profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (profile) {
      await trx
        .insertInto('account_profiles')
        .values({
          ...profile,
          profiling: JSON.stringify(profile.profiling),
          ...seededProfile,
          user_id: id,
          salesforce_id: profile.salesforce_id ? salesforceId : null,
        })
        .execute();
    }
    let cardNumber: string | undefined;
    const card = await trx
      .selectFrom('advantage_cards')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (card) {
      cardNumber = cardNumberLike(card.number);
      await trx
        .insertInto('advantage_cards')
        .values({
          ...card,
          number: cardNumber,
          user_id: id,
          salesforce_id: salesforceId,
          created_at: now,
        })
        .execute();
      const vault = await trx
        .selectFrom('advantage_card_vaults')
        .selectAll()
        .where('card_number', '=', card.number)
        .executeTakeFirst();
      if (vault)
        await trx
          .insertInto('advantage_card_vaults')
          .values({ ...vault, card_number: cardNumber })
          .execute();
    }
    const targets = await trx
      .selectFrom('coupon_targets')
      .select('coupon_id')
      .where('user_id', '=', user.id)
      .execute();
    if (targets.length) {
      await trx
        .insertInto('coupon_targets')
        .values(targets.map(({ coupon_id }) => ({ coupon_id, user_id: id })))
        .execute();
    }
    const wallet = await trx
      .selectFrom('coupon_wallets')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (wallet)
      await trx
        .insertInto('coupon_wallets')
        .values({ ...wallet, user_id: id })
        .execute();
    const saved = await trx
      .selectFrom('saved_coupons')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    if (saved.length) {
      await trx
        .insertInto('saved_coupons')
        .values(saved.map((row) => ({ ...row, user_id: id })))
        .execute();
    }
    // The shopping list and the digital receipts (favourites, lines), which journeys change too.
    const items = await trx
      .selectFrom('shopping_list_items')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    if (items.length) {
      await trx
        .insertInto('shopping_list_items')
        .values(items.map((item) => ({ ...item, id: `${item.id}-${tag}`, user_id: id })))
        .execute();
    }
    const receipts = await trx
      .selectFrom('receipts')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    for (const receipt of receipts) {
      const receiptId = `${receipt.id}-${tag}`;
      await trx
        .insertInto('receipts')
        .values({
          ...receipt,
          id: receiptId,
          user_id: id,
          is_favourite: seededFavourites.get(receipt.id) ?? receipt.is_favourite,
        })
        .execute();
      const lines = await trx
        .selectFrom('receipt_lines')
        .selectAll()
        .where('receipt_id', '=', receipt.id)
        .execute();
      if (lines.length) {
        await trx
          .insertInto('receipt_lines')
          .values(lines.map((line) => ({ ...line, receipt_id: receiptId })))
          .execute();
      }
    }
    return { email: copyEmail, password: DEMO_PASSWORD, ...(cardNumber ? { cardNumber } : {}) };
  });
}
