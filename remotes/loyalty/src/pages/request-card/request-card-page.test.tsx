import { renderRoutes } from '@iper/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { accountInfo, mockApi, requestsTo, SIGNED_IN, VISITOR } from '../../testing/mock-api';

const NO_CARD = { cardNumber: null, cardType: null, canUpgradeToPlus: false, salesforceId: null };
const STORES = [
  { id: '00101', nome: 'Iper Arese' },
  { id: '00104', nome: 'Iper Monza' },
];

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  // The visitor accepted analytics: the event reaches the data layer.
  document.cookie = `iper_consent=${encodeURIComponent(JSON.stringify({ analytics: true, marketing: false, decidedAt: '2026-11-01T00:00:00.000Z' }))}`;
});
afterEach(() => jest.restoreAllMocks());

describe('/carta-vantaggi/richiedi', () => {
  it('asks a visitor to log in or register first', async () => {
    mockApi({ 'GET /api/account/session/verify': VISITOR });
    renderRoutes(routes, '/carta-vantaggi/richiedi');
    expect(
      await screen.findByRole('heading', { name: 'Prima accedi o registrati' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/accedi?redirect=%2Fcarta-vantaggi%2Frichiedi',
    );
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      '/registrazione',
    );
  });

  it('requests the digital card in one click with the profile data', async () => {
    let subscribed = false;
    const fetchSpy = mockApi({
      'GET /api/account/session/verify': SIGNED_IN,
      'GET /api/account/info': () =>
        subscribed ? accountInfo({ cardNumber: '041122334455' }) : accountInfo(NO_CARD),
      'POST /api/stores-yext': STORES,
      'POST /api/advantage-card/subscribe': () => {
        subscribed = true;
        return { errorCode: '0', cardNumber: '041122334455', cardType: 'base' };
      },
    });
    renderRoutes(routes, '/carta-vantaggi/richiedi');
    expect(await screen.findByText('Sara Ferrari')).toBeInTheDocument();
    expect(await screen.findByText('Iper Arese')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Richiedi la carta digitale' }));
    expect(
      await screen.findByText(/Il numero della tua carta digitale è 0 0411 2233 4455/),
    ).toBeInTheDocument();
    const body = await requestsTo(fetchSpy, 'POST', '/api/advantage-card/subscribe')[0]!.json();
    expect(body).toMatchObject({
      uid: 'demo-sara-ferrari',
      email: 'sara.ferrari@example.it',
      storeId: '00101',
      privacy: true,
      salesforceId: '',
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'crea_carta_vantaggi_digitale' }),
    );
  });

  it('lets the customer choose a store when the profile has none', async () => {
    const fetchSpy = mockApi({
      'GET /api/account/session/verify': SIGNED_IN,
      'GET /api/account/info': accountInfo({ ...NO_CARD, storeId: null }),
      'POST /api/stores-yext': STORES,
      'POST /api/advantage-card/subscribe': {
        errorCode: '0',
        cardNumber: '041122334455',
        cardType: 'base',
      },
    });
    renderRoutes(routes, '/carta-vantaggi/richiedi');
    const select = await screen.findByRole('combobox', { name: /Il tuo punto vendita/ });
    await screen.findByRole('option', { name: 'Iper Monza' });
    await userEvent.selectOptions(select, '00104');
    await userEvent.click(screen.getByRole('button', { name: 'Richiedi la carta digitale' }));
    await screen.findByText(/Il numero della tua carta digitale/);
    expect(
      await requestsTo(fetchSpy, 'POST', '/api/advantage-card/subscribe')[0]!.json(),
    ).toMatchObject({ storeId: '00104' });
  });

  it('sends the customer to complete the profile when data is missing', async () => {
    mockApi({
      'GET /api/account/session/verify': SIGNED_IN,
      'GET /api/account/info': accountInfo(NO_CARD, { phones: [] }),
      'POST /api/stores-yext': STORES,
    });
    renderRoutes(routes, '/carta-vantaggi/richiedi');
    expect(await screen.findByText('Per la carta servono anche: Telefono.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completa i tuoi dati personali' })).toHaveAttribute(
      'href',
      '/account/dati-personali',
    );
    expect(
      screen.queryByRole('button', { name: 'Richiedi la carta digitale' }),
    ).not.toBeInTheDocument();
  });

  it('shows the subscription error when the card cannot be created', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/account/session/verify': SIGNED_IN,
      'GET /api/account/info': accountInfo(NO_CARD),
      'POST /api/stores-yext': STORES,
      'POST /api/advantage-card/subscribe': {
        errorCode: '4',
        errorMessage: 'Il tuo account ha già una Carta Vantaggi.',
      },
    });
    renderRoutes(routes, '/carta-vantaggi/richiedi');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Richiedi la carta digitale' }),
    );
    expect(
      await screen.findByText(
        /Si è verificato un errore durante la sottoscrizione della carta vantaggi/,
      ),
    ).toBeInTheDocument();
  });

  it('sends a card owner to the card', async () => {
    mockApi({
      'GET /api/account/session/verify': SIGNED_IN,
      'GET /api/account/info': accountInfo(),
    });
    renderRoutes(routes, '/carta-vantaggi/richiedi');
    expect(
      await screen.findByRole('heading', { name: 'Hai già la Carta Vantaggi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla tua carta' })).toHaveAttribute(
      'href',
      '/carta-vantaggi',
    );
  });
});
