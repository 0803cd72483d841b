/**
 * What the service worker may keep, by address (docs/offline.md): pure rules, shared by the
 * worker (worker/sw-runtime.ts) and its tests. Nothing here runs in the page.
 */

/** The header the server puts on pages and API answers: whose answer it is (server/src/offline). */
export const OWNER_HEADER = 'x-iper-offline-owner';
export const ANONYMOUS_OWNER = 'anonymous';
/** `no-store`: a previewed release or a session override, that browser's alone. */
export const POLICY_HEADER = 'x-iper-offline';

export const CACHE_NAMES = {
  /** Pages anyone gets (the server's HTML, the same for every visitor). */
  pages: 'iper-pages',
  /** Pages and API answers of the signed-in customer; emptied whenever the owner changes. */
  personal: 'iper-personal',
  /** Public data: stores, flyers, the CMS's content, pictures. */
  data: 'iper-data',
  /** Files with a content hash in their name: immutable. */
  assets: 'iper-assets',
  /** Remote containers served from a remote's own folder (no version in the address). */
  containers: 'iper-containers',
  /** Whose the personal cache is (one entry). */
  meta: 'iper-offline-meta',
} as const;

/** A locale prefix (`/en/...`: prefix except default, SPEC §2) does not change what a page is. */
const LOCALE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;
function withoutLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}

/**
 * Never kept, never answered from a cache: the platform's admin, release, override, preview,
 * field-data and error-report API, sign-in and identity calls, the search and insights
 * collectors, the development outbox, the data export and the account deletion.
 */
const NEVER = [
  /^\/api\/platform(\/|$)/,
  /^\/api\/auth(\/|$)/,
  /^\/api\/identity(\/|$)/,
  /^\/api\/dev(\/|$)/,
  /^\/api\/account\/(data-export|deletion)(\/|$)/,
  /^\/1(\/|$)/,
  /^\/sw\.js$/,
];

export function neverCached(url: URL, origin: string): boolean {
  if (url.origin !== origin) return true;
  return NEVER.some((rule) => rule.test(url.pathname));
}

/** The card, its coupons and the account area: the customer's own pages. */
const PERSONAL_PAGES = /^\/(account|carta-vantaggi)(\/|$)/;
export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_PAGES.test(withoutLocale(pathname));
}

/** The session check and account info, the card, coupons and list: the customer's own data. */
const PERSONAL_API = /^\/api\/(account|advantage-card|coupons)(\/|$)/;
export function isPersonalApi(pathname: string): boolean {
  return PERSONAL_API.test(pathname);
}

/** Public data a page reads: the API's other answers, the CMS, flyer and content pictures. */
const PUBLIC_DATA = /^\/(api|v2|assets)\//;
export function isPublicData(pathname: string): boolean {
  return PUBLIC_DATA.test(pathname) && !isPersonalApi(pathname);
}

/** A file whose name carries a content hash (as the server's file-cache-control.ts). */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
export function isHashedFile(pathname: string): boolean {
  return HASHED_FILE.test(pathname);
}

/** A container in a remote's own folder: its address has no version, so it is checked every time. */
export function isUnversionedContainer(pathname: string): boolean {
  return /^\/remotes\/[^/]+\/(remoteEntry\.js|mf-manifest\.json)$/.test(pathname);
}

/**
 * Sign-in, sign-out, registration, passkeys and the account deletion: after any of them the
 * personal cache is emptied (a new customer may be signing in on this device).
 */
export function changesWhoIsSignedIn(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  return (
    /^\/api\/identity\/(login|logout|register|passkeys\/sign-in|sessions)(\/|$)/.test(pathname) ||
    /^\/api\/account\/deletion$/.test(pathname) ||
    /^\/api\/auth\//.test(pathname)
  );
}

/** Whose an answer is (the server's header), or undefined when it does not say. */
export function ownerOf(response: Pick<Response, 'headers'>): string | undefined {
  return response.headers.get(OWNER_HEADER) ?? undefined;
}

/** An answer the worker may keep at all: a complete 200 that is not one browser's preview. */
export function keepable(response: Pick<Response, 'headers' | 'status'>): boolean {
  return response.status === 200 && response.headers.get(POLICY_HEADER) !== 'no-store';
}

/**
 * A page the shared pages cache may keep: one drawn for nobody. A page drawn for a signed-in
 * customer holds what is theirs (their name in a form, their favourite store): never kept for
 * whoever uses the device next. (Their own pages, the card and the account, have the personal
 * cache.)
 */
export function keepableSharedPage(response: Pick<Response, 'headers' | 'status'>): boolean {
  const owner = ownerOf(response);
  return keepable(response) && (owner === undefined || owner === ANONYMOUS_OWNER);
}

/** A personal answer is kept only for a signed-in owner, and only the one the cache belongs to. */
export function keepablePersonal(
  response: Pick<Response, 'headers' | 'status'>,
  cacheOwner: string | undefined,
): boolean {
  const owner = ownerOf(response);
  return (
    keepable(response) &&
    owner !== undefined &&
    owner !== ANONYMOUS_OWNER &&
    cacheOwner !== undefined &&
    owner === cacheOwner
  );
}
