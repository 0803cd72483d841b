// Search values the browser needs (no zod): importing them never bundles a schema.

/**
 * Site search speaks Algolia's search protocol (the subset algoliasearch's lite client uses), so the
 * same browser code talks to the server's embedded engine or to Algolia itself (public config).
 */

/** The kinds of record the site search finds; the index names come from the public config. */
export const SEARCH_INDEX_KINDS = ['products', 'faq', 'magazine'] as const;
export type SearchIndexKind = (typeof SEARCH_INDEX_KINDS)[number];

/** Default index names (SEARCH_INDEX_PREFIX + kind). */
export const DEFAULT_SEARCH_INDEX_PREFIX = 'iper_';

/** Algolia's limits: hitsPerPage 1-1000 (default 20), 0-based pages, at most 50 queries per call. */
export const SEARCH_DEFAULT_HITS_PER_PAGE = 20;
export const SEARCH_MAX_HITS_PER_PAGE = 1000;
export const SEARCH_MAX_QUERIES = 50;
/** Algolia's ceiling on a query's text, in UTF-8 bytes; the site's search trims what it sends to it. */
export const SEARCH_MAX_QUERY_BYTES = 512;
