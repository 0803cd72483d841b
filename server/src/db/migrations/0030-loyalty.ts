import { sql, type Kysely } from 'kysely';

// Loyalty: the cards' bonus salvadanaio and upgrade history, coupons (who may see them, where,
// and who saved them), gift cards and the municipalities' shopping-voucher requests.
// Frozen once shipped; runs on PostgreSQL 15 and PGlite alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per card; follows the card when an upgrade gives it a new number.
  await db.schema
    .createTable('advantage_card_vaults')
    .addColumn('card_number', 'char(12)', (col) =>
      col.primaryKey().references('advantage_cards.number').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('balance', 'numeric(10, 2)', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('advantage_card_upgrades')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('previous_number', 'char(12)', (col) => col.notNull().unique())
    .addColumn('new_number', 'char(12)', (col) => col.notNull())
    .addColumn('case_id', 'text', (col) => col.notNull().check(sql`case_id in ('2', '5', '6')`))
    .addColumn('upgraded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`id ~ '^[a-z0-9-]{1,40}$'`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('discount_label', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('valid_from', 'date', (col) => col.notNull())
    .addColumn('expires_on', 'date', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('coupons_validity_check', sql`expires_on >= valid_from`)
    .execute();
  await db.schema
    .createIndex('coupons_expires_on_idx')
    .on('coupons')
    .column('expires_on')
    .execute();

  // A coupon with no rows here is accepted in every store.
  await db.schema
    .createTable('coupon_stores')
    .addColumn('coupon_id', 'text', (col) =>
      col.notNull().references('coupons.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'text', (col) =>
      col.notNull().references('stores.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('coupon_stores_pk', ['coupon_id', 'store_id'])
    .execute();

  // A coupon with rows here is "chosen for" those customers only.
  await db.schema
    .createTable('coupon_targets')
    .addColumn('coupon_id', 'text', (col) =>
      col.notNull().references('coupons.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('coupon_targets_pk', ['coupon_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('coupon_targets_user_idx')
    .on('coupon_targets')
    .column('user_id')
    .execute();

  // The customer's wallet row is what a save locks, so the ten-coupon limit holds under parallel saves.
  await db.schema
    .createTable('coupon_wallets')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('saved_coupons')
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('coupon_wallets.user_id').onDelete('cascade'),
    )
    .addColumn('coupon_id', 'text', (col) =>
      col.notNull().references('coupons.id').onDelete('cascade'),
    )
    .addColumn('saved_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_coupons_pk', ['user_id', 'coupon_id'])
    .execute();

  await db.schema
    .createTable('gift_cards')
    // 19 digits (after the (21) prefix) for a new card, 12 for an old one.
    .addColumn('number', 'text', (col) =>
      col.primaryKey().check(sql`number ~ '^([0-9]{19}|[0-9]{12})$'`),
    )
    .addColumn('initial_amount', 'numeric(10, 2)', (col) =>
      col.notNull().check(sql`initial_amount in (25, 50, 100, 150)`),
    )
    .addColumn('residual_amount', 'numeric(10, 2)', (col) => col.notNull())
    .addColumn('purchased_on', 'date', (col) => col.notNull())
    .addColumn('store_id', 'text', (col) => col.references('stores.id').onDelete('set null'))
    .addCheckConstraint(
      'gift_cards_residual_check',
      sql`residual_amount >= 0 and residual_amount <= initial_amount`,
    )
    .execute();

  await db.schema
    .createTable('voucher_requests')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('municipality', 'text', (col) => col.notNull())
    .addColumn('province', 'char(2)', (col) => col.notNull())
    .addColumn('entity_tax_code', 'char(11)', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('beneficiaries', 'integer', (col) => col.notNull().check(sql`beneficiaries > 0`))
    .addColumn('amount_per_beneficiary', 'integer', (col) =>
      col.notNull().check(sql`amount_per_beneficiary > 0`),
    )
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voucher_requests').execute();
  await db.schema.dropTable('gift_cards').execute();
  await db.schema.dropTable('saved_coupons').execute();
  await db.schema.dropTable('coupon_wallets').execute();
  await db.schema.dropTable('coupon_targets').execute();
  await db.schema.dropTable('coupon_stores').execute();
  await db.schema.dropTable('coupons').execute();
  await db.schema.dropTable('advantage_card_upgrades').execute();
  await db.schema.dropTable('advantage_card_vaults').execute();
}
