import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { accountInfo, SIGNED_IN, VISITOR } from '../../testing/fixtures';

const network = setupNetwork();

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
    network.use(http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)));
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
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () =>
        HttpResponse.json(
          subscribed ? accountInfo({ cardNumber: '041122334455' }) : accountInfo(NO_CARD),
        ),
      ),
      http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
      http.post('/api/advantage-card/subscribe', () => {
        subscribed = true;
        return HttpResponse.json({ errorCode: '0', cardNumber: '041122334455', cardType: 'base' });
      }),
    );
    renderRoutes(routes, '/carta-vantaggi/richiedi');
    expect(await screen.findByText('Sara Ferrari')).toBeInTheDocument();
    expect(await screen.findByText('Iper Arese')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Richiedi la carta digitale' }));
    expect(
      await screen.findByText(/Il numero della tua carta digitale è 0 0411 2233 4455/),
    ).toBeInTheDocument();
    const body = await network.requestsTo('/api/advantage-card/subscribe', 'POST')[0]!.json();
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
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () =>
        HttpResponse.json(accountInfo({ ...NO_CARD, storeId: null })),
      ),
      http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
      http.post('/api/advantage-card/subscribe', () =>
        HttpResponse.json({
          errorCode: '0',
          cardNumber: '041122334455',
          cardType: 'base',
        }),
      ),
    );
    renderRoutes(routes, '/carta-vantaggi/richiedi');
    const select = await screen.findByRole('combobox', { name: /Il tuo punto vendita/ });
    await screen.findByRole('option', { name: 'Iper Monza' });
    await userEvent.selectOptions(select, '00104');
    await userEvent.click(screen.getByRole('button', { name: 'Richiedi la carta digitale' }));
    await screen.findByText(/Il numero della tua carta digitale/);
    expect(
      await network.requestsTo('/api/advantage-card/subscribe', 'POST')[0]!.json(),
    ).toMatchObject({ storeId: '00104' });
  });

  it('sends the customer to complete the profile when data is missing', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () => HttpResponse.json(accountInfo(NO_CARD, { phones: [] }))),
      http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
    );
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
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () => HttpResponse.json(accountInfo(NO_CARD))),
      http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
      http.post('/api/advantage-card/subscribe', () =>
        HttpResponse.json({
          errorCode: '4',
          errorMessage: 'Il tuo account ha già una Carta Vantaggi.',
        }),
      ),
    );
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
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () => HttpResponse.json(accountInfo())),
    );
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
