import type { CardData } from '@iper/contracts';
import { CARD_TARGET_AMOUNT } from '@iper/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AdvantageCardsTable } from './account.tables';

// The advantage card queries of the account area: the customer's card as the account shows it.

type Db = Kysely<Database> | Transaction<Database>;

export function toCardData(card: Selectable<AdvantageCardsTable>): CardData {
  return {
    type: card.type,
    number: card.number,
    currentAmount: card.current_amount,
    targetAmount: CARD_TARGET_AMOUNT,
    isOld: card.is_old,
    canUpgrade: card.type === 'base' && card.can_upgrade,
    color: card.color,
  };
}

export async function findCardOfUser(db: Db, userId: string): Promise<CardData | undefined> {
  const card = await db
    .selectFrom('advantage_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return card && toCardData(card);
}
