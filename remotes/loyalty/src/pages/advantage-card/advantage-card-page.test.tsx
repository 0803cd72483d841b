import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { accountInfo, SIGNED_IN, VISITOR } from '../../testing/fixtures';

const PASS_URL = '/api/advantage-card/wallet/carta-vantaggi.pkpass';

/** The wallet links of a site without Google Wallet: every card owner's page asks for them. */
const network = setupNetwork(
  http.get('/api/advantage-card/wallet', () =>
    HttpResponse.json({ applePassUrl: PASS_URL, googleSaveUrl: null }),
  ),
);

const CARD = {
  type: 'base',
  number: '027700123456',
  status: 'active',
  holderName: 'Sara Ferrari',
  currentAmount: 236,
  targetAmount: 200,
  isOld: false,
  canUpgrade: true,
  color: null,
  vaultBonus: 4.2,
};

/** Sara Ferrari signed in, her base card with 236 points: the upgrade to Più is offered. */
const UPGRADABLE_CARD_HANDLERS = [
  http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
  http.get('/api/account/info', () => HttpResponse.json(accountInfo())),
  http.get('/api/advantage-card/base/027700123456', () => HttpResponse.json(236)),
  http.get('/api/advantage-card', () => HttpResponse.json(CARD)),
];

afterEach(() => jest.restoreAllMocks());

/** Opens /carta-vantaggi and presses "Passa a Più". */
async function upgradeFromCardPage() {
  renderRoutes(routes, '/carta-vantaggi');
  await userEvent.click(await screen.findByRole('button', { name: 'Passa a Più' }));
}

describe('/carta-vantaggi for a card owner', () => {
  it('shows the card with its number, barcode, points towards 200 and bonus salvadanaio', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () =>
        HttpResponse.json(accountInfo({ canUpgradeToPlus: false })),
      ),
      http.get('/api/advantage-card/base/027700123456', () => HttpResponse.json(145)),
      http.get('/api/advantage-card', () =>
        HttpResponse.json({ ...CARD, currentAmount: 145, canUpgrade: false }),
      ),
    );
    renderRoutes(routes, '/carta-vantaggi');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'La tua carta' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('0 0277 0012 3456').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('img', { name: 'Codice a barre della carta numero 0027700123456' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('145 punti su 200 per sbloccare Più')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: '145 punti su 200 per sbloccare Più' }),
    ).toHaveAttribute('aria-valuenow', '145');
    expect(screen.getByText('4,20 €')).toBeInTheDocument();
    // Not yet allowed to upgrade: the spend still missing, no button.
    expect(
      screen.getByText('Ti mancano 55 € di spesa per sbloccare il passaggio a Più.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passa a Più' })).not.toBeInTheDocument();
  });

  it('upgrades to Più and shows the new digital card number', async () => {
    let upgraded = false;
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () =>
        HttpResponse.json(
          upgraded
            ? accountInfo({ cardNumber: '041234567890', cardType: 'piu', canUpgradeToPlus: false })
            : accountInfo(),
        ),
      ),
      http.get('/api/advantage-card/base/027700123456', () => HttpResponse.json(236)),
      http.get('/api/advantage-card/piu/041234567890', () => HttpResponse.json(236)),
      http.get('/api/advantage-card', () =>
        HttpResponse.json(
          upgraded ? { ...CARD, type: 'piu', number: '041234567890', canUpgrade: false } : CARD,
        ),
      ),
      http.post('/api/advantage-card/upgrade', () => {
        upgraded = true;
        return HttpResponse.json({
          errorCode: '0',
          caseId: '2',
          data: { params: { Numero_Carta_Vantaggi__c: '041234567890' } },
        });
      }),
    );
    await upgradeFromCardPage();
    const notification = await screen.findByRole('status');
    expect(notification).toHaveTextContent('Benvenuto in Carta Vantaggi Più');
    expect(notification).toHaveTextContent(
      'Il numero della tua nuova carta digitale è 0041234567890',
    );
    expect(await network.requestsTo('/api/advantage-card/upgrade', 'POST')[0]!.json()).toEqual({
      cardNumber: '027700123456',
    });
    // The session reloads: the card is now Più, and the offer is gone.
    expect(await screen.findByText('Carta Vantaggi Più', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passa a Più' })).not.toBeInTheDocument();
  });

  it('shows the general error when the upgrade answers a non-zero errorCode', async () => {
    network.use(
      ...UPGRADABLE_CARD_HANDLERS,
      http.post('/api/advantage-card/upgrade', () =>
        HttpResponse.json({
          errorCode: '104',
          errorMessage: 'La Carta Vantaggi è bloccata.',
        }),
      ),
    );
    await upgradeFromCardPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("L'operazione non è andata a buon fine");
    expect(alert).toHaveTextContent(
      'Non è stato possibile effettuare il passaggio a Carta Vantaggi Più',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi il messaggio' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the general error when the upgrade call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    network.use(
      ...UPGRADABLE_CARD_HANDLERS,
      http.post('/api/advantage-card/upgrade', () =>
        HttpResponse.json({ statusCode: 500 }, { status: 500 }),
      ),
    );
    await upgradeFromCardPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'operazione non è andata a buon fine",
    );
  });

  it('still shows the card, without figures, when the card info cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () =>
        HttpResponse.json(accountInfo({ canUpgradeToPlus: false })),
      ),
      http.get('/api/advantage-card/base/027700123456', () =>
        HttpResponse.json({ statusCode: 500 }, { status: 500 }),
      ),
      http.get('/api/advantage-card', () =>
        HttpResponse.json({ statusCode: 500 }, { status: 500 }),
      ),
    );
    renderRoutes(routes, '/carta-vantaggi');
    expect(await screen.findByRole('heading', { name: 'La tua carta' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('/carta-vantaggi: the card in the wallet', () => {
  it('links the Apple Wallet pass of the card, and no Google Wallet when the site has none', async () => {
    network.use(...UPGRADABLE_CARD_HANDLERS);
    renderRoutes(routes, '/carta-vantaggi');
    expect(await screen.findByRole('link', { name: 'Aggiungi a Apple Wallet' })).toHaveAttribute(
      'href',
      PASS_URL,
    );
    expect(screen.queryByRole('link', { name: /Google Wallet/ })).not.toBeInTheDocument();
  });

  it("offers Google Wallet's save link when the site has an issuer", async () => {
    const saveUrl = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.e30.c2ln';
    network.use(
      ...UPGRADABLE_CARD_HANDLERS,
      http.get('/api/advantage-card/wallet', () =>
        HttpResponse.json({ applePassUrl: PASS_URL, googleSaveUrl: saveUrl }),
      ),
    );
    renderRoutes(routes, '/carta-vantaggi');
    expect(await screen.findByRole('link', { name: /Salva in Google Wallet/ })).toHaveAttribute(
      'href',
      saveUrl,
    );
  });

  it('offers no wallet for a blocked card, and does not ask for one', async () => {
    network.use(
      http.get('/api/advantage-card', () => HttpResponse.json({ ...CARD, status: 'blocked' })),
      ...UPGRADABLE_CARD_HANDLERS,
    );
    renderRoutes(routes, '/carta-vantaggi');
    expect(
      await screen.findByText('Bloccata: rivolgiti al punto accoglienza del tuo Iper'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aggiungi a Apple Wallet' })).not.toBeInTheDocument();
    expect(network.requestsTo('/api/advantage-card/wallet')).toHaveLength(0);
  });

  it('keeps the card page when the wallet links cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    network.use(
      ...UPGRADABLE_CARD_HANDLERS,
      http.get('/api/advantage-card/wallet', () =>
        HttpResponse.json({ statusCode: 500 }, { status: 500 }),
      ),
    );
    renderRoutes(routes, '/carta-vantaggi');
    expect(await screen.findByRole('heading', { name: 'La tua carta' })).toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[loyalty] the wallet links could not be loaded',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('link', { name: 'Aggiungi a Apple Wallet' })).not.toBeInTheDocument();
  });
});

describe('/carta-vantaggi for others', () => {
  it('asks a visitor to log in, and fetches no card info', async () => {
    network.use(http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)));
    renderRoutes(routes, '/carta-vantaggi');
    expect(
      await screen.findByRole('heading', { name: 'Hai già la Carta Vantaggi?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/accedi?redirect=%2Fcarta-vantaggi',
    );
    expect(network.requestsTo('/api/advantage-card', 'GET')).toHaveLength(0);
  });

  it('offers the digital card to a customer without one, and fetches no card info', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
      http.get('/api/account/info', () =>
        HttpResponse.json(
          accountInfo({
            cardNumber: null,
            cardType: null,
            canUpgradeToPlus: false,
          }),
        ),
      ),
    );
    renderRoutes(routes, '/carta-vantaggi');
    expect(await screen.findByRole('link', { name: 'Richiedi la carta digitale' })).toHaveAttribute(
      'href',
      '/carta-vantaggi/richiedi',
    );
    expect(network.requests().some((request) => request.url.includes('/advantage-card'))).toBe(
      false,
    );
  });

  it('shows the three cards and the seven colours of the old Più cards', async () => {
    network.use(http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)));
    renderRoutes(routes, '/carta-vantaggi');
    expect(await screen.findByRole('img', { name: 'Carta Vantaggi Più' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Carta NOI' })).toBeInTheDocument();
    for (const color of ['viola', 'blu', 'verde', 'arancione', 'rossa', 'azzurra', 'gialla']) {
      expect(
        screen.getByRole('img', { name: `Carta Vantaggi Più, carta ${color}` }),
      ).toBeInTheDocument();
    }
  });
});
