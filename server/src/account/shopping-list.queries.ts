import type { ShoppingListItem } from '@iper/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ShoppingListItemsTable } from './account.tables';
import { isoDay } from './iso-day';

// The shopping list queries: the signed-in customer's list and its items.

type Db = Kysely<Database> | Transaction<Database>;

function toItem(row: Selectable<ShoppingListItemsTable>): ShoppingListItem {
  return {
    id: row.id,
    label: row.label,
    checked: row.checked,
    promotionEndsOn: isoDay(row.promotion_ends_on as string | Date | null),
  };
}

export async function listShoppingItems(db: Db, userId: string): Promise<ShoppingListItem[]> {
  const rows = await db
    .selectFrom('shopping_list_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toItem);
}

export async function countShoppingItems(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('shopping_list_items')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function addShoppingItem(
  db: Db,
  userId: string,
  item: { label: string; promotionEndsOn: string | null; checked?: boolean },
  requestKey: string | null = null,
): Promise<ShoppingListItem> {
  const row = await db
    .insertInto('shopping_list_items')
    .values({
      id: randomUUID(),
      user_id: userId,
      label: item.label,
      checked: item.checked ?? false,
      promotion_ends_on: item.promotionEndsOn,
      request_key: requestKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toItem(row);
}

/** The item an earlier addition with this `Idempotency-Key` made, if any (migration 0025). */
export async function findShoppingItemByRequestKey(
  db: Db,
  userId: string,
  requestKey: string,
): Promise<ShoppingListItem | undefined> {
  const row = await db
    .selectFrom('shopping_list_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row && toItem(row);
}

export async function setShoppingItemChecked(
  db: Db,
  userId: string,
  id: string,
  checked: boolean,
): Promise<ShoppingListItem | undefined> {
  const row = await db
    .updateTable('shopping_list_items')
    .set({ checked })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toItem(row);
}

export async function deleteShoppingItem(db: Db, userId: string, id: string): Promise<boolean> {
  // Row counts are not reported the same way by every driver: ask for the deleted row instead.
  const deleted = await db
    .deleteFrom('shopping_list_items')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function clearShoppingList(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('shopping_list_items').where('user_id', '=', userId).execute();
}
