import { screen } from '@testing-library/react';
import { renderSite } from '../testing/render-site';
import { languageSwitchTarget } from './language-switch';

describe('the language switch', () => {
  it('links to the same page in the other language, query included', () => {
    expect(languageSwitchTarget('/punti-vendita', '?q=roma')).toBe('/en/punti-vendita?q=roma');
    expect(languageSwitchTarget('/en/punti-vendita', '')).toBe('/punti-vendita');
    expect(languageSwitchTarget('/en', '')).toBe('/');
  });

  it('never links to another site, whatever address the page was opened at', () => {
    expect(languageSwitchTarget('/en//host/x', '')).toBe('/host/x');
    expect(languageSwitchTarget('/en/\\host/x', '')).toBe('/host/x');
    expect(languageSwitchTarget('/en/%2F%2Fhost/x', '')).toBe('/host/x');
    expect(languageSwitchTarget('/en/%09/host/x', '')).toBe('/host/x');
  });

  it('shows "Italiano" on the page at /en//host/x with a link to this site', async () => {
    renderSite(
      '/en//host/x',
      jest.fn(async () => []),
    );
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/host/x');
  });
});
