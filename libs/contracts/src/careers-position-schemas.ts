import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { DEFAULT_POSITION_SORT, POSITION_KINDS, POSITION_SORTS } from './careers-positions';

// --- Positions --------------------------------------------------------------------------------

export const PositionKindSchema = z.enum(POSITION_KINDS);
export type PositionKind = z.infer<typeof PositionKindSchema>;

export const PositionSortSchema = z.enum(POSITION_SORTS);
export type PositionSort = z.infer<typeof PositionSortSchema>;

/** A position's slug: lowercase words joined by hyphens. */
export const PositionSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(120);
const IsoDateSchema = calendarDate();

export const JobPositionSummarySchema = z.object({
  slug: PositionSlugSchema,
  kind: PositionKindSchema,
  title: z.string(),
  /** The town where the work is done. */
  place: z.string(),
  /** The store of a store position; null for head-office positions. */
  store: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The business function (Gastronomia, Logistica, Marketing...). */
  function: z.string(),
  contract: z.string(),
  /** Publication date, YYYY-MM-DD. */
  publishedAt: IsoDateSchema,
  summary: z.string(),
});
export type JobPositionSummary = z.infer<typeof JobPositionSummarySchema>;

export const JobPositionSchema = JobPositionSummarySchema.extend({
  /** Paragraphs of the description. */
  description: z.array(z.string()),
  requirements: z.array(z.string()),
  offer: z.array(z.string()),
  /** Open positions take applications; a closed one is shown for reference only. */
  open: z.boolean(),
  closesAt: IsoDateSchema.nullable(),
});
export type JobPosition = z.infer<typeof JobPositionSchema>;

const optionalQueryText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : undefined));

export const JobPositionsQuerySchema = z.object({
  kind: PositionKindSchema,
  /** Free text, PostgreSQL full-text search in Italian over title, function, place and text. */
  q: optionalQueryText,
  place: optionalQueryText,
  function: optionalQueryText,
  sort: PositionSortSchema.default(DEFAULT_POSITION_SORT),
});
export type JobPositionsQuery = z.input<typeof JobPositionsQuerySchema>;

export const JobPositionsResponseSchema = z.object({
  positions: z.array(JobPositionSummarySchema),
  total: z.number().int(),
  /** Every place and function of the kind's open positions, for the filters. */
  places: z.array(z.string()),
  functions: z.array(z.string()),
});
export type JobPositionsResponse = z.infer<typeof JobPositionsResponseSchema>;

export const JobPositionParamsSchema = z.object({ slug: PositionSlugSchema });

export const JobPositionDetailResponseSchema = z.object({
  position: JobPositionSchema,
  similar: z.array(JobPositionSummarySchema),
});
export type JobPositionDetailResponse = z.infer<typeof JobPositionDetailResponseSchema>;
