// Plain values (no zod) the shell's field-data reporter imports without the validation library:
// field-data.ts builds the beacon's schema from them (issue 35, docs/delivery.md "Field data").

/** Where a sampled page view's beacons go (server/src/field-data). */
export const FIELD_DATA_PATH = '/api/platform/field-data';

/** The web vitals measured in visitors' browsers (the web-vitals library's names). */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

/**
 * How a page view failed in the browser: an uncaught error, an unhandled promise rejection, a
 * server page React could not hydrate as it was, code (a chunk, a remote's container) that could
 * not be loaded. A page view reports its first failure only: the error rate is the share of page
 * views with one.
 */
export const FIELD_ERROR_KINDS = ['error', 'rejection', 'hydration', 'chunk'] as const;
export type FieldErrorKind = (typeof FIELD_ERROR_KINDS)[number];

/** A route pattern's length (the route table's path, never the visited address). */
export const FIELD_ROUTE_MAX = 200;

/** One beacon: a page view's few figures, never more (small batches, bounded on the server). */
export interface FieldDataBeacon {
  /** The route pattern of the page view's first page (`/punti-vendita/:slug`), not its address. */
  route: string;
  /** The remote that owns the route, null for the shell's own pages. */
  remote: string | null;
  /** The shell's version. */
  shell: string;
  /** The release each remote runs in this browser (only remotes running a release). */
  remotes: { name: string; version: string; canary?: true }[];
  /** True on the page view's first beacon: the server counts page views with it. */
  view: boolean;
  /** At most one value per metric. */
  vitals: { name: FieldMetric; value: number }[];
  /** The page view's first failure, on the beacon after it happened. */
  error?: FieldErrorKind;
}
