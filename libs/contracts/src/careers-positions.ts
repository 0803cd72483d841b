// Positions: their kinds, their pages' paths and their sorting (no zod: the browser's values).
import type { JobPositionSummary, PositionKind, PositionSort } from './careers-position-schemas';

/** The three kinds of open positions, each with its list page under /lavora-con-noi. */
export const POSITION_KINDS = ['punto-vendita', 'sede', 'mestieri-in-crescita'] as const;

export const CAREERS_HOME_PATH = '/lavora-con-noi';

/** /lavora-con-noi/posizioni-<kind>: the list page of a kind; its positions live below it. */
export function positionListPath(kind: PositionKind): string {
  return `${CAREERS_HOME_PATH}/posizioni-${kind}`;
}

export function positionPath(kind: PositionKind, slug: string): string {
  return `${positionListPath(kind)}/${slug}`;
}

/** SPEC §3 job listing sort options: publication date newest or oldest, title A-Z or Z-A. */
export const POSITION_SORTS = ['date-desc', 'date-asc', 'title-asc', 'title-desc'] as const;

export const DEFAULT_POSITION_SORT: PositionSort = 'date-desc';

const titleCollator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

/**
 * Orders positions as the list asks (SPEC §3): by publication date, newest or oldest first, or by
 * title in Italian alphabetical order. Ties keep a stable, meaningful order: title, then slug.
 */
export function sortPositions<T extends Pick<JobPositionSummary, 'title' | 'publishedAt' | 'slug'>>(
  positions: readonly T[],
  sort: PositionSort,
): T[] {
  const byTitle = (a: T, b: T) =>
    titleCollator.compare(a.title, b.title) || a.slug.localeCompare(b.slug);
  const byDate = (a: T, b: T) => a.publishedAt.localeCompare(b.publishedAt);
  const compare: Record<PositionSort, (a: T, b: T) => number> = {
    'date-desc': (a, b) => byDate(b, a) || byTitle(a, b),
    'date-asc': (a, b) => byDate(a, b) || byTitle(a, b),
    'title-asc': byTitle,
    'title-desc': (a, b) => byTitle(b, a),
  };
  return [...positions].sort(compare[sort]);
}

/** Store, head office or trades: what a spontaneous application is for. */
export const POSITION_KIND_LABELS: Record<PositionKind, string> = {
  'punto-vendita': 'Punto vendita',
  sede: 'Sede',
  'mestieri-in-crescita': 'Mestieri in crescita',
};
