import { SELECTED_STORE_STORAGE_KEY } from '@iper/api';
import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { flyerHandlers } from '../../features/flyers/flyer-test-data';
import { withErrorBoundary } from '../../testing/fake-cms';

setupNetwork(...flyerHandlers());

// The first render loads the page's lazy module: give a loaded machine time.
const SLOW = { timeout: 5000 };

afterEach(() => jest.restoreAllMocks());
beforeEach(() => localStorage.clear());

describe('the flyer list', () => {
  it('asks to choose a store first, then lists its current and next flyer, and remembers the choice', async () => {
    const { router } = renderRoutes(withErrorBoundary(routes), '/lista-volantini');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volantini' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Scegli il tuo punto vendita per vedere i suoi volantini.'),
    ).toBeInTheDocument();
    const choice = await screen.findByRole('combobox', { name: 'Punto vendita' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Scegli un punto vendita',
      'Iper Arese – Arese',
      'Iper Pet Arese – Arese',
      'Iper Seriate – Seriate',
    ]);
    await userEvent.selectOptions(choice, 'Iper Arese – Arese');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra i volantini' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'I volantini di Iper Arese' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_STORE_STORAGE_KEY)).toBe('00102');
    expect(router.state.location.search).toBe('?punto-vendita=00102');
    const [current, next] = screen
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading', { level: 3 }));
    expect(within(current!).getByText('In corso')).toBeInTheDocument();
    expect(within(current!).getByRole('link', { name: 'Volantino Iper' })).toHaveAttribute(
      'href',
      '/volantino?id=volantino-iper-2026-11-19',
    );
    expect(
      within(current!).getByText(/Valido dal 19\/11\/2026 al 25\/11\/2026/),
    ).toBeInTheDocument();
    expect(
      within(within(current!).getByRole('list', { name: 'I 7 giorni del volantino' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(7);
    expect(within(next!).getByText('Prossimo')).toBeInTheDocument();
  });

  it("shows the selected store's flyers straight away", async () => {
    localStorage.setItem(SELECTED_STORE_STORAGE_KEY, '00102');
    renderRoutes(withErrorBoundary(routes), '/lista-volantini');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'I volantini di Iper Arese' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Punto vendita' })).toHaveValue('00102');
  });

  it('shows the flyers of the store in the address (the choice sent as a form), over the device’s own', async () => {
    localStorage.setItem(SELECTED_STORE_STORAGE_KEY, '00103');
    renderRoutes(withErrorBoundary(routes), '/lista-volantini?punto-vendita=00102');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'I volantini di Iper Arese' }, SLOW),
    ).toBeInTheDocument();
    const choice = screen.getByRole('combobox', { name: 'Punto vendita' });
    expect(choice).toHaveAttribute('name', 'punto-vendita');
    expect(choice.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('button', { name: 'Mostra i volantini' })).toBeEnabled();
  });

  it('shows the store picked in the list just before the app took the page over', async () => {
    const { router } = renderRoutes(withErrorBoundary(routes), '/lista-volantini');
    const choice = await screen.findByRole('combobox', { name: 'Punto vendita' }, SLOW);
    // Picked in the server's HTML: the list shows it, React's state has not heard of it.
    (choice as HTMLSelectElement).value = '00102';
    await userEvent.click(screen.getByRole('button', { name: 'Mostra i volantini' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'I volantini di Iper Arese' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?punto-vendita=00102');
  });
});
