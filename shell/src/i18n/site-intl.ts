import { API_MESSAGES_EN } from '@iper/api';
import { designSystemMessages } from '@iper/design-system';
import {
  LOCALES,
  messagesFor,
  registerCatalogLoader,
  registerMessages,
  SITE_TIME_ZONE,
  type LocaleCode,
} from '@iper/i18n';

// The shared libs' English texts (they travel with those libs), then the shell's own, a chunk of
// its own that only a page shown in English downloads, as the remotes' catalogs.
registerMessages('en', { ...designSystemMessages.en, ...API_MESSAGES_EN });
registerCatalogLoader('en', 'shell', () =>
  import('./en').then((module) => module.SHELL_MESSAGES_EN),
);

/**
 * react-intl's setup for a locale, the same in the browser (app.tsx) and in the server's render
 * (render-page.tsx), so a page hydrates with the texts and formats it was drawn with: the
 * locale's messages as registered now, Italian as the default, and dates and times in Italy's
 * time zone wherever the server or the visitor is.
 */
export function siteIntlConfig(locale: LocaleCode) {
  return {
    locale: LOCALES.find((entry) => entry.code === locale)?.iso ?? 'it-IT',
    defaultLocale: 'it-IT',
    timeZone: SITE_TIME_ZONE,
    messages: messagesFor(locale),
  };
}
