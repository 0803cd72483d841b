import { sql, type Kysely } from 'kysely';

// Frozen once shipped. Runs on PostgreSQL 15 and PGlite (PostgreSQL 18) alike.
// Days are 'YYYY-MM-DD' text (Italian calendar days): no driver turns them into shifted Dates.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flyer_lines')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull())
    .addColumn('cover_image', 'text', (col) => col.notNull())
    .addColumn('edition_count', 'integer', (col) => col.notNull().check(sql`edition_count > 0`))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('flyer_line_stores')
    .addColumn('line_id', 'text', (col) =>
      col.notNull().references('flyer_lines.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'text', (col) =>
      col.notNull().references('stores.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('flyer_line_stores_pk', ['line_id', 'store_id'])
    .execute();
  await db.schema
    .createIndex('flyer_line_stores_store_idx')
    .on('flyer_line_stores')
    .column('store_id')
    .execute();

  // A line's products come in editions that rotate week after week: a flyer points at its edition
  // instead of copying hundreds of rows every week.
  await db.schema
    .createTable('flyer_products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('line_id', 'text', (col) =>
      col.notNull().references('flyer_lines.id').onDelete('cascade'),
    )
    .addColumn('edition', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('quantity', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('previous_price_cents', 'integer')
    .addColumn('discount_percent', 'integer', (col) =>
      col.check(sql`discount_percent between 1 and 99`),
    )
    .addColumn('promotion_type', 'text', (col) =>
      col
        .notNull()
        .check(sql`promotion_type in ('sconto', 'sottocosto', 'uno-piu-uno', 'carta-vantaggi')`),
    )
    .addColumn('category_id', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('first_day_offset', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('days', 'integer', (col) => col.notNull().check(sql`days between 1 and 7`))
    .execute();
  await db.schema
    .createIndex('flyer_products_edition_idx')
    .on('flyer_products')
    .columns(['line_id', 'edition', 'position'])
    .execute();

  await db.schema
    .createTable('flyers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('line_id', 'text', (col) =>
      col.notNull().references('flyer_lines.id').onDelete('cascade'),
    )
    .addColumn('edition', 'integer', (col) => col.notNull())
    .addColumn('valid_from', 'text', (col) =>
      col.notNull().check(sql`valid_from ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    )
    .addColumn('valid_to', 'text', (col) =>
      col.notNull().check(sql`valid_to ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    )
    .addUniqueConstraint('flyers_line_week_unique', ['line_id', 'valid_from'])
    .execute();
  await db.schema
    .createIndex('flyers_valid_to_idx')
    .on('flyers')
    .columns(['valid_to', 'line_id'])
    .execute();

  // The printable flyer, generated from the product data (at seed time for the current and next
  // weeks, on first request for the others) and kept, so it survives restarts on either driver.
  await db.schema
    .createTable('flyer_pdfs')
    .addColumn('flyer_id', 'text', (col) =>
      col.primaryKey().references('flyers.id').onDelete('cascade'),
    )
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('page_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'flyer_pdfs',
    'flyers',
    'flyer_products',
    'flyer_line_stores',
    'flyer_lines',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
