import { GUEST_LIST_STORAGE_KEY } from '@iper/api';
import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { signedInHandlers, visitorHandlers } from '../../testing/handlers';

const network = setupNetwork();
const user = userEvent.setup();

async function addProduct(label: string) {
  await user.type(screen.getByLabelText(/^Prodotto/), label);
  await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
  await screen.findByRole('checkbox', { name: label });
}

describe('the shopping list page', () => {
  beforeEach(() => localStorage.clear());

  it("keeps a guest's list on this device: add, check, remove", async () => {
    network.use(...visitorHandlers);
    renderRoutes(routes, '/account/lista-spesa');
    expect(await screen.findByText(/La lista è salvata su questo dispositivo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Scrivi il nome del prodotto.')).toBeInTheDocument();
    await addProduct('Farina 00');
    await addProduct('Uova');
    expect(screen.getByLabelText(/^Prodotto/)).toHaveFocus();
    expect(screen.queryByText('Scrivi il nome del prodotto.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Farina 00' }));
    expect(screen.getByRole('checkbox', { name: 'Farina 00' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Rimuovi Uova' }));
    expect(screen.queryByRole('checkbox', { name: 'Uova' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_LIST_STORAGE_KEY)!)).toEqual([
      expect.objectContaining({ label: 'Farina 00', checked: true }),
    ]);
  });

  it('asks for confirmation before deleting every item', async () => {
    network.use(...visitorHandlers);
    renderRoutes(routes, '/account/lista-spesa');
    await screen.findByText(/La lista è salvata su questo dispositivo/);
    await addProduct('Farina 00');
    await user.click(screen.getByRole('button', { name: 'Svuota la lista' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Svuotare la lista?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.getByRole('checkbox', { name: 'Farina 00' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Svuota la lista' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina tutto' }),
    );
    expect(
      await screen.findByText('La lista è vuota: aggiungi il primo prodotto.'),
    ).toBeInTheDocument();
  });

  it("shows the account's list with expired promotions under 'Dalle promozioni precedenti'", async () => {
    network.use(
      ...signedInHandlers(),
      http.get('/api/account/shopping-list', () =>
        HttpResponse.json({
          items: [
            { id: 'a', label: 'Pane integrale', checked: false, promotionEndsOn: null },
            { id: 'b', label: 'Olio extravergine', checked: false, promotionEndsOn: '2020-01-31' },
          ],
        }),
      ),
      http.patch('/api/account/shopping-list/items/a', () =>
        HttpResponse.json({
          id: 'a',
          label: 'Pane integrale',
          checked: true,
          promotionEndsOn: null,
        }),
      ),
    );
    renderRoutes(routes, '/account/lista-spesa');
    const previous = await screen.findByRole('list', {
      name: 'Prodotti delle promozioni precedenti',
    });
    expect(
      within(previous).getByRole('checkbox', { name: /Olio extravergine/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dalle promozioni precedenti' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Pane integrale' }));
    await waitFor(() =>
      expect(network.requestsTo('/api/account/shopping-list/items/a', 'PATCH')).toHaveLength(1),
    );
    const [ticked] = network.requestsTo('/api/account/shopping-list/items/a', 'PATCH');
    expect(await ticked!.json()).toEqual({ checked: true });
  });

  it('keeps a tick made offline on the device and sends it once when the network is back', async () => {
    let checked = false;
    network.use(
      ...signedInHandlers(),
      http.get('/api/account/shopping-list', () =>
        HttpResponse.json({
          items: [{ id: 'a', label: 'Pane integrale', checked, promotionEndsOn: null }],
        }),
      ),
      http.patch('/api/account/shopping-list/items/a', async ({ request }) => {
        checked = ((await request.json()) as { checked: boolean }).checked;
        return HttpResponse.json({
          id: 'a',
          label: 'Pane integrale',
          checked,
          promotionEndsOn: null,
        });
      }),
    );
    const online = jest.spyOn(navigator, 'onLine', 'get');
    try {
      renderRoutes(routes, '/account/lista-spesa');
      const bread = await screen.findByRole('checkbox', { name: 'Pane integrale' });
      online.mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
      expect(await screen.findByText(/^Sei offline: puoi spuntare i prodotti/)).toBeInTheDocument();
      await user.click(bread);
      expect(screen.getByRole('checkbox', { name: 'Pane integrale' })).toBeChecked();
      expect(screen.getByText(/1 modifica in attesa/)).toBeInTheDocument();
      expect(network.requestsTo('/api/account/shopping-list/items/a', 'PATCH')).toHaveLength(0);
      const pending = Object.keys(localStorage).filter((key) =>
        key.startsWith('iper.shoppingList.pending.'),
      );
      expect(pending.map((key) => JSON.parse(localStorage.getItem(key)!))).toEqual([{ a: true }]);

      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(screen.queryByText(/Sei offline|stiamo salvando/)).toBeNull());
      expect(network.requestsTo('/api/account/shopping-list/items/a', 'PATCH')).toHaveLength(1);
      expect(checked).toBe(true);
      expect(screen.getByRole('checkbox', { name: 'Pane integrale' })).toBeChecked();
      expect(
        Object.keys(localStorage).filter((key) => key.startsWith('iper.shoppingList.pending.')),
      ).toEqual([]);
    } finally {
      online.mockRestore();
    }
  });
});
