import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { messages } from '../../i18n/en';
import { AccountNav } from './account-nav';

function renderNavAt(path: string, locale: 'it' | 'en') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <IntlProvider locale={locale} defaultLocale="it" messages={locale === 'en' ? messages : {}}>
        <AccountNav />
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe('AccountNav', () => {
  it('links the account pages in Italian on an Italian page', () => {
    renderNavAt('/account', 'it');
    const nav = screen.getByRole('navigation', { name: 'Area personale' });
    expect(within(nav).getByRole('link', { name: 'Lista della spesa' })).toHaveAttribute(
      'href',
      '/account/lista-spesa',
    );
    expect(within(nav).getByRole('link', { name: 'Il mio account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps an English visitor in English: /en links and an English name', () => {
    renderNavAt('/en/account/lista-spesa', 'en');
    const nav = screen.getByRole('navigation', { name: 'Personal area' });
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/en/account',
    );
    expect(within(nav).getByRole('link', { name: 'Personal data' })).toHaveAttribute(
      'href',
      '/en/account/dati-personali',
    );
    expect(within(nav).getByRole('link', { name: 'Shopping list' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Privacy and data' })).toHaveAttribute(
      'href',
      '/en/account/privacy-e-dati',
    );
  });
});
