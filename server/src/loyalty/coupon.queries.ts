import { COUPON_SAVED_MAX, type Coupon } from '@iper/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The coupon queries: the coupons a customer may see, and the ones they saved.

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The coupons a customer may see today: started, not expired, public or chosen for them, and, with
 * a store, accepted there (a coupon without stores is accepted everywhere).
 */
export async function listCoupons(
  db: Db,
  userId: string,
  today: string,
  storeId: string | undefined,
): Promise<Coupon[]> {
  let query = db
    .selectFrom('coupons as c')
    .leftJoin('coupon_targets as t', (join) =>
      join.onRef('t.coupon_id', '=', 'c.id').on('t.user_id', '=', userId),
    )
    .leftJoin('saved_coupons as s', (join) =>
      join.onRef('s.coupon_id', '=', 'c.id').on('s.user_id', '=', userId),
    )
    .select([
      'c.id',
      'c.title',
      'c.brand',
      'c.description',
      'c.discount_label',
      'c.category',
      sql<string>`to_char(c.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string>`to_char(c.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      sql<
        string[]
      >`coalesce((select array_agg(cs.store_id order by cs.store_id) from coupon_stores cs where cs.coupon_id = c.id), '{}')`.as(
        'store_ids',
      ),
      sql<boolean>`t.coupon_id is not null`.as('chosen'),
      sql<boolean>`s.coupon_id is not null`.as('saved'),
    ])
    .where('c.valid_from', '<=', today)
    .where('c.expires_on', '>=', today)
    .where((eb) =>
      eb.or([
        eb('t.coupon_id', 'is not', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('coupon_targets as any_target')
              .select('any_target.coupon_id')
              .whereRef('any_target.coupon_id', '=', 'c.id'),
          ),
        ),
      ]),
    );
  if (storeId) {
    query = query.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('coupon_stores as cs')
              .select('cs.coupon_id')
              .whereRef('cs.coupon_id', '=', 'c.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('coupon_stores as cs')
            .select('cs.coupon_id')
            .whereRef('cs.coupon_id', '=', 'c.id')
            .where('cs.store_id', '=', storeId),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('c.expires_on').orderBy('c.position').execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    brand: row.brand,
    description: row.description,
    discountLabel: row.discount_label,
    category: row.category,
    validFrom: row.valid_from,
    expiresOn: row.expires_on,
    storeIds: row.store_ids,
    chosenForYou: row.chosen,
    saved: row.saved,
  }));
}

/** The customer's saved coupons that have not expired: the ones the limit of ten counts. */
export async function countSavedCoupons(db: Db, userId: string, today: string): Promise<number> {
  const row = await db
    .selectFrom('saved_coupons as s')
    .innerJoin('coupons as c', 'c.id', 's.coupon_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('s.user_id', '=', userId)
    .where('c.expires_on', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** SPEC §4: expired coupons are removed from the customer's saved ones. */
async function removeExpiredSaved(
  trx: Transaction<Database>,
  userId: string,
  today: string,
): Promise<void> {
  await trx
    .deleteFrom('saved_coupons')
    .where('user_id', '=', userId)
    .where('coupon_id', 'in', (eb) =>
      eb.selectFrom('coupons').select('id').where('expires_on', '<', today),
    )
    .execute();
}

/** Can this customer see (and so save) this coupon today? */
async function couponAvailable(
  trx: Transaction<Database>,
  userId: string,
  couponId: string,
  today: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('coupons as c')
    .select('c.id')
    .where('c.id', '=', couponId)
    .where('c.valid_from', '<=', today)
    .where('c.expires_on', '>=', today)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('coupon_targets as t')
              .select('t.coupon_id')
              .whereRef('t.coupon_id', '=', 'c.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('coupon_targets as t')
            .select('t.coupon_id')
            .whereRef('t.coupon_id', '=', 'c.id')
            .where('t.user_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export type SaveCouponOutcome =
  | { outcome: 'saved' | 'already_saved'; savedCount: number }
  | { outcome: 'limit_reached'; savedCount: number }
  | { outcome: 'not_found' };

/**
 * Saves a coupon for the customer, at most ten (SPEC §5), never twice. The customer's wallet row
 * is locked first (`select … for update`), so parallel saves of the same customer run one after
 * the other: each sees the saves committed before it, and the count check holds. The primary
 * key (user, coupon) is the last guard against a double save.
 */
export async function saveCoupon(
  db: Kysely<Database>,
  userId: string,
  couponId: string,
  today: string,
): Promise<SaveCouponOutcome> {
  return db.transaction().execute(async (trx): Promise<SaveCouponOutcome> => {
    await trx
      .insertInto('coupon_wallets')
      .values({ user_id: userId })
      .onConflict((c) => c.column('user_id').doNothing())
      .execute();
    await trx
      .selectFrom('coupon_wallets')
      .select('user_id')
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await removeExpiredSaved(trx, userId, today);
    if (!(await couponAvailable(trx, userId, couponId, today))) return { outcome: 'not_found' };

    const already = await trx
      .selectFrom('saved_coupons')
      .select('coupon_id')
      .where('user_id', '=', userId)
      .where('coupon_id', '=', couponId)
      .executeTakeFirst();
    const count = await countSavedCoupons(trx, userId, today);
    if (already) return { outcome: 'already_saved', savedCount: count };
    if (count >= COUPON_SAVED_MAX) return { outcome: 'limit_reached', savedCount: count };

    await trx
      .insertInto('saved_coupons')
      .values({ user_id: userId, coupon_id: couponId })
      .onConflict((c) => c.columns(['user_id', 'coupon_id']).doNothing())
      .execute();
    return { outcome: 'saved', savedCount: count + 1 };
  });
}

export async function unsaveCoupon(
  db: Kysely<Database>,
  userId: string,
  couponId: string,
  today: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('saved_coupons')
      .where('user_id', '=', userId)
      .where('coupon_id', '=', couponId)
      .execute();
    await removeExpiredSaved(trx, userId, today);
    return countSavedCoupons(trx, userId, today);
  });
}

/** Removes every saved coupon of the customer (the client asks for confirmation first, SPEC §5). */
export async function clearSavedCoupons(db: Db, userId: string): Promise<number> {
  const removed = await db
    .deleteFrom('saved_coupons')
    .where('user_id', '=', userId)
    .returning('coupon_id')
    .execute();
  return removed.length;
}
