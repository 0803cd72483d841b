import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { signedInHandlers } from '../../testing/handlers';

const network = setupNetwork(...signedInHandlers());

const RECEIPTS = [
  {
    id: 'r1',
    number: '0102-2411-0457',
    storeName: 'Iper Milano Portello',
    issuedAt: '2026-11-19T17:42:00.000Z',
    total: 20.43,
    isFavourite: true,
    itemsCount: 5,
  },
  {
    id: 'r2',
    number: '0101-2410-1189',
    storeName: 'Iper Arese',
    issuedAt: '2026-10-29T16:20:00.000Z',
    total: 12.6,
    isFavourite: false,
    itemsCount: 4,
  },
];

describe('the digital receipts page', () => {
  it('lists the receipts, flips favourites and the digital-only choice, and shows a receipt in detail', async () => {
    let state = { digitalOnly: false, receipts: RECEIPTS };
    network.use(
      http.get('/api/account/receipts', () => HttpResponse.json(state)),
      http.put('/api/account/receipts/digital-only', async ({ request }) => {
        const { enabled } = (await request.json()) as { enabled: boolean };
        state = { ...state, digitalOnly: enabled };
        return HttpResponse.json({ digitalOnly: enabled });
      }),
      http.put('/api/account/receipts/r2/favourite', () => {
        state = {
          ...state,
          receipts: state.receipts.map((receipt) =>
            receipt.id === 'r2' ? { ...receipt, isFavourite: true } : receipt,
          ),
        };
        return HttpResponse.json(state.receipts[1]);
      }),
      http.get('/api/account/receipts/r1', () =>
        HttpResponse.json({
          ...RECEIPTS[0],
          storeId: '00102',
          subtotal: 22.83,
          discount: 2.4,
          pointsEarned: 20,
          paymentMethod: 'Carta di credito',
          lines: [
            {
              description: 'Latte parzialmente scremato 1 l',
              quantity: 2,
              unitPrice: 1.29,
              amount: 2.58,
            },
          ],
        }),
      ),
    );
    renderRoutes(routes, '/account/scontrini-digitali');
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '19/11/2026 · Iper Milano Portello',
      '29/10/2026 · Iper Arese',
    ]);

    const toggle = screen.getByRole('switch', { name: 'Ricevi solo lo scontrino digitale' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Ricevi solo lo scontrino digitale' }),
      ).toBeChecked(),
    );

    const second = screen.getByRole('button', { name: 'Preferito: scontrino del 29/10/2026' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(second);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Preferito: scontrino del 29/10/2026' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Dettaglio dello scontrino del 19/11/2026' }),
    );
    const table = await screen.findByRole('table', { name: 'Prodotti acquistati' });
    expect(
      within(table).getByRole('cell', { name: 'Latte parzialmente scremato 1 l' }),
    ).toBeInTheDocument();
    expect(screen.getByText('−2,40 €')).toBeInTheDocument();
    const [digitalOnly] = network.requestsTo('/api/account/receipts/digital-only', 'PUT');
    expect(await digitalOnly!.json()).toEqual({ enabled: true });
  });
});
