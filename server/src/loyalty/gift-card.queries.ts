import {
  GIFT_CARD_VALIDITY_MONTHS,
  formatGiftCardNumber,
  type GiftCardBalance,
  type GiftCardNumber,
} from '@iper/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { addMonths } from './loyalty-dates';

// The gift card queries: a card's balance and validity.

type Db = Kysely<Database> | Transaction<Database>;

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
