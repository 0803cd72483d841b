import { sql, type Kysely } from 'kysely';

// The account area: profiles, the loyalty cards registration ties to accounts (the loyalty
// module may extend `advantage_cards` in its own range), shopping lists and digital receipts.
// Frozen once shipped; runs on PostgreSQL 15 and PGlite alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_profiles')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('salesforce_id', 'text', (col) => col.unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'char(1)', (col) => col.check(sql`gender in ('m', 'f', 'u')`))
    .addColumn('birth_date', 'date')
    .addColumn('tax_code', 'char(16)')
    .addColumn('phone', 'text')
    .addColumn('dug', 'text')
    .addColumn('street', 'text')
    .addColumn('house_number', 'text')
    .addColumn('zip', 'text')
    .addColumn('city', 'text')
    .addColumn('province', 'text')
    .addColumn('country', 'text')
    .addColumn('store_id', 'text')
    .addColumn('privacy_accepted_at', 'timestamptz')
    .addColumn('marketing_consent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('profiling_consent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('third_party_consent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('digital_receipt_only', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('profiling', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('advantage_cards')
    .addColumn('number', 'char(12)', (col) => col.primaryKey().check(sql`number ~ '^[0-9]{12}$'`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('base', 'piu', 'noi')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'blocked')`))
    .addColumn('is_old', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('color', 'text')
    .addColumn('holder_first_name', 'text', (col) => col.notNull())
    .addColumn('holder_last_name', 'text', (col) => col.notNull())
    .addColumn('salesforce_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) =>
      col.unique().references('auth_users.id').onDelete('set null'),
    )
    .addColumn('current_amount', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`current_amount >= 0`),
    )
    .addColumn('can_upgrade', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('shopping_list_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('checked', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('promotion_ends_on', 'date')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('shopping_list_items_user_idx')
    .on('shopping_list_items')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('receipts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('store_id', 'text', (col) => col.notNull())
    .addColumn('store_name', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('subtotal', 'numeric(10, 2)', (col) => col.notNull())
    .addColumn('discount', 'numeric(10, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'numeric(10, 2)', (col) => col.notNull())
    .addColumn('points_earned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('is_favourite', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('receipts_user_idx')
    .on('receipts')
    .columns(['user_id', 'issued_at'])
    .execute();

  await db.schema
    .createTable('receipt_lines')
    .addColumn('receipt_id', 'text', (col) =>
      col.notNull().references('receipts.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('quantity', 'numeric(10, 3)', (col) => col.notNull())
    .addColumn('unit_price', 'numeric(10, 2)', (col) => col.notNull())
    .addColumn('amount', 'numeric(10, 2)', (col) => col.notNull())
    .addPrimaryKeyConstraint('receipt_lines_pk', ['receipt_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipt_lines').execute();
  await db.schema.dropTable('receipts').execute();
  await db.schema.dropTable('shopping_list_items').execute();
  await db.schema.dropTable('advantage_cards').execute();
  await db.schema.dropTable('account_profiles').execute();
}
