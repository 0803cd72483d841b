/**
 * The Mozilla (MDN) HTTP Observatory's grading, applied to headers we serve, so a test can hold
 * the site at A+ without a public scan: start at 100, subtract the penalties, then add the
 * bonuses only when the score is still 90 or more. Rules and modifiers follow the Observatory's
 * "Tests & Scoring" page (CSP, cookies, CORS, redirection, Referrer-Policy, HSTS, SRI,
 * X-Content-Type-Options, X-Frame-Options, CORP).
 */
export interface ObservedSite {
  /** Headers of the home page answered over https (names lower-case). */
  headers: Record<string, string | string[] | undefined>;
  /** The home page's HTML, for the Subresource Integrity test. */
  html: string;
  /** Every Set-Cookie the site sends on a visit (home page, session check, login). */
  setCookies: string[];
  /** Where a plain-http request for the home page is sent (Location), if anywhere. */
  httpRedirect: string | undefined;
  /** The site's https origin, e.g. https://www.iper.it */
  origin: string;
  /** Headers of an answer to a request carrying `Origin: https://attacker.example`. */
  crossOriginHeaders: Record<string, string | string[] | undefined>;
}

export interface ObservatoryResult {
  test: string;
  result: string;
  modifier: number;
}

function header(headers: ObservedSite['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function parseCsp(value: string): Map<string, string[]> | undefined {
  const policy = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    const name = tokens.shift()?.toLowerCase();
    if (!name) continue;
    if (!/^[a-z-]+$/.test(name) || policy.has(name)) return undefined;
    policy.set(name, tokens);
  }
  return policy.size ? policy : undefined;
}

function gradeCsp(site: ObservedSite): ObservatoryResult {
  const test = 'content-security-policy';
  const value = header(site.headers, 'content-security-policy');
  if (!value) return { test, result: 'csp-not-implemented', modifier: -25 };
  const policy = parseCsp(value);
  if (!policy) return { test, result: 'csp-header-invalid', modifier: -25 };
  const defaults = policy.get('default-src');
  const sources = (directive: string) => policy.get(directive) ?? defaults;
  const script = sources('script-src');
  const object = sources('object-src');
  const broad = (list: string[]) =>
    list.some(
      (source) =>
        ["'unsafe-inline'", 'data:', 'https:', 'http:', '*'].includes(source.toLowerCase()) &&
        !hasNonceOrHash(list, source),
    );
  if (!script || !object || broad(script) || broad(object)) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  const all = [...policy.values()].flat();
  if (all.some((source) => source.startsWith('http:') || source === 'http:')) {
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  }
  if (script.includes("'unsafe-eval'"))
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  const style = sources('style-src') ?? [];
  if (style.some((source) => ["'unsafe-inline'", 'data:', 'https:', '*'].includes(source))) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  if (defaults?.length === 1 && defaults[0] === "'none'") {
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

/** 'unsafe-inline' is ignored by browsers when a nonce or hash is present (CSP2+). */
function hasNonceOrHash(list: string[], source: string): boolean {
  return (
    source === "'unsafe-inline'" &&
    list.some((item) => /^'(nonce|sha256|sha384|sha512)-/.test(item))
  );
}

interface ParsedCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | undefined;
}

export function parseSetCookie(line: string): ParsedCookie {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf('='));
  const attribute = (key: string) =>
    attributes.find((item) => item.toLowerCase().split('=')[0] === key);
  return {
    name,
    secure: attribute('secure') !== undefined,
    httpOnly: attribute('httponly') !== undefined,
    sameSite: attribute('samesite')?.split('=')[1]?.toLowerCase(),
  };
}

function gradeCookies(site: ObservedSite, hsts: boolean): ObservatoryResult {
  const test = 'cookies';
  if (site.setCookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const cookies = site.setCookies.map(parseSetCookie);
  // The Observatory's heuristic for session and anti-CSRF cookies is their name.
  const isSession = (cookie: ParsedCookie) => /login|sess/i.test(cookie.name);
  const isCsrf = (cookie: ParsedCookie) => /csrf/i.test(cookie.name);
  const sessions = cookies.filter(isSession);
  if (sessions.some((cookie) => !cookie.secure)) {
    return hsts
      ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 }
      : { test, result: 'cookies-session-without-secure-flag', modifier: -40 };
  }
  if (sessions.some((cookie) => !cookie.httpOnly))
    return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (
    cookies.some(
      (cookie) =>
        cookie.sameSite !== undefined && cookie.sameSite !== 'strict' && cookie.sameSite !== 'lax',
    )
  ) {
    return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 };
  }
  if (cookies.some((cookie) => isCsrf(cookie) && !cookie.sameSite))
    return { test, result: 'cookies-anticsrf-without-samesite-flag', modifier: -20 };
  if (cookies.some((cookie) => !cookie.secure)) {
    return hsts
      ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { test, result: 'cookies-without-secure-flag', modifier: -20 };
  }
  if (cookies.every((cookie) => cookie.sameSite))
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function gradeCors(site: ObservedSite): ObservatoryResult {
  const test = 'cross-origin-resource-sharing';
  const allowed = header(site.crossOriginHeaders, 'access-control-allow-origin');
  const credentials =
    header(site.crossOriginHeaders, 'access-control-allow-credentials') === 'true';
  if (!allowed)
    return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (allowed === '*' && !credentials)
    return {
      test,
      result: 'cross-origin-resource-sharing-implemented-with-public-access',
      modifier: 0,
    };
  if (allowed === 'https://attacker.example' && credentials) {
    return {
      test,
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    };
  }
  return {
    test,
    result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
    modifier: 0,
  };
}

function gradeRedirection(site: ObservedSite): ObservatoryResult {
  const test = 'redirection';
  if (!site.httpRedirect) return { test, result: 'redirection-missing', modifier: -20 };
  const target = new URL(site.httpRedirect, site.origin.replace(/^https:/, 'http:'));
  if (target.protocol !== 'https:')
    return { test, result: 'redirection-not-to-https', modifier: -20 };
  if (target.host !== new URL(site.origin).host)
    return { test, result: 'redirection-off-host-from-http', modifier: -5 };
  return { test, result: 'redirection-to-https', modifier: 0 };
}

function gradeReferrerPolicy(site: ObservedSite): ObservatoryResult {
  const test = 'referrer-policy';
  const value = header(site.headers, 'referrer-policy');
  if (!value) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  // The last recognised value in a list wins, as in browsers.
  const policy =
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean)
      .at(-1) ?? '';
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      policy,
    )
  ) {
    return { test, result: 'referrer-policy-private', modifier: 5 };
  }
  if (
    ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(
      policy,
    )
  ) {
    return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  }
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function gradeHsts(site: ObservedSite): ObservatoryResult {
  const test = 'strict-transport-security';
  const value = header(site.headers, 'strict-transport-security');
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value);
  if (!maxAge?.[1]) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= 15_768_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function gradeSri(site: ObservedSite): ObservatoryResult {
  const test = 'subresource-integrity';
  const scripts = [...site.html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
  const external = scripts
    .map((attributes) => ({
      src: /\bsrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1],
      integrity: /\bintegrity\s*=/i.test(attributes),
    }))
    .filter((script) => script.src !== undefined)
    .filter((script) => new URL(script.src as string, site.origin).origin !== site.origin);
  if (scripts.length === 0)
    return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  if (external.length === 0)
    return {
      test,
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      modifier: 0,
    };
  const insecure = external.some((script) => (script.src as string).startsWith('http:'));
  if (external.every((script) => script.integrity)) {
    return insecure
      ? { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  }
  return insecure
    ? {
        test,
        result: 'sri-not-implemented-and-external-scripts-not-loaded-securely',
        modifier: -50,
      }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function gradeContentTypeOptions(site: ObservedSite): ObservatoryResult {
  const test = 'x-content-type-options';
  const value = header(site.headers, 'x-content-type-options');
  if (!value) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function gradeFrameOptions(site: ObservedSite): ObservatoryResult {
  const test = 'x-frame-options';
  const csp = parseCsp(header(site.headers, 'content-security-policy') ?? '');
  const ancestors = csp?.get('frame-ancestors');
  if (ancestors && !ancestors.includes('*'))
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = header(site.headers, 'x-frame-options')?.trim().toUpperCase();
  if (!value) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'DENY' || value === 'SAMEORIGIN')
    return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (value.startsWith('ALLOW-FROM'))
    return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function gradeCorp(site: ObservedSite): ObservatoryResult {
  const test = 'cross-origin-resource-policy';
  const value = header(site.headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 };
  if (value === 'same-origin')
    return { test, result: 'corp-implemented-with-same-origin', modifier: 0 };
  if (value === 'same-site')
    return { test, result: 'corp-implemented-with-same-site', modifier: 0 };
  if (value === 'cross-origin')
    return { test, result: 'corp-implemented-with-cross-origin', modifier: -20 };
  return { test, result: 'corp-header-invalid', modifier: -20 };
}

export function gradeObservatory(site: ObservedSite): {
  score: number;
  results: ObservatoryResult[];
} {
  const hsts = gradeHsts(site);
  const results = [
    gradeCsp(site),
    gradeCookies(site, hsts.modifier === 0),
    gradeCors(site),
    gradeRedirection(site),
    gradeReferrerPolicy(site),
    hsts,
    gradeSri(site),
    gradeContentTypeOptions(site),
    gradeFrameOptions(site),
    gradeCorp(site),
  ];
  const penalties = results
    .filter((item) => item.modifier < 0)
    .reduce((sum, item) => sum + item.modifier, 0);
  const bonuses = results
    .filter((item) => item.modifier > 0)
    .reduce((sum, item) => sum + item.modifier, 0);
  const base = Math.max(0, 100 + penalties);
  return { score: base >= 90 ? base + bonuses : base, results };
}
