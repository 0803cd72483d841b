import { useEffect, useState } from 'react';
import { searchSite, type SiteSearchResults } from './site-search';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: SiteSearchResults }
  | { status: 'error' };

/** Runs the site search for the query; a newer query wins over a slower older one. */
export function useSiteSearch(query: string, attempt = 0): SiteSearchState {
  const [state, setState] = useState<SiteSearchState & { query?: string; attempt?: number }>({
    status: 'idle',
  });
  useEffect(() => {
    if (!query) return;
    let current = true;
    searchSite(query).then(
      (results) => current && setState({ status: 'done', results, query, attempt }),
      (error: unknown) => {
        console.error('[search] the site search failed', error);
        if (current) setState({ status: 'error', query, attempt });
      },
    );
    return () => {
      current = false;
    };
  }, [query, attempt]);
  if (!query) return { status: 'idle' };
  // Before the effect runs for a new query, it is already loading.
  if (state.query !== query || state.attempt !== attempt) return { status: 'loading' };
  return state;
}
