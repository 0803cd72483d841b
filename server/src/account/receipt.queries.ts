import type { ReceiptDetail, ReceiptSummary } from '@iper/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The receipt queries: the customer's receipts, one receipt's lines, its favourite mark.

type Db = Kysely<Database> | Transaction<Database>;

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

export async function listReceipts(db: Db, userId: string): Promise<ReceiptSummary[]> {
  const rows = await db
    .selectFrom('receipts as r')
    .select([
      'r.id',
      'r.number',
      'r.store_name',
      'r.issued_at',
      'r.total',
      'r.is_favourite',
      (eb) =>
        eb
          .selectFrom('receipt_lines as l')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('l.receipt_id', '=', 'r.id')
          .as('items_count'),
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.issued_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    storeName: row.store_name,
    issuedAt: new Date(row.issued_at).toISOString(),
    total: money(row.total),
    isFavourite: row.is_favourite,
    itemsCount: Number(row.items_count ?? 0),
  }));
}

export async function findReceipt(
  db: Db,
  userId: string,
  id: string,
): Promise<ReceiptDetail | undefined> {
  const receipt = await db
    .selectFrom('receipts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!receipt) return undefined;
  const lines = await db
    .selectFrom('receipt_lines')
    .selectAll()
    .where('receipt_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    id: receipt.id,
    number: receipt.number,
    storeId: receipt.store_id,
    storeName: receipt.store_name,
    issuedAt: new Date(receipt.issued_at).toISOString(),
    subtotal: money(receipt.subtotal),
    discount: money(receipt.discount),
    total: money(receipt.total),
    pointsEarned: receipt.points_earned,
    paymentMethod: receipt.payment_method,
    isFavourite: receipt.is_favourite,
    itemsCount: lines.length,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unitPrice: money(line.unit_price),
      amount: money(line.amount),
    })),
  };
}

export async function setReceiptFavourite(
  db: Db,
  userId: string,
  id: string,
  favourite: boolean,
): Promise<boolean> {
  const updated = await db
    .updateTable('receipts')
    .set({ is_favourite: favourite })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
