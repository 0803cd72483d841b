import { collapsedSamePath } from './safe-path';

/** An address relative to the current page ('ricette/'), which cannot leave the site. */
const RELATIVE = /^[\w.~-]/;

/**
 * redirect-trailing-slash (SPEC §2): every page strips a trailing slash, keeping query and hash.
 * Returns the canonical URL, or undefined when the URL is already canonical.
 */
export function withoutTrailingSlash(url: string): string | undefined {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  if (path === '/' || !path.endsWith('/')) return undefined;
  const stripped = (path.replace(/\/+$/, '') || '/') + rest;
  // Anything but a relative address goes through the site's one safe-path check: '//host/',
  // '/\\host/' and '/<TAB>/host/' must never become a redirect to another site.
  return RELATIVE.test(stripped) ? stripped : collapsedSamePath(stripped);
}

/**
 * The canonical address of a requested page: no trailing slash, no run of slashes, no control
 * character or backslash (libs/routes safe-path.ts). Undefined when the address already is.
 */
export function canonicalPageUrl(url: string): string | undefined {
  const canonical = collapsedSamePath(withoutTrailingSlash(url) ?? url);
  return canonical === url ? undefined : canonical;
}
