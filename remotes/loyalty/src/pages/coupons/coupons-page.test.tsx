import { setupNetwork } from '@iper/api/src/testing/network';
import type { Coupon, CouponsResponse } from '@iper/contracts';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { accountInfo, SIGNED_IN, VISITOR } from '../../testing/fixtures';

const network = setupNetwork();

const TODAY = '2026-11-20';

function coupon(id: string, title: string, extra: Partial<Coupon> = {}): Coupon {
  return {
    id,
    title,
    brand: 'Iper La grande i',
    description: 'Valido su una confezione.',
    discountLabel: '-20%',
    category: 'Dispensa',
    validFrom: '2026-11-01',
    expiresOn: '2026-12-10',
    storeIds: [],
    chosenForYou: false,
    saved: false,
    ...extra,
  };
}

const STORES = [{ id: '00101', nome: 'Iper Arese' }];

function couponList(coupons: Coupon[], extra: Partial<CouponsResponse> = {}): CouponsResponse {
  return {
    storeId: '00101',
    today: TODAY,
    savedCount: coupons.filter((item) => item.saved).length,
    savedMax: 10,
    coupons,
    ...extra,
  };
}

// Spread after a test's own handlers: the first handler that matches a request answers it.
const SIGNED_IN_HANDLERS = [
  http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
  http.get('/api/account/info', () => HttpResponse.json(accountInfo())),
  http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
];

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

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('/carta-vantaggi/coupon', () => {
  it('shows a visitor the offer and asks them to log in for the list', async () => {
    network.use(http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)));
    renderRoutes(routes, '/carta-vantaggi/coupon');
    expect(
      await screen.findByRole('heading', { name: 'Accedi per vedere i coupon' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/accedi?redirect=%2Fcarta-vantaggi%2Fcoupon',
    );
    expect(network.requestsTo('/api/coupons', 'GET')).toHaveLength(0);
  });

  it("lists the coupons of the customer's store, warning about those about to expire", async () => {
    network.use(
      http.get('/api/coupons', () =>
        HttpResponse.json(
          couponList([
            coupon('mozzarella', 'Mozzarella di Bufala Campana DOP 250 g', {
              expiresOn: '2026-11-21',
            }),
            coupon('pasta', 'Spaghetti n.5 1 kg'),
          ]),
        ),
      ),
      ...SIGNED_IN_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi/coupon');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'I coupon validi a Iper Arese' }),
    ).toBeInTheDocument();
    const mozzarella = await screen.findByRole('article', {
      name: 'Mozzarella di Bufala Campana DOP 250 g',
    });
    expect(within(mozzarella).getByText('Scade domani')).toBeInTheDocument();
    expect(within(mozzarella).getByText('Valido fino al 21/11/2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Spaghetti n.5 1 kg' })).queryByText(/Scade/),
    ).not.toBeInTheDocument();
    expect(
      new URL(network.requestsTo('/api/coupons', 'GET')[0]!.url).searchParams.get('storeId'),
    ).toBe('00101');
  });

  it("pictures each coupon with an illustration of its product's category", async () => {
    network.use(
      http.get('/api/coupons', () =>
        HttpResponse.json(
          couponList([
            coupon('mozzarella', 'Mozzarella di Bufala Campana DOP 250 g', {
              category: 'Latticini e formaggi',
            }),
            coupon('pasta', 'Spaghetti n.5 1 kg'),
          ]),
        ),
      ),
      ...SIGNED_IN_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi/coupon');
    const mozzarella = await screen.findByRole('article', {
      name: 'Mozzarella di Bufala Campana DOP 250 g',
    });
    expect(mozzarella.querySelector('svg[data-illustration]')).toHaveAttribute(
      'data-illustration',
      'dairy',
    );
    expect(
      screen
        .getByRole('article', { name: 'Spaghetti n.5 1 kg' })
        .querySelector('svg[data-illustration]'),
    ).toHaveAttribute('data-illustration', 'pantry');
  });

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

  it('says when the selected store has no coupons', async () => {
    network.use(
      http.get('/api/coupons', () => HttpResponse.json(couponList([]))),
      ...SIGNED_IN_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi/coupon');
    expect(
      await screen.findByRole('heading', { name: 'Nessun coupon nel punto vendita selezionato' }),
    ).toBeInTheDocument();
  });

  it('lists the coupons of every store for a customer without a store, and says so', async () => {
    network.use(
      http.get('/api/account/info', () => HttpResponse.json(accountInfo({ storeId: null }))),
      http.get('/api/coupons', () =>
        HttpResponse.json(couponList([coupon('pasta', 'Spaghetti n.5 1 kg')], { storeId: null })),
      ),
      ...SIGNED_IN_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi/coupon');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'I coupon di tutti i punti vendita' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scegli il tuo punto vendita' })).toHaveAttribute(
      'href',
      '/punti-vendita',
    );
    await screen.findByRole('article', { name: 'Spaghetti n.5 1 kg' });
    expect(new URL(network.requestsTo('/api/coupons', 'GET')[0]!.url).search).toBe('');
  });

  it('shows the coupons chosen for the customer in their tab', async () => {
    network.use(
      http.get('/api/coupons', () =>
        HttpResponse.json(
          couponList([
            coupon('biscotti', 'Biscotti frollini 700 g', { chosenForYou: true }),
            coupon('pasta', 'Spaghetti n.5 1 kg'),
          ]),
        ),
      ),
      ...SIGNED_IN_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi/coupon');
    await userEvent.click(await screen.findByRole('tab', { name: 'Scelti per te (1)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(1);
    expect(
      within(panel).getByRole('article', { name: 'Biscotti frollini 700 g' }),
    ).toBeInTheDocument();
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
