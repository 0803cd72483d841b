/**
 * The one check for every target the site redirects or links to from something a visitor can
 * write: `return` and `redirect` parameters, the language switch, the trailing-slash and pagination
 * redirects. Server and browser use the same module.
 *
 * A browser reads a path leniently: it drops tabs and newlines, takes a backslash for a slash and
 * `//host` for another site. So a target is this site's only when it starts with exactly one
 * slash and has no control character (C0, DEL, C1) nor backslash, even percent-decoded, and its
 * resolved path has no `//` (`/%2F%2Fevil`, `/%5Cevil`, `/%09/evil`, `/..//evil` are all refused).
 */

/** Longer than any address of the site: a target past it is refused, never truncated. */
export const SAFE_PATH_MAX_LENGTH = 2000;

/** Stands for this site while a target is resolved: only its origin is compared. */
const CHECK_ORIGIN = 'https://site.invalid';
/** C0, DEL and C1: characters a browser drops or misreads in an address. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
/** Enough to undo the double and triple encodings scanners try; past it the text is read as it is. */
const MAX_DECODINGS = 4;

/** A target's path, and what follows it (query and fragment). */
function splitPath(value: string): [path: string, rest: string] {
  const cut = value.search(/[?#]/);
  return cut === -1 ? [value, ''] : [value.slice(0, cut), value.slice(cut)];
}

/** The text with its percent-encoding undone until it stops changing, or undefined when malformed. */
function decoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < MAX_DECODINGS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A lone '%' after a first decoding is a literal per cent sign; malformed from the start is not.
      return round === 0 ? undefined : current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * A target of this site, canonical and ASCII only (other characters percent-encoded, so it always
 * fits in a Location header), or undefined when it is not safely one.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > SAFE_PATH_MAX_LENGTH) return undefined;
  // A backslash in the query or fragment cannot change where the target leads; in the path it can.
  const [rawPath] = splitPath(value);
  if (!rawPath.startsWith('/') || rawPath.startsWith('//') || rawPath.includes('\\'))
    return undefined;
  if (CONTROL.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== CHECK_ORIGIN) return undefined;
  const path = decoded(url.pathname);
  if (
    path === undefined ||
    !path.startsWith('/') ||
    path.includes('//') ||
    path.includes('\\') ||
    CONTROL.test(path)
  )
    return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A slash or backslash, percent-encoded: read as the slash a browser or a server may make of it. */
const ENCODED_SLASH = /%(?:2f|5c)/gi;
/** A control character (C0, DEL, C1), percent-encoded. */
const ENCODED_CONTROL = /%(?:[01][\da-f]|7f|c2%[89][\da-f])/gi;

/**
 * The same page as a safe target, for redirects the site builds from the address it was asked for
 * (trailing slash, language, pagination): control characters dropped and backslashes read as
 * slashes (percent-encoded too), runs of slashes collapsed. The home page when nothing safe is left.
 */
export function collapsedSamePath(value: string): string {
  const [path, rest] = splitPath(value);
  const cleaned = path
    .replace(ENCODED_CONTROL, '')
    .replace(CONTROLS, '')
    .replace(ENCODED_SLASH, '/')
    .replace(/\\/g, '/');
  const collapsed = `/${cleaned}`.replace(/\/{2,}/g, '/');
  return sameSitePath(collapsed + rest.replace(CONTROLS, '')) ?? sameSitePath(collapsed) ?? '/';
}
