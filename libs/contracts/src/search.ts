import { z } from 'zod';

import { SEARCH_MAX_HITS_PER_PAGE, SEARCH_MAX_QUERIES } from './search-values';

export * from './search-values';

const booleanParam = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);
const intParam = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number),
  ])
  .pipe(z.number().int());

/**
 * A filter list as Algolia takes `facetFilters`, `numericFilters`, `tagFilters` and
 * `optionalFilters`: ["a:b", ["c:d", "c:e"]] — AND of entries, OR inside a nested array ('-'
 * negates). How much a request may ask is the server's budget (server/src/search/search-limits.ts).
 */
const FilterListSchema = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);

/**
 * The parameters of one query: the ones the embedded engine honours, and typed ones it accepts and
 * ignores (numericFilters, tagFilters, optionalFilters, attributesToSnippet, offset, length) so
 * that the server's budget can count them; other parameters pass through unread. Sizes (query
 * bytes, filter values, attributes, page) are the server's budget (search-limits.ts), one place.
 */
export const SearchParamsSchema = z
  .object({
    query: z.string().optional(),
    page: intParam.pipe(z.number().min(0)).optional(),
    hitsPerPage: intParam.pipe(z.number().min(0).max(SEARCH_MAX_HITS_PER_PAGE)).optional(),
    offset: intParam.pipe(z.number().min(0)).optional(),
    length: intParam.pipe(z.number().min(0).max(SEARCH_MAX_HITS_PER_PAGE)).optional(),
    filters: z.string().optional(),
    facetFilters: FilterListSchema.optional(),
    numericFilters: FilterListSchema.optional(),
    tagFilters: FilterListSchema.optional(),
    optionalFilters: FilterListSchema.optional(),
    clickAnalytics: booleanParam.optional(),
    highlightPreTag: z.string().max(64).optional(),
    highlightPostTag: z.string().max(64).optional(),
    attributesToRetrieve: z.array(z.string()).optional(),
    attributesToHighlight: z.array(z.string()).optional(),
    attributesToSnippet: z.array(z.string()).optional(),
    facets: z.array(z.string()).optional(),
  })
  .passthrough();
export type SearchParams = z.infer<typeof SearchParamsSchema>;

/** One entry of `requests`; `params` may also be the legacy URL-encoded string ('query=pasta&hitsPerPage=5'). */
export const SearchQuerySchema = z
  .object({
    indexName: z.string().min(1).max(128),
    params: z.string().max(8192).optional(),
    type: z.enum(['default', 'facet']).optional(),
  })
  .passthrough();

/** POST /1/indexes/{any}/queries */
export const MultipleQueriesBodySchema = z.object({
  requests: z.array(SearchQuerySchema).min(1).max(SEARCH_MAX_QUERIES),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

/** POST /1/indexes/{indexName}/query: the parameters at the top level, or as `params`. */
export const SingleQueryBodySchema = z
  .object({ params: z.string().max(8192).optional() })
  .passthrough();

export const HighlightResultSchema = z.object({
  value: z.string(),
  matchLevel: z.enum(['none', 'partial', 'full']),
  matchedWords: z.array(z.string()),
  fullyHighlighted: z.boolean().optional(),
});

export const SearchHitSchema = z
  .object({
    objectID: z.string(),
    _highlightResult: z.record(z.string(), HighlightResultSchema).optional(),
  })
  .passthrough();
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultSchema = z.object({
  hits: z.array(SearchHitSchema),
  nbHits: z.number().int(),
  page: z.number().int(),
  nbPages: z.number().int(),
  hitsPerPage: z.number().int(),
  exhaustiveNbHits: z.boolean(),
  exhaustive: z.object({ nbHits: z.boolean() }),
  processingTimeMS: z.number().int(),
  query: z.string(),
  params: z.string(),
  index: z.string(),
  queryID: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
  facets: z.record(z.string(), z.record(z.string(), z.number())).optional(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const MultipleQueriesResponseSchema = z.object({ results: z.array(SearchResultSchema) });

/** Algolia's error body (4xx): `{ message, status }`. */
export const SearchErrorSchema = z.object({ message: z.string(), status: z.number().int() });

/** A flyer product hit (index `<prefix>products`): a product of a current or next flyer. */
export interface ProductSearchRecord {
  objectID: string;
  name: string;
  brand: string;
  quantity: string;
  priceCents: number;
  previousPriceCents: number | null;
  promotionType: string;
  promotionLabel: string;
  categoryId: string;
  categoryName: string;
  image: { src: string; width: number; height: number };
  flyerId: string;
  flyerTitle: string;
  validFrom: string;
  validTo: string;
  /** The flyer view with this flyer: '/volantino?id=<flyerId>'. */
  url: string;
}

/** A help-centre answer (index `<prefix>faq`) or a magazine article (index `<prefix>magazine`). */
export interface ContentSearchRecord {
  objectID: string;
  title: string;
  excerpt: string;
  category: string;
  /** Site path of the page: '/serve-aiuto/…' or '/iper-mag/…'. */
  url: string;
  image?: { src: string; width: number; height: number };
}

/** What the browser needs to create its search client (part of the public config). */
export const SearchPublicConfigSchema = z.object({
  /** 'embedded': this server answers (same origin unless `host`); 'algolia': Algolia's own hosts. */
  provider: z.enum(['embedded', 'algolia']),
  appId: z.string(),
  /** A search-only key: public by design. */
  apiKey: z.string(),
  /** 'host[:port]' to send queries to; unset: same origin (embedded) or Algolia's defaults. */
  host: z.string().optional(),
  indices: z.object({ products: z.string(), faq: z.string(), magazine: z.string() }),
});
export type SearchPublicConfig = z.infer<typeof SearchPublicConfigSchema>;
