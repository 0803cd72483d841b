import {
  CARD_TARGET_AMOUNT,
  DIGITAL_CARD_PREFIX,
  OLD_PIU_CARD_COLORS,
  type CardType,
  type LoyaltyCard,
  type UpgradeResponse,
} from '@iper/contracts';
import type { Kysely, Transaction } from 'kysely';
import { randomInt } from 'node:crypto';
import type { Database } from '../db/schema';
import { upgradeCaseOf, upgradeRefusal } from './upgrade-rules';

// The loyalty card queries: the customer's own card, its points and its upgrade to Più.

type Db = Kysely<Database> | Transaction<Database>;

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
