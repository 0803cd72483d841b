/* Test helpers of the design system (not exported from the package). */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { designSystemMessages } from './i18n/messages';

/** Renders with the providers a page has: Italian intl (or English) and a memory router. */
export function renderUi(
  ui: ReactElement,
  {
    locale = 'it',
    path = '/',
    ...options
  }: { locale?: 'it' | 'en'; path?: string } & RenderOptions = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} defaultLocale="it" messages={designSystemMessages[locale]}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
