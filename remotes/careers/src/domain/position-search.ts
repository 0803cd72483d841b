import type { JobPositionsQuery, PositionKind, PositionSort } from '@iper/contracts';
import { sortFromParam } from './sort-options';

/** The address holds the search, so a list can be shared, reloaded and gone back to. */
export const SEARCH_PARAMS = {
  q: 'q',
  place: 'luogo',
  function: 'funzione',
  sort: 'ordina',
} as const;

/** The positions query a list's address asks for (the page and its loader ask the same). */
export function positionsQueryOf(
  kind: PositionKind,
  params: URLSearchParams,
): JobPositionsQuery & { sort: PositionSort } {
  return {
    kind,
    q: params.get(SEARCH_PARAMS.q) || undefined,
    place: params.get(SEARCH_PARAMS.place) || undefined,
    function: params.get(SEARCH_PARAMS.function) || undefined,
    sort: sortFromParam(params.get(SEARCH_PARAMS.sort)),
  };
}
