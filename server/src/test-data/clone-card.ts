import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_CARDS } from '../account/account.seed';
import { cardNumberLike, crmId } from './clone-customer';

export interface ClonedCard {
  /** 12 digits, the same first four as the demo card's. */
  number: string;
  /** The holder's surname: with the number, what the registration's card check asks. */
  surname: string;
}

/** The demo cards the seed leaves to no account: found, blocked, an old Più card. */
const FREE_DEMO_CARDS: string[] = [DEMO_CARDS.found, DEMO_CARDS.blocked, DEMO_CARDS.oldPiu].map(
  (card) => card.number,
);

/**
 * A new loyalty card in the situation of a demo card that the seed leaves to no account (README,
 * "cards for the registration's card check": found, blocked, an old Più card): the same kind,
 * status, holder and points, under a new number and CRM record, held by no account even if a
 * journey tied the demo card itself. A registration journey that ties the found card to a new
 * account starts from such a copy, so it passes again against the same site.
 */
export async function cloneDemoCard(
  db: Kysely<Database>,
  number: string,
): Promise<ClonedCard | undefined> {
  const card = await db
    .selectFrom('advantage_cards')
    .selectAll()
    .where('number', '=', number)
    .where('number', 'in', FREE_DEMO_CARDS)
    .executeTakeFirst();
  if (!card) return undefined;
  const copy = cardNumberLike(card.number);
  await db
    .insertInto('advantage_cards')
    // Its own CRM record: the registration ties a card to the account by it.
    .values({
      ...card,
      number: copy,
      salesforce_id: crmId(),
      user_id: null,
      created_at: new Date(),
    })
    .execute();
  return { number: copy, surname: card.holder_last_name };
}
