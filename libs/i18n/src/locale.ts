/**
 * Locale routing (SPEC §2, §9): strategy prefix-except-default. Italian, the default, has no
 * prefix; English lives under /en. The visitor's choice is kept in the i18n_redirected cookie for
 * 365 days. Trailing slashes are off.
 */
export const LOCALES = [
  { code: 'it', iso: 'it-IT', dir: 'ltr' },
  { code: 'en', iso: 'en-GB', dir: 'ltr' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: LocaleCode = 'it';

/**
 * The site's clock: dates and times are Italy's whoever looks and wherever the page renders
 * (server and browser agree, so hydration matches).
 */
export const SITE_TIME_ZONE = 'Europe/Rome';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

const PREFIXED = LOCALES.filter((locale) => locale.code !== DEFAULT_LOCALE).map(
  (locale) => locale.code,
);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LOCALES.some((locale) => locale.code === value);
}

/** The locale a path is in: /en/... is English, anything else Italian. */
export function localeOfPath(pathname: string): LocaleCode {
  const first = pathname.split('/')[1];
  return PREFIXED.find((code) => code === first) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix: '/en/punti-vendita' → '/punti-vendita', '/en' → '/'. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another locale: localizePath('/punti-vendita', 'en') → '/en/punti-vendita'. */
export function localizePath(pathname: string, locale: LocaleCode): string {
  const bare = stripLocalePrefix(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

export function localeDirection(locale: LocaleCode): 'ltr' | 'rtl' {
  return LOCALES.find((entry) => entry.code === locale)?.dir ?? 'ltr';
}

export function readLocaleCookie(cookieHeader: string): LocaleCode | undefined {
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocaleCode(value) ? value : undefined;
}

export function localeCookie(locale: LocaleCode, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
