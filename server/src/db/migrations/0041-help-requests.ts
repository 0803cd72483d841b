import { sql, type Kysely } from 'kysely';

// Frozen once shipped. Runs on PostgreSQL 15 and PGlite (PostgreSQL 18) alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_requests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('theme', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('service', 'text')
    .addColumn('order_number', 'text')
    .addColumn('visit_date', 'text')
    .addColumn('visit_time', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('surname', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('business_name', 'text')
    .addColumn('vat_or_fiscal_code', 'text')
    .addColumn('card_last13', 'char(13)')
    .addColumn('phone', 'text')
    .addColumn('store_id', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('help_request_attachments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('help_request_id', 'integer', (col) =>
      col.notNull().references('help_requests.id').onDelete('cascade'),
    )
    .addColumn('field', 'text', (col) =>
      col.notNull().check(sql`field in ('receiptPhoto', 'productPhoto', 'storePhoto')`),
    )
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('help_request_attachments_field_unique', ['help_request_id', 'field'])
    .execute();
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
  await db.schema.dropTable('help_request_attachments').execute();
  await db.schema.dropTable('help_requests').execute();
}
