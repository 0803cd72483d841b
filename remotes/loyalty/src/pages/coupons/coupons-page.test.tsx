import type { Coupon, CouponsResponse } from '@iper/contracts';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import {
  accountInfo,
  mockApi,
  requestsTo,
  SIGNED_IN,
  status,
  VISITOR,
} from '../../testing/mock-api';

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

const SIGNED_IN_ROUTES = {
  'GET /api/account/session/verify': SIGNED_IN,
  'GET /api/account/info': accountInfo(),
  'POST /api/stores-yext': STORES,
};

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('/carta-vantaggi/coupon', () => {
  it('shows a visitor the offer and asks them to log in for the list', async () => {
    const fetchSpy = mockApi({ 'GET /api/account/session/verify': VISITOR });
    renderRoutes(routes, '/carta-vantaggi/coupon');
    expect(
      await screen.findByRole('heading', { name: 'Accedi per vedere i coupon' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/accedi?redirect=%2Fcarta-vantaggi%2Fcoupon',
    );
    expect(requestsTo(fetchSpy, 'GET', '/api/coupons')).toHaveLength(0);
  });

  it("lists the coupons of the customer's store, warning about those about to expire", async () => {
    const fetchSpy = mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/coupons': couponList([
        coupon('mozzarella', 'Mozzarella di Bufala Campana DOP 250 g', { expiresOn: '2026-11-21' }),
        coupon('pasta', 'Spaghetti n.5 1 kg'),
      ]),
    });
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
      new URL(requestsTo(fetchSpy, 'GET', '/api/coupons')[0]!.url).searchParams.get('storeId'),
    ).toBe('00101');
  });

  it("pictures each coupon with an illustration of its product's category", async () => {
    mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/coupons': couponList([
        coupon('mozzarella', 'Mozzarella di Bufala Campana DOP 250 g', {
          category: 'Latticini e formaggi',
        }),
        coupon('pasta', 'Spaghetti n.5 1 kg'),
      ]),
    });
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
    const fetchSpy = mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/coupons': () => couponList([coupon('pasta', 'Spaghetti n.5 1 kg', { saved })]),
      'PUT /api/coupons/saved/pasta': () => {
        saved = true;
        return { couponId: 'pasta', saved: true, savedCount: 1 };
      },
    });
    renderRoutes(routes, '/carta-vantaggi/coupon');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Salva il coupon Spaghetti n.5 1 kg' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Salvato, rimuovi il coupon Spaghetti n.5 1 kg' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Coupon salvati: 1 di 10')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'PUT', '/api/coupons/saved/pasta')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'I miei coupon (1)' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Spaghetti n.5 1 kg' }),
    ).toBeInTheDocument();
  });

  it("refuses an eleventh coupon with 'Hai raggiunto il limite di dieci coupon salvabili'", async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      coupon(`saved-${index}`, `Coupon salvato ${index}`, { saved: true }),
    );
    const fetchSpy = mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/coupons': couponList([...ten, coupon('pasta', 'Spaghetti n.5 1 kg')]),
    });
    renderRoutes(routes, '/carta-vantaggi/coupon');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Salva il coupon Spaghetti n.5 1 kg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hai raggiunto il limite di dieci coupon salvabili',
    );
    expect(requestsTo(fetchSpy, 'PUT', '/api/coupons/saved/pasta')).toHaveLength(0);
  });

  it('shows the limit message when the server refuses the save', async () => {
    mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/coupons': couponList([coupon('pasta', 'Spaghetti n.5 1 kg')]),
      'PUT /api/coupons/saved/pasta': status(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Hai raggiunto il limite di dieci coupon salvabili',
      }),
    });
    renderRoutes(routes, '/carta-vantaggi/coupon');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Salva il coupon Spaghetti n.5 1 kg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hai raggiunto il limite di dieci coupon salvabili',
    );
  });

  it('sends one save for a double click', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchSpy = mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/coupons': couponList([coupon('pasta', 'Spaghetti n.5 1 kg')]),
      'PUT /api/coupons/saved/pasta': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(routes, '/carta-vantaggi/coupon');
    const button = await screen.findByRole('button', {
      name: 'Salva il coupon Spaghetti n.5 1 kg',
    });
    await userEvent.dblClick(button);
    await waitFor(() =>
      expect(requestsTo(fetchSpy, 'PUT', '/api/coupons/saved/pasta')).toHaveLength(1),
    );
    answer(Response.json({ couponId: 'pasta', saved: true, savedCount: 1 }));
  });

  it('says when the selected store has no coupons', async () => {
    mockApi({ ...SIGNED_IN_ROUTES, 'GET /api/coupons': couponList([]) });
    renderRoutes(routes, '/carta-vantaggi/coupon');
    expect(
      await screen.findByRole('heading', { name: 'Nessun coupon nel punto vendita selezionato' }),
    ).toBeInTheDocument();
  });

  it('lists the coupons of every store for a customer without a store, and says so', async () => {
    const fetchSpy = mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/account/info': accountInfo({ storeId: null }),
      'GET /api/coupons': couponList([coupon('pasta', 'Spaghetti n.5 1 kg')], { storeId: null }),
    });
    renderRoutes(routes, '/carta-vantaggi/coupon');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'I coupon di tutti i punti vendita' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scegli il tuo punto vendita' })).toHaveAttribute(
      'href',
      '/punti-vendita',
    );
    await screen.findByRole('article', { name: 'Spaghetti n.5 1 kg' });
    expect(new URL(requestsTo(fetchSpy, 'GET', '/api/coupons')[0]!.url).search).toBe('');
  });

  it('shows the coupons chosen for the customer in their tab', async () => {
    mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/coupons': couponList([
        coupon('biscotti', 'Biscotti frollini 700 g', { chosenForYou: true }),
        coupon('pasta', 'Spaghetti n.5 1 kg'),
      ]),
    });
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
    const fetchSpy = mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/coupons': () =>
        couponList([
          coupon('pasta', 'Spaghetti n.5 1 kg', { saved }),
          coupon('olio', 'Olio extravergine 1 l', { saved }),
        ]),
      'DELETE /api/coupons/saved': () => {
        saved = false;
        return { removed: 2, savedCount: 0 };
      },
    });
    renderRoutes(routes, '/carta-vantaggi/coupon');
    await userEvent.click(await screen.findByRole('tab', { name: 'I miei coupon (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elimina tutti' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminare tutti i coupon salvati?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(requestsTo(fetchSpy, 'DELETE', '/api/coupons/saved')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Elimina tutti' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sì, elimina tutti' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Non hai coupon salvati' }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'DELETE', '/api/coupons/saved')).toHaveLength(1);
  });
});
