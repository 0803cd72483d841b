import { FLYER_CATEGORIES, type FlyerCategoryId, type PromotionType } from '@iper/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, flyerWeekEnd, flyerWeekStart, romeToday, weekNumber } from './flyer-dates';
import { CATALOGUE } from './flyers.catalog';
import { flyerPdf } from './flyers.queries';
import type { FlyerProductsTable } from './flyers.tables';

/** Weeks of flyers kept ahead of today: every start of the server extends them (the seed is idempotent). */
export const FLYER_WEEKS_BEHIND = 4;
export const FLYER_WEEKS_AHEAD = 104;

interface SeedLine {
  id: string;
  /** Prefix of the line's product ids ('vi0-001'): short, as 300 of them travel in every flyer payload. */
  code: string;
  title: string;
  subtitle: string;
  cover: string;
  editions: number;
  productsPerEdition: number;
  categories: FlyerCategoryId[];
  /** Which stores take part, by province; undefined: every hypermarket and supermarket. */
  provinces?: string[];
}

export const FLYER_LINES: SeedLine[] = [
  {
    id: 'volantino-iper',
    code: 'vi',
    title: 'Volantino Iper',
    subtitle: 'Le offerte della settimana: spesa, casa e cura della persona',
    cover: 'cover-volantino-iper.svg',
    editions: 4,
    productsPerEdition: 312,
    categories: FLYER_CATEGORIES.map((category) => category.id),
  },
  {
    id: 'speciale-casa',
    code: 'sc',
    title: 'Speciale Casa',
    subtitle: 'Pulizia, cura della persona e amici animali: le offerte dei negozi lombardi',
    cover: 'cover-speciale-casa.svg',
    editions: 2,
    productsPerEdition: 60,
    categories: ['casa-e-pulizia', 'cura-della-persona', 'animali'],
    provinces: ['MI', 'MB', 'CO', 'VA', 'BG', 'BS', 'CR', 'MN', 'PV'],
  },
];

/** mulberry32: a small seeded generator, so every database gets the same catalogue. */
function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shop price: whole cents ending in 9 (1,19 €, 2,49 €). */
function shopPrice(cents: number): number {
  return Math.max(19, Math.round((cents + 1) / 10) * 10 - 1);
}

/** The products of one edition of a line: a deterministic draw from the catalogue, in category order. */
export function editionProducts(line: SeedLine, edition: number): Insertable<FlyerProductsTable>[] {
  const random = seededRandom(`${line.id}#${edition}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pool = line.categories.flatMap((categoryId) =>
    CATALOGUE[categoryId].flatMap((item) =>
      item.brands.flatMap((brand) =>
        item.sizes.map(([quantity, priceCents]) => ({
          categoryId,
          item,
          brand,
          quantity,
          priceCents,
        })),
      ),
    ),
  );
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const order = new Map<string, number>(line.categories.map((id, index) => [id, index]));
  const chosen = pool
    .slice(0, line.productsPerEdition)
    .sort((a, b) => order.get(a.categoryId)! - order.get(b.categoryId)!);
  return chosen.map(({ categoryId, item, brand, quantity, priceCents }, position) => {
    const shelf = shopPrice(priceCents * (0.92 + random() * 0.16));
    const roll = random();
    const promotionType: PromotionType =
      roll < 0.58
        ? 'sconto'
        : roll < 0.8
          ? 'carta-vantaggi'
          : roll < 0.9
            ? 'uno-piu-uno'
            : 'sottocosto';
    let price = shelf;
    let previous: number | null = null;
    if (promotionType !== 'uno-piu-uno') {
      const off =
        promotionType === 'sottocosto'
          ? 40 + Math.floor(random() * 16)
          : pick([15, 20, 20, 25, 30, 30, 35, 40, 50]);
      price = Math.min(shopPrice(shelf * (1 - off / 100)), shelf - 10);
      previous = shelf;
    }
    const discount = previous ? Math.round(((previous - price) / previous) * 100) : null;
    return {
      id: `${line.code}${edition}-${String(position + 1).padStart(3, '0')}`,
      line_id: line.id,
      edition,
      position,
      name: item.name,
      brand,
      quantity,
      price_cents: Math.max(price, 9),
      previous_price_cents: previous,
      discount_percent: discount && discount >= 1 ? Math.min(discount, 99) : null,
      promotion_type: promotionType,
      category_id: categoryId,
      image: item.image,
      // Sottocosto lasts from Thursday to Sunday; everything else the whole week.
      first_day_offset: 0,
      days: promotionType === 'sottocosto' ? 4 : 7,
    };
  });
}

async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size)
    await insert(rows.slice(start, start + size));
}

/**
 * Flyer lines, their stores, their product editions and their weeks from a few weeks back to two
 * years ahead. Idempotent: a second run adds only the
 * weeks that came into the window since.
 */
export async function seedFlyers(db: Kysely<Database>, today: string = romeToday()): Promise<void> {
  const stores = await db
    .selectFrom('stores')
    .select(['id', 'province'])
    .where('kind', 'in', ['hypermarket', 'supermarket'])
    .execute();
  const firstWeek = addDays(flyerWeekStart(today), -7 * FLYER_WEEKS_BEHIND);

  for (const [position, line] of FLYER_LINES.entries()) {
    const existing = await db
      .selectFrom('flyer_lines')
      .select('id')
      .where('id', '=', line.id)
      .executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('flyer_lines')
        .values({
          id: line.id,
          title: line.title,
          subtitle: line.subtitle,
          cover_image: line.cover,
          edition_count: line.editions,
          position,
        })
        .execute();
      const members = stores.filter(
        (store) => !line.provinces || line.provinces.includes(store.province),
      );
      if (members.length) {
        await db
          .insertInto('flyer_line_stores')
          .values(members.map((store) => ({ line_id: line.id, store_id: store.id })))
          .execute();
      }
      const products = Array.from({ length: line.editions }, (_, edition) =>
        editionProducts(line, edition),
      ).flat();
      await insertInChunks(products, 400, (chunk) =>
        db.insertInto('flyer_products').values(chunk).execute(),
      );
    }

    const weeks = Array.from({ length: FLYER_WEEKS_BEHIND + FLYER_WEEKS_AHEAD + 1 }, (_, week) =>
      addDays(firstWeek, 7 * week),
    );
    await db
      .insertInto('flyers')
      .values(
        weeks.map((validFrom) => ({
          id: `${line.id}-${validFrom}`,
          line_id: line.id,
          edition: weekNumber(validFrom) % line.editions,
          valid_from: validFrom,
          valid_to: flyerWeekEnd(validFrom),
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/**
 * Renders the PDFs of the current and next weeks that are not stored yet (about a second each on a
 * busy machine). main.ts runs it right after the server starts listening, so neither the cold
 * start nor every test's seed waits for it; a PDF asked for before it is ready is rendered then.
 */
export async function prepareFlyerPdfs(
  db: Kysely<Database>,
  today: string = romeToday(),
): Promise<number> {
  const thisWeek = flyerWeekStart(today);
  const ids = FLYER_LINES.flatMap((line) =>
    [thisWeek, addDays(thisWeek, 7)].map((validFrom) => `${line.id}-${validFrom}`),
  );
  const stored = await db
    .selectFrom('flyer_pdfs')
    .select('flyer_id')
    .where('flyer_id', 'in', ids)
    .execute();
  const missing = ids.filter((id) => !stored.some((row) => row.flyer_id === id));
  for (const id of missing) await flyerPdf(db, id);
  return missing.length;
}
