import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFlyerFilters, writeFlyerFilters, type FlyerFilters } from './flyer-filters';

/**
 * The filters of the flyer view, read from and written to the address. Each change is a new
 * history entry, so Back undoes the last filter; the page does not scroll to the top.
 */
export function useFlyerFilters(): [FlyerFilters, (filters: FlyerFilters) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity
  const filters = useMemo(() => readFlyerFilters(params), [key]);
  const setFilters = useCallback(
    (next: FlyerFilters) =>
      setParams((current) => writeFlyerFilters(current, next), { preventScrollReset: true }),
    [setParams],
  );
  return [filters, setFilters];
}
