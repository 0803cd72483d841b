import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MenuDrawer } from './menu-drawer';

function renderMenu(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <MenuDrawer /> }], {
    initialEntries: [path],
  });
  render(
    <IntlProvider locale="it" defaultLocale="it" messages={{}}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

describe('the menu drawer', () => {
  it('opens a dialog with every section, telling the button it is expanded', async () => {
    renderMenu('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('navigation', { name: 'Tutte le sezioni' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('listitem').length).toBeGreaterThan(20);
  });

  it('unfolds the section of the page being shown and marks the page', async () => {
    renderMenu('/iper-mag/ricette');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const recipes = within(screen.getByRole('dialog')).getByRole('link', { name: 'Ricette' });
    expect(recipes).toHaveAttribute('aria-current', 'page');
    expect(recipes.closest('details')).toHaveAttribute('open');
  });

  it('closes when one of its pages is followed, and on Escape with focus back on the button', async () => {
    const router = renderMenu('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Coupon' }));
    expect(router.state.location.pathname).toBe('/carta-vantaggi/coupon');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('keeps the language of the page in its links', async () => {
    renderMenu('/en/punti-vendita');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Coupon' }),
    ).toHaveAttribute('href', '/en/carta-vantaggi/coupon');
  });
});
