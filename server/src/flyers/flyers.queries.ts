import {
  FLYER_CATEGORIES,
  PROMOTION_TYPES,
  PROMOTION_TYPE_LABELS,
  promotionLabel,
  type FlyerCategoryId,
  type FlyerFacets,
  type FlyerProduct,
  type FlyerStatus,
  type FlyerSummary,
} from '@iper/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { addDays } from './flyer-dates';
import { coverImage, productImage } from './flyer-images';
import { renderFlyerPdf } from './flyer-pdf';
import type { FlyerProductsTable } from './flyers.tables';

type Db = Kysely<Database>;

interface FlyerRow {
  id: string;
  line_id: string;
  edition: number;
  valid_from: string;
  valid_to: string;
  title: string;
  subtitle: string;
  cover_image: string;
  product_count: number;
}

export function pdfUrl(flyerId: string): string {
  return `/api/flyers/${flyerId}/pdf`;
}

function statusOf(row: FlyerRow, today: string, isFirstUpcoming: boolean): FlyerStatus {
  if (row.valid_to < today) return 'past';
  if (row.valid_from <= today) return 'current';
  return isFirstUpcoming ? 'next' : 'future';
}

function summaryOf(row: FlyerRow, status: FlyerStatus): FlyerSummary {
  return {
    id: row.id,
    line: row.line_id,
    title: row.title,
    subtitle: row.subtitle,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    status,
    coverImage: coverImage(row.cover_image),
    pdfUrl: pdfUrl(row.id),
    productCount: Number(row.product_count),
  };
}

function flyersWithLine(db: Db) {
  return db
    .selectFrom('flyers as f')
    .innerJoin('flyer_lines as l', 'l.id', 'f.line_id')
    .select((eb) => [
      'f.id',
      'f.line_id',
      'f.edition',
      'f.valid_from',
      'f.valid_to',
      'l.title',
      'l.subtitle',
      'l.cover_image',
      'l.position',
      eb
        .selectFrom('flyer_products as p')
        .whereRef('p.line_id', '=', 'f.line_id')
        .whereRef('p.edition', '=', 'f.edition')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('product_count'),
    ]);
}

/** The store (a pet-food shop or drive point takes its hypermarket's flyers), or undefined. */
export async function findStore(
  db: Db,
  storeId: string,
): Promise<{ id: string; name: string; flyerStoreId: string } | undefined> {
  const store = await db
    .selectFrom('stores')
    .select(['id', 'name', 'parent_store_id'])
    .where('id', '=', storeId)
    .executeTakeFirst();
  return (
    store && { id: store.id, name: store.name, flyerStoreId: store.parent_store_id ?? store.id }
  );
}

/** The current and the next flyer of every line the store takes part in: current ones first. */
export async function listStoreFlyers(
  db: Db,
  flyerStoreId: string,
  today: string,
): Promise<FlyerSummary[]> {
  const rows = (await flyersWithLine(db)
    .innerJoin('flyer_line_stores as s', 's.line_id', 'f.line_id')
    .where('s.store_id', '=', flyerStoreId)
    .where('f.valid_to', '>=', today)
    .where('f.valid_from', '<=', addDays(today, 14))
    .orderBy('l.position')
    .orderBy('f.valid_from')
    .execute()) as (FlyerRow & { position: number })[];
  const summaries: FlyerSummary[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const taken = seen.get(row.line_id) ?? 0;
    const hasCurrent = summaries.some((s) => s.line === row.line_id && s.status === 'current');
    if (taken >= 2 || (taken === 1 && !hasCurrent)) continue;
    seen.set(row.line_id, taken + 1);
    summaries.push(summaryOf(row, statusOf(row, today, true)));
  }
  return summaries.sort((a, b) => (a.status === b.status ? 0 : a.status === 'current' ? -1 : 1));
}

export async function findFlyer(
  db: Db,
  flyerId: string,
  today: string,
): Promise<FlyerSummary | undefined> {
  const row = (await flyersWithLine(db).where('f.id', '=', flyerId).executeTakeFirst()) as
    FlyerRow | undefined;
  if (!row) return undefined;
  let firstUpcoming = false;
  if (row.valid_from > today) {
    const earlier = await db
      .selectFrom('flyers')
      .select('id')
      .where('line_id', '=', row.line_id)
      .where('valid_from', '>', today)
      .where('valid_from', '<', row.valid_from)
      .executeTakeFirst();
    firstUpcoming = !earlier;
  }
  return summaryOf(row, statusOf(row, today, firstUpcoming));
}

/** A stored product as the flyer of the week starting on `validFrom` shows it. */
export function flyerProductOf(
  row: Selectable<FlyerProductsTable>,
  validFrom: string,
): FlyerProduct {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    quantity: row.quantity,
    priceCents: row.price_cents,
    previousPriceCents: row.previous_price_cents,
    discountPercent: row.discount_percent,
    promotionType: row.promotion_type,
    promotionLabel: promotionLabel(row.promotion_type, row.discount_percent),
    categoryId: row.category_id as FlyerCategoryId,
    image: productImage(row.image),
    validFrom: addDays(validFrom, row.first_day_offset),
    validTo: addDays(validFrom, row.first_day_offset + row.days - 1),
  };
}

export async function flyerProducts(
  db: Db,
  lineId: string,
  edition: number,
  validFrom: string,
): Promise<FlyerProduct[]> {
  const rows = await db
    .selectFrom('flyer_products')
    .selectAll()
    .where('line_id', '=', lineId)
    .where('edition', '=', edition)
    .orderBy('position')
    .execute();
  return rows.map((row) => flyerProductOf(row, validFrom));
}

/** What the filters offer, with how many products each choice keeps. */
export function flyerFacets(products: FlyerProduct[]): FlyerFacets {
  const count = <K>(keys: K[]) =>
    keys.reduce((map, key) => map.set(key, (map.get(key) ?? 0) + 1), new Map<K, number>());
  const categories = count(products.map((p) => p.categoryId));
  const brands = count(products.map((p) => p.brand));
  const promotions = count(products.map((p) => p.promotionType));
  const prices = products.map((p) => p.priceCents);
  return {
    categories: FLYER_CATEGORIES.filter((c) => categories.has(c.id)).map((c) => ({
      id: c.id,
      name: c.name,
      count: categories.get(c.id)!,
    })),
    brands: [...brands]
      .map(([name, n]) => ({ name, count: n }))
      .sort((a, b) => a.name.localeCompare(b.name, 'it')),
    promotionTypes: PROMOTION_TYPES.filter((t) => promotions.has(t)).map((t) => ({
      id: t,
      label: PROMOTION_TYPE_LABELS[t],
      count: promotions.get(t)!,
    })),
    price: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
    },
  };
}

async function storeLineOf(db: Db, lineId: string): Promise<string> {
  const stores = await db
    .selectFrom('flyer_line_stores as s')
    .innerJoin('stores as st', 'st.id', 's.store_id')
    .select('st.name')
    .where('s.line_id', '=', lineId)
    .orderBy('st.name')
    .execute();
  if (stores.length > 12)
    return `Valido in ${stores.length} punti vendita Iper aderenti all'iniziativa.`;
  return `Valido nei punti vendita: ${stores.map((s) => s.name).join(', ')}.`;
}

const rendering = new Map<
  string,
  Promise<{ content: Uint8Array; pageCount: number } | undefined>
>();

/** The flyer's PDF, generated and kept the first time it is needed (start-up or request). */
export function flyerPdf(
  db: Db,
  flyerId: string,
): Promise<{ content: Uint8Array; pageCount: number } | undefined> {
  // Concurrent first requests share one rendering.
  let pending = rendering.get(flyerId);
  if (!pending) {
    pending = storedOrRenderedPdf(db, flyerId).finally(() => rendering.delete(flyerId));
    rendering.set(flyerId, pending);
  }
  return pending;
}

async function storedOrRenderedPdf(
  db: Db,
  flyerId: string,
): Promise<{ content: Uint8Array; pageCount: number } | undefined> {
  const stored = await db
    .selectFrom('flyer_pdfs')
    .select(['content', 'page_count'])
    .where('flyer_id', '=', flyerId)
    .executeTakeFirst();
  if (stored) return { content: stored.content, pageCount: stored.page_count };
  const flyer = await flyersWithLine(db).where('f.id', '=', flyerId).executeTakeFirst();
  if (!flyer) return undefined;
  const rendered = await renderFlyerPdf({
    title: flyer.title,
    subtitle: flyer.subtitle,
    validFrom: flyer.valid_from,
    validTo: flyer.valid_to,
    storeLine: await storeLineOf(db, flyer.line_id),
    products: await flyerProducts(db, flyer.line_id, flyer.edition, flyer.valid_from),
  });
  await db
    .insertInto('flyer_pdfs')
    .values({ flyer_id: flyerId, content: rendered.content, page_count: rendered.pageCount })
    .onConflict((oc) => oc.column('flyer_id').doNothing())
    .execute();
  return rendered;
}
