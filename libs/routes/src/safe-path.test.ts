import fc from 'fast-check';
import { safeRedirectTarget, paginationRedirect } from './rules/route-rules';
import { collapsedSamePath, sameSitePath } from './safe-path';
import { canonicalPageUrl, withoutTrailingSlash } from './trailing-slash';

const SITE = 'https://site.example';

/** Where a browser lands when told to go to `target` from this site (it drops tabs and newlines). */
function landsOn(target: string): URL {
  return new URL(target.replace(/[\t\n\r]/g, ''), `${SITE}/una/pagina`);
}

/** Targets probes and scanners try: encoded, doubled and disguised slashes, controls, schemes. */
const PROBE_PAYLOADS = [
  '//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  '\\/evil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/\u0085/evil.example',
  '/%C2%85/evil.example',
  '/\u007f/evil.example',
  '/\u0000/evil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  ' //evil.example',
  '\t//evil.example',
  'evil.example',
  '',
];

describe('a redirect target of this site (sameSitePath)', () => {
  it('keeps the paths of this site, query and fragment included', () => {
    expect(sameSitePath('/carta-vantaggi')).toBe('/carta-vantaggi');
    expect(sameSitePath('/account/lista-spesa?id=3#top')).toBe('/account/lista-spesa?id=3#top');
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/en/gift-card')).toBe('/en/gift-card');
    expect(sameSitePath('/cerca?q=http://x.example//y')).toBe('/cerca?q=http://x.example//y');
    expect(sameSitePath('/cerca?q=a\\b')).toBe('/cerca?q=a\\b');
  });

  it('writes other characters percent-encoded, so the target always fits in a Location header', () => {
    expect(sameSitePath('/caffè')).toBe('/caff%C3%A8');
    expect(sameSitePath('/cerca?q=☕')).toBe('/cerca?q=%E2%98%95');
  });

  it.each(PROBE_PAYLOADS)('refuses %j', (payload) => {
    expect(sameSitePath(payload)).toBeUndefined();
  });

  it('refuses what is not a string, and a target longer than any page of the site', () => {
    expect(sameSitePath(undefined)).toBeUndefined();
    expect(sameSitePath(['/a'])).toBeUndefined();
    expect(sameSitePath(`/${'a'.repeat(3000)}`)).toBeUndefined();
  });

  it('never gives a target that lands on another origin, whatever it is given', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%09',
      '%0A',
      '%252F',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u007f',
      '\u0085',
      '.',
      '..',
      '%2e',
      ':',
      '@',
      '?',
      '#',
      'evil.example',
      'http:',
      'https://',
      ' ',
      'è',
      'a',
    );
    const target = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(target, fc.string({ maxLength: 20 })), (value) => {
        const safe = sameSitePath(value);
        if (safe !== undefined) {
          expect(landsOn(safe).origin).toBe(SITE);
          expect(safe).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        }
        const collapsed = collapsedSamePath(value);
        expect(landsOn(collapsed).origin).toBe(SITE);
        expect(sameSitePath(collapsed)).toBe(collapsed);
        const canonical = canonicalPageUrl(`/${value}`);
        if (canonical !== undefined) expect(landsOn(canonical).origin).toBe(SITE);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the same page made safe (collapsedSamePath)', () => {
  it('drops controls, reads backslashes as slashes and collapses runs of slashes', () => {
    expect(collapsedSamePath('//host/x')).toBe('/host/x');
    expect(collapsedSamePath('/\t/evil.example')).toBe('/evil.example');
    expect(collapsedSamePath('/\\evil.example?a=1')).toBe('/evil.example?a=1');
    expect(collapsedSamePath('/en//punti-vendita')).toBe('/en/punti-vendita');
  });

  it('falls back to the home page when nothing safe is left, and keeps anything else on this site', () => {
    expect(collapsedSamePath('/%2F%2Fevil.example')).toBe('/evil.example');
    expect(collapsedSamePath('/%09/%5Cevil.example')).toBe('/evil.example');
    expect(collapsedSamePath('/%252F%252Fevil.example')).toBe('/');
    expect(collapsedSamePath('https://evil.example/x')).toBe('/https:/evil.example/x');
  });
});

describe('every place that builds a redirect uses it', () => {
  it.each(PROBE_PAYLOADS)('the way back after login refuses %j', (payload) => {
    expect(safeRedirectTarget(payload)).toBe('/');
  });

  it('the trailing-slash redirect stays on this site', () => {
    expect(withoutTrailingSlash('/\t/evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('/%09/evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('/\u0085/evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('/punti-vendita/?q=caffè')).toBe('/punti-vendita?q=caff%C3%A8');
  });

  it('a page address is canonical once its slashes are collapsed and its trailing slash cut', () => {
    expect(canonicalPageUrl('/punti-vendita')).toBeUndefined();
    expect(canonicalPageUrl('/cerca?q=a%20b')).toBeUndefined();
    expect(canonicalPageUrl('/punti-vendita/')).toBe('/punti-vendita');
    expect(canonicalPageUrl('/en//host/x')).toBe('/en/host/x');
    expect(canonicalPageUrl('//evil.example/x')).toBe('/evil.example/x');
    expect(canonicalPageUrl('/\t/evil.example')).toBe('/evil.example');
  });

  it('the pagination redirect stays on this site', () => {
    const at = (pathname: string) => new URL(`${SITE}${pathname}?page=1`);
    expect(paginationRedirect(at('//evil.example/x'), 3)).toBe('/evil.example/x');
  });
});
