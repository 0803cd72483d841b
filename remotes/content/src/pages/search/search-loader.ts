import type { LoaderFunctionArgs } from 'react-router';
import { searchSite, type SiteSearchResults } from '../../features/search/site-search';

/** The query of a /cerca address, as the search takes it. */
export function searchQueryOf(url: string): string {
  return new URL(url).searchParams.get('q')?.trim() ?? '';
}

export type SiteSearchOutcome =
  { status: 'idle' } | { status: 'done'; results: SiteSearchResults } | { status: 'error' };

/**
 * /cerca?q=…: the results come with the page. The server draws them, so the header's search (a GET
 * form) finds things before the app starts and without script; in the app, a new search is a
 * navigation that loads them. A failed search is an answer the page shows (with its retry), not a
 * route error.
 */
export async function searchLoader({ request }: LoaderFunctionArgs): Promise<SiteSearchOutcome> {
  const query = searchQueryOf(request.url);
  if (!query) return { status: 'idle' };
  try {
    return { status: 'done', results: await searchSite(query) };
  } catch (error) {
    console.error('[search] the site search failed', error);
    return { status: 'error' };
  }
}
