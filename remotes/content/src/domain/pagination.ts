import { collapsedSamePath } from '@iper/routes';

/** Articles per page of a magazine category, services per page of a services category. */
export const MAGAZINE_PAGE_SIZE = 6;
export const SERVICES_PAGE_SIZE = 6;

/**
 * The page a listing asks for with ?page=N. The pagination redirect (SPEC §2): the first page has
 * no ?page (so ?page=1 is not canonical), and a page that is not a whole number from 2 up is
 * never canonical either.
 */
export function requestedPage(url: URL): { page: number; isCanonical: boolean } {
  const raw = url.searchParams.getAll('page');
  if (raw.length === 0) return { page: 1, isCanonical: true };
  const value = raw.length === 1 ? raw[0]! : '';
  const page = /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
  return { page, isCanonical: page > 1 };
}

/** The canonical address of a listing page: the path, with ?page only from page 2 on. */
export function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}

/**
 * Where the pagination redirect sends a listing: its first page, the path without ?page, through
 * the site's safe-path check (an address like //host/… must not become a redirect to that host).
 */
export function firstPageHref(url: URL): string {
  return collapsedSamePath(url.pathname);
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
