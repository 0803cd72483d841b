import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { coupon, couponList, SIGNED_IN_HANDLERS } from '../../testing/coupons';
import { accountInfo, VISITOR } from '../../testing/fixtures';

const network = setupNetwork();

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
});
