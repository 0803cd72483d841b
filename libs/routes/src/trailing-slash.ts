/**
 * redirect-trailing-slash (SPEC §2): every page strips a trailing slash, keeping query and hash.
 * Returns the canonical URL, or undefined when the URL is already canonical.
 */
export function withoutTrailingSlash(url: string): string | undefined {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  if (path === '/' || !path.endsWith('/')) return undefined;
  // Leading slashes are collapsed too: '//host/' must never become a protocol-relative redirect,
  // nor '/\\host/', which browsers read the same way (a backslash is a slash in http URLs).
  const stripped = path.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/';
  return stripped + rest;
}
