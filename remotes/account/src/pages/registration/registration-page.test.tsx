import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { fakeServer, json, STORES, VISITOR, type Handler } from '../../testing/fake-server';
import { saveConsent } from '@iper/analytics';
import { ANNA_NERI_SUBSCRIPTION } from '@iper/contracts/src/testing/card-subscription.fixture';

// Analytics events reach the dataLayer only with consent: these visitors have accepted.
beforeEach(() => saveConsent({ analytics: true, marketing: false }));

const user = userEvent.setup();

async function answerCardQuestion(hasCard: boolean) {
  await user.click(
    await screen.findByRole('radio', {
      name: hasCard ? 'Sì, ho già la carta' : 'No, voglio la nuova carta digitale gratuita',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Continua' }));
}

async function checkCard(number: string, surname: string) {
  await user.type(await screen.findByLabelText(/^Numero della carta/), number);
  await user.type(screen.getByLabelText(/^Cognome dell'intestatario/), surname);
  await user.click(screen.getByRole('button', { name: 'Verifica la carta' }));
}

/** Anna Neri's data, valid tax code included. */
async function fillPersonalData(cf = 'NRENNA90L54F205L') {
  const form = await screen.findByRole('form', { name: 'Dati personali' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  await user.clear(field(/^Nome/));
  await user.type(field(/^Nome/), 'Anna');
  await user.clear(field(/^Cognome/));
  await user.type(field(/^Cognome/), 'Neri');
  await user.selectOptions(field(/^Giorno/), '14');
  await user.selectOptions(field(/^Mese/), '7');
  await user.selectOptions(field(/^Anno/), '1990');
  await user.click(within(form).getByRole('radio', { name: 'Donna' }));
  await user.type(field(/^Codice fiscale/), cf);
  await user.type(field(/^Telefono cellulare/), '+39 320 111 2222');
  await user.type(field(/^Via o piazza/), 'Via Roma');
  await user.type(field(/^Numero civico/), '5');
  await user.type(field(/^CAP/), '20017');
  await user.type(field(/^Comune/), 'Rho');
  await user.type(field(/^Provincia/), 'MI');
  await user.selectOptions(field(/^Punto vendita preferito/), '00101');
  await user.type(field(/^Email/), 'anna.neri@example.it');
  await user.type(within(form).getByLabelText(/^Password/), 'Registrata-2026');
  await user.type(field(/^Conferma la password/), 'Registrata-2026');
  await user.click(within(form).getByRole('button', { name: 'Continua' }));
}

function registrationServer(extra: Record<string, Handler> = {}) {
  let signedUp = false;
  return fakeServer({
    'GET /api/account/session/verify': () =>
      signedUp ? { errorCode: '0', uid: 'uid-anna' } : VISITOR,
    'GET /api/account/info': () => json({ statusCode: 401 }, 401),
    'POST /api/stores-yext': () => STORES,
    'POST /api/identity/register': () => {
      signedUp = true;
      return json({ errorCode: '0', uid: 'uid-anna' }, 201);
    },
    'POST /api/advantage-card/subscribe': () => ({
      errorCode: '0',
      cardNumber: '041234567890',
      cardType: 'base',
    }),
    ...extra,
  });
}

describe('the registration flow (SPEC §2)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['not_found', 'Carta non trovata'],
    ['blocked', 'Carta bloccata'],
    ['already_registered', 'Carta già registrata'],
  ])('stops on the card check outcome %s with its message', async (outcome, title) => {
    registrationServer({ 'POST /api/advantage-card/check': () => ({ outcome }) });
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(true);
    await checkCard('041000000017', 'Neri');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Verifica la tua carta' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Dati personali' })).not.toBeInTheDocument();
  });

  it('goes on with a card that is found, and ties it at the end with its salesforceId', async () => {
    const server = registrationServer({
      'POST /api/advantage-card/check': () => ({
        outcome: 'found',
        salesforceId: '0031x00000AnnaNeri',
        card: { type: 'base', number: '041000000017', holderFirstName: 'Anna' },
      }),
      'POST /api/advantage-card/subscribe': () => ({
        errorCode: '0',
        cardNumber: '041000000017',
        cardType: 'base',
      }),
    });
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(true);
    await checkCard('041000000017', 'Neri');
    expect(
      await screen.findByText(/Abbiamo trovato la tua Carta Vantaggi numero 0041000000017/),
    ).toBeInTheDocument();
    await fillPersonalData();
    await user.click(
      await screen.findByRole('checkbox', { name: /Ho letto l'informativa privacy/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Registrazione completata' }),
    ).toBeInTheDocument();
    const subscribe = server.bodies.find((entry) => entry.path === '/api/advantage-card/subscribe');
    expect(subscribe?.body).toMatchObject({ uid: 'uid-anna', salesforceId: '0031x00000AnnaNeri' });
    expect(window.dataLayer ?? []).not.toContainEqual({ event: 'crea_carta_vantaggi_digitale' });
  });

  it('registers a new customer with a new digital card, sending the SPEC subscription payload', async () => {
    const server = registrationServer();
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(false);
    await fillPersonalData();
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
    expect(server.bodies.find((entry) => entry.path === '/api/identity/register')?.body).toEqual({
      email: 'anna.neri@example.it',
      password: 'Registrata-2026',
      name: 'Anna',
      lastName: 'Neri',
    });
    expect(
      server.bodies.find((entry) => entry.path === '/api/advantage-card/subscribe')?.body,
    ).toEqual(ANNA_NERI_SUBSCRIPTION);
    expect(window.dataLayer).toContainEqual({ event: 'crea_carta_vantaggi_digitale' });
  });

  it("refuses a tax code that is not the person's with 'Codice fiscale non valido'", async () => {
    registrationServer();
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(false);
    await fillPersonalData('NRENNA91L54F205L');
    expect(await screen.findByText('Codice fiscale non valido')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Dati personali' })).toBeInTheDocument();
  });

  it("shows the server's reason for a weak password and keeps everything the customer typed", async () => {
    registrationServer({
      'POST /api/identity/register': () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message:
              'Questa password è tra le più usate e compare negli elenchi di password rubate: scegline un’altra.',
          },
          400,
        ),
    });
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(false);
    await fillPersonalData();
    await user.click(
      await screen.findByRole('checkbox', { name: /Ho letto l'informativa privacy/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questa password è tra le più usate',
    );
    expect(screen.getByRole('checkbox', { name: /Ho letto l'informativa privacy/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('anna.neri@example.it');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Registrata-2026');
  });

  it('asks to check the mailbox when the address already has an account (the server signs nobody in)', async () => {
    registrationServer({
      'GET /api/account/session/verify': () => VISITOR,
      'POST /api/identity/register': () => json({ errorCode: '0', uid: 'uid-qualsiasi' }, 201),
      'POST /api/advantage-card/subscribe': () =>
        json({ statusCode: 401, error: 'Unauthorized', message: 'Accedi per continuare.' }, 401),
    });
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(false);
    await fillPersonalData();
    await user.click(
      await screen.findByRole('checkbox', { name: /Ho letto l'informativa privacy/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Controlla la tua casella: se hai già un account Iper, ti abbiamo scritto come accedere.',
    );
  });

  it('shows the SPEC message when the subscription answers a non-zero errorCode, and retries without a second account', async () => {
    let attempts = 0;
    const server = registrationServer({
      'POST /api/advantage-card/subscribe': () =>
        ++attempts === 1
          ? { errorCode: '7', errorMessage: 'CRM non disponibile' }
          : { errorCode: '0', cardNumber: '041234567890', cardType: 'base' },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routes, '/registrazione');
    await answerCardQuestion(false);
    await fillPersonalData();
    await user.click(
      await screen.findByRole('checkbox', { name: /Ho letto l'informativa privacy/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect(
      await screen.findByText(
        'Si è verificato un errore durante la sottoscrizione della carta vantaggi',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Registrazione completata' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(server.bodies.filter((entry) => entry.path === '/api/identity/register')).toHaveLength(
        1,
      ),
    );
  });
});
