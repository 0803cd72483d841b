import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { coupon, couponList, SIGNED_IN_HANDLERS } from '../../testing/coupons';

const network = setupNetwork();

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

/** Saves the spaghetti coupon from the coupon page: the ten-coupon limit is what it meets. */
async function expectLimitOnSavingSpaghetti() {
  renderRoutes(routes, '/carta-vantaggi/coupon');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Salva il coupon Spaghetti n.5 1 kg' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Hai raggiunto il limite di dieci coupon salvabili',
  );
}

describe('/carta-vantaggi/coupon: saved coupons', () => {
  it('saves a coupon, and shows it among "mine"', async () => {
    let saved = false;
    network.use(
      http.get('/api/coupons', () =>
        HttpResponse.json(couponList([coupon('pasta', 'Spaghetti n.5 1 kg', { saved })])),
      ),
      http.put('/api/coupons/saved/pasta', () => {
        saved = true;
        return HttpResponse.json({ couponId: 'pasta', saved: true, savedCount: 1 });
      }),
      ...SIGNED_IN_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi/coupon');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Salva il coupon Spaghetti n.5 1 kg' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Salvato, rimuovi il coupon Spaghetti n.5 1 kg' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Coupon salvati: 1 di 10')).toBeInTheDocument();
    expect(network.requestsTo('/api/coupons/saved/pasta', 'PUT')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'I miei coupon (1)' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Spaghetti n.5 1 kg' }),
    ).toBeInTheDocument();
  });

  it("refuses an eleventh coupon with 'Hai raggiunto il limite di dieci coupon salvabili'", async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      coupon(`saved-${index}`, `Coupon salvato ${index}`, { saved: true }),
    );
    network.use(
      http.get('/api/coupons', () =>
        HttpResponse.json(couponList([...ten, coupon('pasta', 'Spaghetti n.5 1 kg')])),
      ),
      ...SIGNED_IN_HANDLERS,
    );
    await expectLimitOnSavingSpaghetti();
    expect(network.requestsTo('/api/coupons/saved/pasta', 'PUT')).toHaveLength(0);
  });

  it('shows the limit message when the server refuses the save', async () => {
    network.use(
      http.get('/api/coupons', () =>
        HttpResponse.json(couponList([coupon('pasta', 'Spaghetti n.5 1 kg')])),
      ),
      http.put('/api/coupons/saved/pasta', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Hai raggiunto il limite di dieci coupon salvabili',
          },
          { status: 409 },
        ),
      ),
      ...SIGNED_IN_HANDLERS,
    );
    await expectLimitOnSavingSpaghetti();
  });

  it('sends one save for a double click', async () => {
    let answer: (value: Response) => void = () => {};
    network.use(
      http.get('/api/coupons', () =>
        HttpResponse.json(couponList([coupon('pasta', 'Spaghetti n.5 1 kg')])),
      ),
      http.put(
        '/api/coupons/saved/pasta',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
      ...SIGNED_IN_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi/coupon');
    const button = await screen.findByRole('button', {
      name: 'Salva il coupon Spaghetti n.5 1 kg',
    });
    await userEvent.dblClick(button);
    await waitFor(() =>
      expect(network.requestsTo('/api/coupons/saved/pasta', 'PUT')).toHaveLength(1),
    );
    answer(HttpResponse.json({ couponId: 'pasta', saved: true, savedCount: 1 }));
  });

  it('deletes every saved coupon only after confirmation', async () => {
    let saved = true;
    network.use(
      http.get('/api/coupons', () =>
        HttpResponse.json(
          couponList([
            coupon('pasta', 'Spaghetti n.5 1 kg', { saved }),
            coupon('olio', 'Olio extravergine 1 l', { saved }),
          ]),
        ),
      ),
      http.delete('/api/coupons/saved', () => {
        saved = false;
        return HttpResponse.json({ removed: 2, savedCount: 0 });
      }),
      ...SIGNED_IN_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi/coupon');
    await userEvent.click(await screen.findByRole('tab', { name: 'I miei coupon (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elimina tutti' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminare tutti i coupon salvati?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(network.requestsTo('/api/coupons/saved', 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Elimina tutti' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sì, elimina tutti' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Non hai coupon salvati' }),
    ).toBeInTheDocument();
    expect(network.requestsTo('/api/coupons/saved', 'DELETE')).toHaveLength(1);
  });
});
