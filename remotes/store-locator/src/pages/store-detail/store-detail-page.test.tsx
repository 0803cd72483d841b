import { setupNetwork } from '@iper/api/src/testing/network';
import {
  NO_ADDRESS,
  NO_CARD,
  accountInfoWith,
} from '@iper/contracts/src/testing/account-info.fixture';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { storesWallClock, WEEKDAY_NAMES } from '../../domain/opening-hours';
import { routes } from '../../routes';
import { storeLocatorHandlers } from '../../testing/handlers';

const network = setupNetwork(...storeLocatorHandlers);

describe('the store detail page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows the week with today first, the special openings, call and directions', async () => {
    renderRoutes(routes, '/punti-vendita/iper-arese');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iper Arese' }),
    ).toBeInTheDocument();
    const hours = screen.getByRole('table', { name: 'Orari di apertura, a partire da oggi' });
    const rows = within(hours).getAllByRole('row');
    expect(rows).toHaveLength(7);
    // Today in Italy, where the stores are (the test machine's own day may differ near midnight).
    const today = storesWallClock(new Date()).getDay();
    expect(rows[0]).toHaveTextContent(`${WEEKDAY_NAMES[today]} (oggi)`);
    expect(screen.getByRole('heading', { name: 'Aperture straordinarie' })).toBeInTheDocument();
    expect(screen.getByText(/Natale/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chiama 02 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+390212345678',
    );
    expect(screen.getByRole('link', { name: /Indicazioni stradali/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=45.5538,9.0431',
    );
  });

  it('lists services by category with their link rules, the restaurants, the fuel prices and the nearby stores', async () => {
    renderRoutes(routes, '/punti-vendita/iper-arese');
    const services = await screen.findByRole('region', { name: 'Servizi' });
    expect(
      within(services).getByRole('heading', { level: 3, name: 'Servizi in negozio' }),
    ).toBeInTheDocument();
    expect(within(services).getByText('Parcheggio gratuito').closest('a')).toBeNull();
    expect(
      within(services).getByRole('link', { name: /Ricarica auto elettriche/ }),
    ).toHaveAttribute('target', '_blank');
    expect(
      within(services).getByRole('link', { name: 'Lavanderia self-service (PDF)' }),
    ).toHaveAttribute('href', '/api/services/documents/listino-lavanderia.pdf');
    expect(within(services).getByRole('link', { name: 'Lista nozze' })).toHaveAttribute(
      'href',
      '/servizi/casa-e-famiglia/lista-nozze',
    );
    expect(screen.getByRole('link', { name: 'La Romantica Arese: orari e menu' })).toHaveAttribute(
      'href',
      '/punti-vendita/iper-arese/la-romantica',
    );
    const fuel = await screen.findByRole('region', { name: 'Distributore Iper Station' });
    expect(within(fuel).getByText('1,789 euro/l')).toBeInTheDocument();
    const nearby = screen.getByRole('region', { name: 'Punti vendita vicini' });
    expect(
      within(nearby)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Iper Milano Portello']);
  });

  it('selects the store for anyone and says so', async () => {
    renderRoutes(routes, '/punti-vendita/iper-arese');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Scegli come tuo punto vendita' }),
    );
    expect(await screen.findByText('È il tuo punto vendita')).toBeInTheDocument();
    expect(localStorage.getItem('selectedStoreId')).toBe('00101');
  });

  it('finds a pet-food shop and links its hypermarket', async () => {
    renderRoutes(routes, '/punti-vendita/iper-pet-arese');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iper Pet Arese' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Presso/)).toHaveTextContent('Presso Iper Arese');
    expect(within(screen.getByText(/Presso/)).getByRole('link')).toHaveAttribute(
      'href',
      '/punti-vendita/iper-arese',
    );
    expect(
      screen.queryByRole('button', { name: 'Scegli come tuo punto vendita' }),
    ).not.toBeInTheDocument();
  });

  it('says when no store has the slug', async () => {
    renderRoutes(routes, '/punti-vendita/iper-atlantide');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punto vendita non trovato' }),
    ).toBeInTheDocument();
  });
});

describe('the restaurant pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a restaurant with its hours and menu', async () => {
    renderRoutes(routes, '/punti-vendita/iper-arese/la-romantica');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La Romantica Arese' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Pizze' })).toBeInTheDocument();
    expect(screen.getByText('6,50 €')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')[0]).toHaveTextContent('(oggi)');
  });

  it('lists the restaurants of every brand', async () => {
    renderRoutes(routes, '/punti-vendita/punti-ristorazione');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punti ristorazione' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'La Romantica Arese' })).toHaveAttribute(
      'href',
      '/punti-vendita/iper-arese/la-romantica',
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Cremamore', 'Foodtruck', 'Portello Caffè', 'Risto', 'La Romantica']);
  });
});

describe('the favourite store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  /** Giulia Bianchi, no card, no address: only her favourite store changes. */
  const accountInfo = (storeId: string | null) =>
    accountInfoWith({
      uid: 'u1',
      registrationDate: '2026-01-01',
      profile: {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        email: 'giulia@example.org',
        gender: 'f',
        birthDay: 1,
        birthMonth: 2,
        birthYear: 1990,
      },
      data: { ...NO_CARD, cf: null, storeId, canUpgradeToPlus: false },
      preferences: { marketing: false, receipt: false },
      address: NO_ADDRESS,
      phones: [],
    });

  it('is offered to a logged-in user only, and saved on the account', async () => {
    network.use(
      http.get('/api/account/session/verify', () =>
        HttpResponse.json({ errorCode: '0', uid: 'u1' }),
      ),
      http.get('/api/account/info', () => HttpResponse.json(accountInfo(null))),
      http.put('/api/account/favourite-store', () => HttpResponse.json(accountInfo('00101'))),
    );
    renderRoutes(routes, '/punti-vendita/iper-arese');
    await userEvent.click(await screen.findByRole('button', { name: 'Imposta come preferito' }));
    expect(await screen.findByText('È il tuo punto vendita preferito')).toBeInTheDocument();
    // SPEC §4: the favourite becomes the selected store when none was chosen.
    expect(localStorage.getItem('selectedStoreId')).toBe('00101');
    const puts = network.requestsTo('/api/account/favourite-store', 'PUT');
    expect(puts).toHaveLength(1);
    expect(await puts[0]!.json()).toEqual({ storeId: '00101' });
  });

  it('is not offered to a visitor', async () => {
    renderRoutes(routes, '/punti-vendita/iper-arese');
    expect(
      await screen.findByRole('button', { name: 'Scegli come tuo punto vendita' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Imposta come preferito' }),
    ).not.toBeInTheDocument();
  });
});
