import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { MARIO, MARIO_SIGNED_IN, VISITOR } from '../../testing/fixtures';
import { apiError, socialProviders, visitorHandlers } from '../../testing/handlers';

const network = setupNetwork(...visitorHandlers, socialProviders());

jest.mock('../../features/session/leave-site', () => ({ leaveSiteFor: jest.fn() }));

const WRONG_CODE =
  'Codice non corretto. Inserisci il codice di 6 cifre che l’app mostra adesso (controlla che l’ora del telefono sia giusta).';

/** Mario's password is right and his account has TOTP on. */
function passwordAccepted() {
  let signedIn = false;
  network.use(
    http.get('/api/account/session/verify', () =>
      HttpResponse.json(signedIn ? MARIO_SIGNED_IN : VISITOR),
    ),
    http.get('/api/account/info', () => HttpResponse.json(MARIO)),
    http.post('/api/identity/login', () =>
      HttpResponse.json({ errorCode: '0', twoFactorRequired: true }),
    ),
  );
  return {
    signIn: () => {
      signedIn = true;
    },
  };
}

async function typePassword() {
  await userEvent.type(await screen.findByLabelText(/^Email/), 'mario.rossi@example.it');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Spesa2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('the second step of a password sign-in', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the app code, keeps a wrong one with the reason, then signs in', async () => {
    const account = passwordAccepted();
    let attempts = 0;
    network.use(
      http.post('/api/identity/login/two-factor', () => {
        attempts += 1;
        if (attempts === 1)
          return apiError({ statusCode: 401, error: 'Unauthorized', message: WRONG_CODE });
        account.signIn();
        return HttpResponse.json(MARIO_SIGNED_IN);
      }),
    );
    const { router } = renderRoutes(routes, '/accedi?redirect=%2Faccount%2Fprivacy-e-dati');
    await typePassword();

    const heading = await screen.findByRole('heading', { name: 'Verifica in due passaggi' });
    await waitFor(() => expect(heading).toHaveFocus());
    const code = screen.getByRole('textbox', { name: /^Codice di 6 cifre/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica e accedi' }));
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(code).toHaveValue('000000');

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifica e accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/privacy-e-dati'));
    const requests = network.requestsTo('/api/identity/login/two-factor', 'POST');
    expect(await requests[1]?.json()).toEqual({ method: 'totp', code: '123 456' });
  });

  it('takes a recovery code instead', async () => {
    const account = passwordAccepted();
    network.use(
      http.post('/api/identity/login/two-factor', () => {
        account.signIn();
        return HttpResponse.json(MARIO_SIGNED_IN);
      }),
    );
    const { router } = renderRoutes(routes, '/accedi');
    await typePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Usa un codice di recupero' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Codice di recupero/ }),
      'AbCdE-12345',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verifica e accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    const [request] = network.requestsTo('/api/identity/login/two-factor', 'POST');
    expect(await request?.json()).toEqual({ method: 'recovery', code: 'AbCdE-12345' });
  });

  it('goes back to the password form, with what was typed, when the step expired', async () => {
    passwordAccepted();
    const expired =
      'La verifica è scaduta o i tentativi sono finiti: inserisci di nuovo email e password.';
    network.use(
      http.post('/api/identity/login/two-factor', () =>
        apiError({ statusCode: 409, error: 'Conflict', message: expired }),
      ),
    );
    renderRoutes(routes, '/accedi');
    await typePassword();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Codice di 6 cifre/ }),
      '123456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verifica e accedi' }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('mario.rossi@example.it');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Spesa2026!');
  });
});
