import { LANGUAGE_LINK_SELECTOR } from '@iper/contracts';
import { localeCookie, LOCALES, type LocaleCode } from '@iper/i18n';

/**
 * The language switch is a link (layouts/language-switch.tsx); following it is the visitor's
 * choice of language, remembered in its cookie (SPEC §4) so the root redirects to it next time.
 * Done here, in the page script, so it holds before the app has started, and once for both.
 */
export function rememberLocaleChoice(): void {
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element ? event.target.closest(LANGUAGE_LINK_SELECTOR) : null;
    const locale = link?.getAttribute('hreflang');
    if (!locale || !LOCALES.some(({ code }) => code === locale)) return;
    document.cookie = localeCookie(locale as LocaleCode, window.location.protocol === 'https:');
  });
}
