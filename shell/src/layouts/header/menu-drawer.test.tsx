import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MenuDrawer, SITE_MENU_ID } from './menu-drawer';

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

/** The drawer, open or not: its contents are in the page either way. */
const drawer = () => document.getElementById(SITE_MENU_ID) as HTMLDialogElement;

// jsdom knows <dialog> but not its modal methods nor invoker commands: the app's own path runs.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('the menu drawer', () => {
  it('is in the page from the start, opened by its button without the app (an invoker command)', () => {
    renderMenu('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(toggle).toHaveAttribute('commandfor', SITE_MENU_ID);
    expect(toggle).toHaveAttribute('command', 'show-modal');
    expect(drawer().tagName).toBe('DIALOG');
    expect(drawer()).toHaveAttribute('closedby', 'any');
    expect(
      within(drawer()).getByRole('button', { hidden: true, name: 'Chiudi il menu' }),
    ).toHaveAttribute('command', 'close');
    expect(
      within(drawer()).getByRole('navigation', { hidden: true, name: 'Tutte le sezioni' }),
    ).toBeInTheDocument();
    expect(within(drawer()).getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(20);
  });

  it('opens and closes through the app where the browser has no invoker commands', async () => {
    renderMenu('/');
    expect(drawer()).not.toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(drawer());
    expect(drawer()).toHaveAttribute('open');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Chiudi il menu' }));
    expect(drawer()).not.toHaveAttribute('open');
  });

  it('unfolds the section of the page being shown and marks the page', () => {
    renderMenu('/iper-mag/ricette');
    const recipes = within(drawer()).getByRole('link', { hidden: true, name: 'Ricette' });
    expect(recipes).toHaveAttribute('aria-current', 'page');
    expect(recipes.closest('details')).toHaveAttribute('open');
  });

  it('closes when one of its pages is followed in the app', async () => {
    const router = renderMenu('/');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(drawer()).getByRole('link', { name: 'Coupon' }));
    expect(router.state.location.pathname).toBe('/carta-vantaggi/coupon');
    expect(drawer()).not.toHaveAttribute('open');
  });

  it('keeps the language of the page in its links', () => {
    renderMenu('/en/punti-vendita');
    expect(within(drawer()).getByRole('link', { hidden: true, name: 'Coupon' })).toHaveAttribute(
      'href',
      '/en/carta-vantaggi/coupon',
    );
  });
});
