/**
 * A request's cookies by name (the first of a name wins, as browsers send the most specific
 * first). One reader for the server's own cookies: sessions, CSRF, known devices, canaries,
 * remote overrides, release previews.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!(name in cookies)) cookies[name] = part.slice(index + 1).trim();
  }
  return cookies;
}
