import { API_MESSAGES_EN } from '@iper/api';
import { designSystemMessages } from '@iper/design-system';
import {
  LOCALES,
  messagesFor,
  registerMessages,
  SITE_TIME_ZONE,
  type LocaleCode,
} from '@iper/i18n';
import { SHELL_MESSAGES_EN } from './en';

// The shared libs' English texts, then the shell's own (remotes register theirs when they load).
registerMessages('en', { ...designSystemMessages.en, ...API_MESSAGES_EN, ...SHELL_MESSAGES_EN });

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
