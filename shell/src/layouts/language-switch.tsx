import { localeOfPath, localizePath, type LocaleCode } from '@iper/i18n';
import { collapsedSamePath, declaredSearch } from '@iper/routes';
import { Link, useLocation } from 'react-router';

/** The locale the switch offers on a page in `current`. */
function otherLocale(current: LocaleCode): LocaleCode {
  return current === 'it' ? 'en' : 'it';
}

/**
 * The same page in the other language. The page may have been opened at any address (a 404 page
 * at `/en//host/x` still has the switch), so the link goes through the site's safe-path check:
 * never `//host/x`, which a browser reads as another site.
 */
export function languageSwitchTarget(pathname: string, search: string): string {
  return collapsedSamePath(
    `${localizePath(pathname, otherLocale(localeOfPath(pathname)))}${search}`,
  );
}

/**
 * "English" on an Italian page, "Italiano" on an English one. The choice is remembered (SPEC §4)
 * by the page script, from the link's `hreflang` (shell/src/page-script/locale-choice.ts).
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other = otherLocale(localeOfPath(pathname));
  return (
    <Link
      // The parameters the page declares only: the server rendered the page with those.
      to={languageSwitchTarget(pathname, declaredSearch(pathname, search))}
      hrefLang={other}
      lang={other}
    >
      {other === 'en' ? 'English' : 'Italiano'}
    </Link>
  );
}
