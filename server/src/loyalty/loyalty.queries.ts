import {
  CARD_TARGET_AMOUNT,
  COUPON_SAVED_MAX,
  DIGITAL_CARD_PREFIX,
  GIFT_CARD_VALIDITY_MONTHS,
  OLD_PIU_CARD_COLORS,
  formatGiftCardNumber,
  type CardType,
  type Coupon,
  type GiftCardBalance,
  type GiftCardNumber,
  type LoyaltyCard,
  type UpgradeResponse,
  type VoucherRequestResponse,
  type VoucherRequestSchema,
} from '@iper/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { addMonths } from './loyalty-dates';
import { upgradeCaseOf, upgradeRefusal } from './upgrade-rules';

type Db = Kysely<Database> | Transaction<Database>;

// ---------------------------------------------------------------------------------------------
// Cards

/** SPEC §7: the points of the user's own card of that type and number; undefined otherwise. */
export async function findOwnCardPoints(
  db: Db,
  userId: string,
  type: CardType,
  number: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('advantage_cards')
    .select('current_amount')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('number', '=', number)
    .executeTakeFirst();
  return row?.current_amount;
}

const isOldPiuColor = (color: string | null): color is (typeof OLD_PIU_CARD_COLORS)[number] =>
  (OLD_PIU_CARD_COLORS as readonly string[]).includes(color ?? '');

/** The user's own card with its vault balance: what the card page shows and the data export holds. */
export function ownCardWithVault(db: Db, userId: string) {
  return db
    .selectFrom('advantage_cards as c')
    .leftJoin('advantage_card_vaults as v', 'v.card_number', 'c.number')
    .select([
      'c.number',
      'c.type',
      'c.status',
      'c.is_old',
      'c.color',
      'c.holder_first_name',
      'c.holder_last_name',
      'c.current_amount',
      'c.can_upgrade',
      'v.balance',
    ])
    .where('c.user_id', '=', userId);
}

export async function findOwnCard(db: Db, userId: string): Promise<LoyaltyCard | undefined> {
  const row = await ownCardWithVault(db, userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    type: row.type,
    number: row.number,
    status: row.status,
    holderName: `${row.holder_first_name} ${row.holder_last_name}`,
    currentAmount: row.current_amount,
    targetAmount: CARD_TARGET_AMOUNT,
    isOld: row.is_old,
    canUpgrade: row.type === 'base' && row.can_upgrade,
    color: isOldPiuColor(row.color) ? row.color : null,
    vaultBonus: Number(row.balance ?? 0),
  };
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

/** A new digital card number (04 range) that no card has, nor had before an upgrade. */
async function newDigitalCardNumber(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    const number = `${DIGITAL_CARD_PREFIX}${randomDigits(10)}`;
    const inUse = await trx
      .selectFrom('advantage_cards')
      .select('number')
      .where('number', '=', number)
      .executeTakeFirst();
    const retired = await trx
      .selectFrom('advantage_card_upgrades')
      .select('id')
      .where('previous_number', '=', number)
      .executeTakeFirst();
    if (!inUse && !retired) return number;
  }
}

/**
 * The upgrade to Più, in one transaction with the card row locked, so two clicks cannot upgrade
 * twice. The card keeps its row (customer record, points, bonus salvadanaio); in cases 2 and 6 its
 * number changes to the new digital card's.
 */
export async function upgradeCardToPiu(
  db: Kysely<Database>,
  userId: string,
  cardNumber: string,
): Promise<UpgradeResponse> {
  return db.transaction().execute(async (trx): Promise<UpgradeResponse> => {
    const card = await trx
      .selectFrom('advantage_cards')
      .select(['number', 'type', 'status', 'is_old', 'can_upgrade'])
      .where('user_id', '=', userId)
      .where('number', '=', cardNumber)
      .forUpdate()
      .executeTakeFirst();
    const refusal = upgradeRefusal(card);
    if (refusal || !card) return refusal!;

    const caseId = upgradeCaseOf(card);
    const newNumber = caseId === '5' ? card.number : await newDigitalCardNumber(trx);
    await trx
      .updateTable('advantage_cards')
      .set({ number: newNumber, type: 'piu', can_upgrade: false, is_old: false, color: null })
      .where('number', '=', card.number)
      .execute();
    await trx
      .insertInto('advantage_card_vaults')
      .values({ card_number: newNumber, balance: 0 })
      .onConflict((conflict) => conflict.column('card_number').doNothing())
      .execute();
    await trx
      .insertInto('advantage_card_upgrades')
      .values({
        user_id: userId,
        previous_number: card.number,
        new_number: newNumber,
        case_id: caseId,
      })
      .execute();
    return { errorCode: '0', caseId, data: { params: { Numero_Carta_Vantaggi__c: newNumber } } };
  });
}

// ---------------------------------------------------------------------------------------------
// Coupons

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

// ---------------------------------------------------------------------------------------------
// Gift cards

export async function findGiftCardBalance(
  db: Db,
  card: GiftCardNumber,
  today: string,
): Promise<GiftCardBalance | undefined> {
  const row = await db
    .selectFrom('gift_cards')
    .select([
      'number',
      'initial_amount',
      'residual_amount',
      sql<string>`to_char(purchased_on, 'YYYY-MM-DD')`.as('purchased_on'),
    ])
    .where('number', '=', card.digits)
    .executeTakeFirst();
  if (!row) return undefined;
  // The length tells a stored new card (19) from an old one (12), so one cannot pass for the other.
  const dueDate = addMonths(row.purchased_on, GIFT_CARD_VALIDITY_MONTHS);
  return {
    cardNumber: formatGiftCardNumber(card),
    kind: card.kind,
    initialAmount: Number(row.initial_amount),
    residualAmount: Number(row.residual_amount),
    purchasedOn: row.purchased_on,
    dueDate,
    expired: dueDate < today,
  };
}

// ---------------------------------------------------------------------------------------------
// Municipal shopping vouchers

export async function storeName(db: Db, storeId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('stores')
    .select('name')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return row?.name;
}

export async function insertVoucherRequest(
  db: Db,
  request: z.output<typeof VoucherRequestSchema>,
  store: string,
): Promise<VoucherRequestResponse> {
  const row = await db
    .insertInto('voucher_requests')
    .values({
      municipality: request.municipality,
      province: request.province,
      entity_tax_code: request.entityTaxCode,
      first_name: request.firstName,
      last_name: request.lastName,
      role: request.role,
      email: request.email,
      phone: request.phone,
      beneficiaries: request.beneficiaries,
      amount_per_beneficiary: request.amountPerBeneficiary,
      store_id: request.storeId,
      notes: request.notes,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const year = new Date(row.created_at).getFullYear();
  return {
    reference: `BS-${year}-${String(row.id).padStart(6, '0')}`,
    totalAmount: request.beneficiaries * request.amountPerBeneficiary,
    storeName: store,
  };
}
