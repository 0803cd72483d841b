import { data } from 'react-router';
import { collapsedSamePath, sameSitePath } from '../safe-path';
import { canonicalPageUrl } from '../trailing-slash';

/**
 * The named route rules of SPEC §2 as plain functions: a loader calls them and throws what they
 * return (a redirect target or a 404), so each rule is tested once, here.
 */

export const LOGIN_PATH = '/accedi';

/**
 * redirect-trailing-slash: the canonical URL, or undefined when it already is. Runs of slashes,
 * backslashes and control characters go too, so a page is never shown at an address whose links
 * (the language switch's) could be read as another site's.
 */
export const redirectTrailingSlash = canonicalPageUrl;

/** auth: where a visitor who is not logged in goes, remembering where to come back. */
export function authRedirect(target: string, isLoggedIn: boolean): string | undefined {
  if (isLoggedIn) return undefined;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Only our own paths are valid targets after login (no open redirect to another site). */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  return sameSitePath(value) ?? fallback;
}

/** guest (and change-password, registration): a logged-in user opening the page goes to /. */
export function guestRedirect(isLoggedIn: boolean): string | undefined {
  return isLoggedIn ? '/' : undefined;
}

/**
 * pagination-redirect: page 1 and pages out of range (or not a positive integer) go to the
 * canonical URL, the first page without a `page` parameter.
 */
export function paginationRedirect(url: URL, totalPages: number): string | undefined {
  const raw = url.searchParams.get('page');
  if (raw === null) return undefined;
  const page = Number(raw);
  const inRange = /^\d+$/.test(raw) && page >= 2 && page <= totalPages;
  if (inRange) return undefined;
  const canonical = new URL(url);
  canonical.searchParams.delete('page');
  return collapsedSamePath(`${canonical.pathname}${canonical.search}${canonical.hash}`);
}

/** services-detail (and any failed route validation): a 404 whose page says 'Page Not Found: {path}'. */
export function notFound(pathname: string): never {
  throw data(`Page Not Found: ${pathname}`, { status: 404, statusText: 'Not Found' });
}
