import type { PromotionType } from '@iper/contracts';
import type { ColumnType, Generated } from 'kysely';

export interface FlyersTables {
  flyer_lines: FlyerLinesTable;
  flyer_line_stores: FlyerLineStoresTable;
  flyer_products: FlyerProductsTable;
  flyers: FlyersTable;
  flyer_pdfs: FlyerPdfsTable;
}

/** A kind of flyer that comes out week after week ('Volantino Iper', 'Speciale Casa'). */
export interface FlyerLinesTable {
  id: string;
  title: string;
  subtitle: string;
  /** File name of the cover illustration under the flyer images. */
  cover_image: string;
  /** How many product editions the line rotates through. */
  edition_count: number;
  position: Generated<number>;
}

export interface FlyerLineStoresTable {
  line_id: string;
  store_id: string;
}

/** A product of one edition of a line; its days are offsets from the flyer's first day. */
export interface FlyerProductsTable {
  id: string;
  line_id: string;
  edition: number;
  position: number;
  name: string;
  brand: string;
  quantity: string;
  price_cents: number;
  previous_price_cents: number | null;
  discount_percent: number | null;
  promotion_type: PromotionType;
  category_id: string;
  image: string;
  first_day_offset: Generated<number>;
  days: number;
}

/** One week of a line: which edition it shows, from which day to which day (inclusive). */
export interface FlyersTable {
  id: string;
  line_id: string;
  edition: number;
  valid_from: string;
  valid_to: string;
}

export interface FlyerPdfsTable {
  flyer_id: string;
  content: Uint8Array;
  page_count: number;
  created_at: ColumnType<Date, string | undefined, string>;
}
