import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { FLYER_CATEGORIES, PROMOTION_TYPES, type FlyerCategoryId } from './flyers-values';

export * from './flyers-values';

const DaySchema = calendarDate().describe('local Italian day, YYYY-MM-DD');

export const FlyerCategoryIdSchema = z.enum(
  FLYER_CATEGORIES.map((category) => category.id) as [FlyerCategoryId, ...FlyerCategoryId[]],
);

export const PromotionTypeSchema = z.enum(PROMOTION_TYPES);

export const FlyerImageSchema = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type FlyerImage = z.infer<typeof FlyerImageSchema>;

/** Lists show only 'current' and 'next'; a shared link may still open a past or future flyer. */
export const FlyerStatusSchema = z.enum(['past', 'current', 'next', 'future']);
export type FlyerStatus = z.infer<typeof FlyerStatusSchema>;

export const FlyerIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/, 'Identificativo del volantino non valido');

/** One flyer as the lists show it. */
export const FlyerSummarySchema = z.object({
  id: FlyerIdSchema.describe("the line and its first day, e.g. 'volantino-iper-2026-11-19'"),
  /** The flyer line ('volantino-iper', 'speciale-casa', …): the same line week after week. */
  line: z.string(),
  title: z.string(),
  subtitle: z.string(),
  validFrom: DaySchema,
  validTo: DaySchema.describe('inclusive: validFrom + FLYER_WEEK_DAYS - 1'),
  status: FlyerStatusSchema,
  coverImage: FlyerImageSchema,
  pdfUrl: z.string().describe('/api/flyers/{id}/pdf'),
  productCount: z.number().int().nonnegative(),
});
export type FlyerSummary = z.infer<typeof FlyerSummarySchema>;

/** GET /api/flyers?storeId=00101 */
export const FlyersQuerySchema = z.object({
  storeId: z.string().regex(/^\d{5}$/, 'Identificativo del punto vendita non valido (5 cifre)'),
});
export type FlyersQuery = z.infer<typeof FlyersQuerySchema>;

/** The current and the next flyer of each line the store takes part in, current ones first. */
export const FlyerListResponseSchema = z.object({
  store: z.object({ id: z.string(), name: z.string() }),
  flyers: z.array(FlyerSummarySchema),
});
export type FlyerListResponse = z.infer<typeof FlyerListResponseSchema>;

export const FlyerParamsSchema = z.object({ flyerId: FlyerIdSchema });

/** A product card of the flyer view. Prices are euro cents. */
export const FlyerProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  quantity: z.string().describe("'500 g', '1 l', '6 x 1,5 l'"),
  priceCents: z.number().int().positive(),
  previousPriceCents: z.number().int().positive().nullable(),
  discountPercent: z.number().int().min(1).max(99).nullable(),
  promotionType: PromotionTypeSchema,
  promotionLabel: z.string(),
  categoryId: FlyerCategoryIdSchema,
  image: FlyerImageSchema,
  /** Within the flyer's week; some offers (sottocosto) last fewer days. */
  validFrom: DaySchema,
  validTo: DaySchema,
});
export type FlyerProduct = z.infer<typeof FlyerProductSchema>;

export const FlyerFacetsSchema = z.object({
  categories: z.array(
    z.object({ id: FlyerCategoryIdSchema, name: z.string(), count: z.number().int() }),
  ),
  brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
  promotionTypes: z.array(
    z.object({ id: PromotionTypeSchema, label: z.string(), count: z.number().int() }),
  ),
  price: z.object({ min: z.number().int(), max: z.number().int() }).describe('euro cents'),
});
export type FlyerFacets = z.infer<typeof FlyerFacetsSchema>;

/** GET /api/flyers/:flyerId — every product at once: the view filters and pages locally. */
export const FlyerDetailResponseSchema = z.object({
  flyer: FlyerSummarySchema,
  products: z.array(FlyerProductSchema),
  facets: FlyerFacetsSchema,
});
export type FlyerDetailResponse = z.infer<typeof FlyerDetailResponseSchema>;
