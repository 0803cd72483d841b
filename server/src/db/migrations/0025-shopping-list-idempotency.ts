import type { Kysely } from 'kysely';

// Issue 33: adding to the shopping list is idempotent. A client may send an `Idempotency-Key`
// with the addition (a retry after a dropped connection, a change sent again when the network is
// back); the same key of the same customer gives back the item it made, never a second one.
// Frozen once shipped; runs on PostgreSQL 15 and PGlite alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shopping_list_items').addColumn('request_key', 'text').execute();
  // NULLs are distinct: items added without a key are not constrained.
  await db.schema
    .createIndex('shopping_list_items_request_key_idx')
    .on('shopping_list_items')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shopping_list_items_request_key_idx').execute();
  await db.schema.alterTable('shopping_list_items').dropColumn('request_key').execute();
}
