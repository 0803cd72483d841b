import { sql, type Kysely } from 'kysely';

// Store locator: pet-food shops and drive points as kinds of store, special openings, fuel prices,
// services by category and the restaurants of the stores. Runs on PostgreSQL 15 and PGlite alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stores drop constraint if exists stores_kind_check`.execute(db);
  await sql`alter table stores add constraint stores_kind_check check (kind in ('hypermarket', 'supermarket', 'petfood', 'drive'))`.execute(
    db,
  );
  await db.schema
    .alterTable('stores')
    .addColumn('special_openings', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('parent_store_id', 'text', (col) => col.references('stores.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('stores_kind_idx').on('stores').column('kind').execute();

  await db.schema
    .createTable('fuel_prices')
    .addColumn('store_code', 'integer', (col) =>
      col.primaryKey().check(sql`store_code between 0 and 99999`),
    )
    .addColumn('benzina', 'text')
    .addColumn('diesel', 'text')
    .addColumn('gpl', 'text')
    .addColumn('hvo', 'text')
    .addColumn('metano', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('service_categories')
    .addColumn('uuid', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category_id', 'uuid', (col) => col.notNull().references('service_categories.uuid'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('external_link', 'text')
    .addColumn('pdf_filename', 'text')
    .addColumn('no_details', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('store_services')
    .addColumn('store_id', 'text', (col) =>
      col.notNull().references('stores.id').onDelete('cascade'),
    )
    .addColumn('service_id', 'text', (col) =>
      col.notNull().references('services.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('store_services_pk', ['store_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('restaurants')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) =>
      col.notNull().references('stores.id').onDelete('cascade'),
    )
    .addColumn('brand', 'text', (col) =>
      col
        .notNull()
        .check(sql`brand in ('cremamore', 'foodtruck', 'portello-caffe', 'risto', 'romantica')`),
    )
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('opening_hours', 'jsonb', (col) => col.notNull())
    .addColumn('menu', 'jsonb', (col) => col.notNull())
    .addUniqueConstraint('restaurants_store_slug_unique', ['store_id', 'slug'])
    .execute();
  await db.schema.createIndex('restaurants_brand_idx').on('restaurants').column('brand').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('restaurants').execute();
  await db.schema.dropTable('store_services').execute();
  await db.schema.dropTable('services').execute();
  await db.schema.dropTable('service_categories').execute();
  await db.schema.dropTable('fuel_prices').execute();
  await db.schema.dropIndex('stores_kind_idx').execute();
  await db.schema.alterTable('stores').dropColumn('parent_store_id').execute();
  await db.schema.alterTable('stores').dropColumn('special_openings').execute();
  await sql`alter table stores drop constraint if exists stores_kind_check`.execute(db);
  await sql`alter table stores add constraint stores_kind_check check (kind in ('hypermarket', 'supermarket'))`.execute(
    db,
  );
}
