import { saveConsent } from '@iper/analytics';
import { setupNetwork } from '@iper/api/src/testing/network';
import { ANNA_NERI_SUBSCRIPTION } from '@iper/contracts/src/testing/card-subscription.fixture';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { VISITOR } from '../../testing/fixtures';
import { apiError, storesHandlers } from '../../testing/handlers';
import {
  answerCardQuestion,
  checkCard,
  fillPersonalData,
  readPrivacyAndComplete,
  registerWithNewDigitalCard,
} from '../../testing/registration-steps';

// Analytics events reach the dataLayer only with consent: these visitors have accepted.
beforeEach(() => saveConsent({ analytics: true, marketing: false }));

const user = userEvent.setup();
const network = setupNetwork();

// The route loads the page lazily: its first import (compiling the form's whole tree) happens here,
// once, not inside the first test's three-second wait, which a busy machine made it miss.
beforeAll(() => import('./registration-page'));

/** The server for a visitor who signs up: registering signs Anna in, her new card is issued. */
function registrationHandlers() {
  let signedUp = false;
  return [
    http.get('/api/account/session/verify', () =>
      HttpResponse.json(signedUp ? { errorCode: '0', uid: 'uid-anna' } : VISITOR),
    ),
    http.get('/api/account/info', () =>
      apiError({ statusCode: 401, error: 'Unauthorized', message: 'Accedi per continuare.' }),
    ),
    ...storesHandlers,
    http.post('/api/identity/register', () => {
      signedUp = true;
      return HttpResponse.json({ errorCode: '0', uid: 'uid-anna' }, { status: 201 });
    }),
    http.post('/api/advantage-card/subscribe', () =>
      HttpResponse.json({ errorCode: '0', cardNumber: '041234567890', cardType: 'base' }),
    ),
  ];
}

describe('the registration flow (SPEC §2)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
    network.use(...registrationHandlers());
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['not_found', 'Carta non trovata'],
    ['blocked', 'Carta bloccata'],
    ['already_registered', 'Carta già registrata'],
  ])('stops on the card check outcome %s with its message', async (outcome, title) => {
    network.use(http.post('/api/advantage-card/check', () => HttpResponse.json({ outcome })));
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(user, true);
    await checkCard(user, '041000000017', 'Neri');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Verifica la tua carta' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Dati personali' })).not.toBeInTheDocument();
  });

  it('goes on with a card that is found, and ties it at the end with its salesforceId', async () => {
    network.use(
      http.post('/api/advantage-card/check', () =>
        HttpResponse.json({
          outcome: 'found',
          salesforceId: '0031x00000AnnaNeri',
          card: { type: 'base', number: '041000000017', holderFirstName: 'Anna' },
        }),
      ),
      http.post('/api/advantage-card/subscribe', () =>
        HttpResponse.json({ errorCode: '0', cardNumber: '041000000017', cardType: 'base' }),
      ),
    );
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(user, true);
    await checkCard(user, '041000000017', 'Neri');
    expect(
      await screen.findByText(/Abbiamo trovato la tua Carta Vantaggi numero 0041000000017/),
    ).toBeInTheDocument();
    await fillPersonalData(user);
    await readPrivacyAndComplete(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Registrazione completata' }),
    ).toBeInTheDocument();
    const [subscribe] = network.requestsTo('/api/advantage-card/subscribe', 'POST');
    expect(await subscribe?.json()).toMatchObject({
      uid: 'uid-anna',
      salesforceId: '0031x00000AnnaNeri',
    });
    expect(window.dataLayer ?? []).not.toContainEqual({ event: 'crea_carta_vantaggi_digitale' });
  });

  it('registers a new customer with a new digital card, sending the SPEC subscription payload', async () => {
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(user, false);
    await fillPersonalData(user);
    // The privacy notice must be read: the form refuses to go on without it.
    await user.click(await screen.findByRole('button', { name: 'Completa la registrazione' }));
    expect(await screen.findByText('Modulo incompleto.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Ho letto l'informativa privacy/ }));
    await user.click(screen.getByRole('checkbox', { name: /marketing\)/ }));
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Registrazione completata' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('card-number')).toHaveTextContent('0041234567890');
    const [register] = network.requestsTo('/api/identity/register', 'POST');
    expect(await register?.json()).toEqual({
      email: 'anna.neri@example.it',
      password: 'Registrata-2026',
      name: 'Anna',
      lastName: 'Neri',
    });
    const [subscribe] = network.requestsTo('/api/advantage-card/subscribe', 'POST');
    expect(await subscribe?.json()).toEqual(ANNA_NERI_SUBSCRIPTION);
    expect(window.dataLayer).toContainEqual({ event: 'crea_carta_vantaggi_digitale' });
  });

  it("refuses a tax code that is not the person's with 'Codice fiscale non valido'", async () => {
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(user, false);
    await fillPersonalData(user, 'NRENNA91L54F205L');
    expect(await screen.findByText('Codice fiscale non valido')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Dati personali' })).toBeInTheDocument();
  });

  it("shows the server's reason for a weak password and keeps everything the customer typed", async () => {
    network.use(
      http.post('/api/identity/register', () =>
        apiError({
          statusCode: 400,
          error: 'Bad Request',
          message:
            'Questa password è tra le più usate e compare negli elenchi di password rubate: scegline un’altra.',
        }),
      ),
    );
    renderRoutes(routes, '/registrazione');
    await registerWithNewDigitalCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questa password è tra le più usate',
    );
    expect(screen.getByRole('checkbox', { name: /Ho letto l'informativa privacy/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('anna.neri@example.it');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Registrata-2026');
  });

  it('asks to check the mailbox when the address already has an account (the server signs nobody in)', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)),
      http.post('/api/identity/register', () =>
        HttpResponse.json({ errorCode: '0', uid: 'uid-qualsiasi' }, { status: 201 }),
      ),
      http.post('/api/advantage-card/subscribe', () =>
        apiError({ statusCode: 401, error: 'Unauthorized', message: 'Accedi per continuare.' }),
      ),
    );
    renderRoutes(routes, '/registrazione');
    await registerWithNewDigitalCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Controlla la tua casella: se hai già un account Iper, ti abbiamo scritto come accedere.',
    );
  });

  it('shows the SPEC message when the subscription answers a non-zero errorCode, and retries without a second account', async () => {
    let attempts = 0;
    network.use(
      http.post('/api/advantage-card/subscribe', () =>
        HttpResponse.json(
          ++attempts === 1
            ? { errorCode: '7', errorMessage: 'CRM non disponibile' }
            : { errorCode: '0', cardNumber: '041234567890', cardType: 'base' },
        ),
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routes, '/registrazione');
    await registerWithNewDigitalCard(user);
    expect(
      await screen.findByText(
        'Si è verificato un errore durante la sottoscrizione della carta vantaggi',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Registrazione completata' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(network.requestsTo('/api/identity/register')).toHaveLength(1));
  });
});
