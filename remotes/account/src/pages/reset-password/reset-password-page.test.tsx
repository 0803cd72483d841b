import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { fakeServer, json, VISITOR } from '../../testing/fake-server';
import { readResetToken } from './reset-password-page';

/** A visitor's reset refused by the server with a 400 and its message. */
const refusedReset = (message: string) => ({
  'GET /api/account/session/verify': () => VISITOR,
  'POST /api/identity/password/reset': () =>
    json({ statusCode: 400, error: 'Bad Request', message }, 400),
});

describe('the reset password page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('reads the token from the fragment of the emailed link, or from the query', () => {
    expect(readResetToken({ hash: '#token=abc123', search: '' })).toBe('abc123');
    expect(readResetToken({ hash: '', search: '?token=xyz' })).toBe('xyz');
    expect(readResetToken({ hash: '', search: '' })).toBeNull();
  });

  it('sets the new password with the token, then shows the password changed page', async () => {
    window.history.replaceState(null, '', '/reimposta-password#token=token-di-prova-123');
    const server = fakeServer({
      'GET /api/account/session/verify': () => VISITOR,
      'POST /api/identity/password/reset': () => ({ errorCode: '0' }),
    });
    const { router } = renderRoutes(routes, '/reimposta-password#token=token-di-prova-123');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await userEvent.type(await screen.findByLabelText(/^Nuova password/), 'Nuova-Spesa-2027');
    await userEvent.type(screen.getByLabelText(/^Conferma la nuova password/), 'Nuova-Spesa-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password modificata' }),
    ).toBeInTheDocument();
    expect(
      server.bodies.find((entry) => entry.path === '/api/identity/password/reset')?.body,
    ).toEqual({
      token: 'token-di-prova-123',
      password: 'Nuova-Spesa-2027',
    });
  });

  it('shows why a weak password is refused and keeps what was typed, so only the password needs changing', async () => {
    window.history.replaceState(null, '', '/reimposta-password#token=token-di-prova-456');
    fakeServer(
      refusedReset(
        'Evita ripetizioni e sequenze come «aaaa», «1234» o «qwerty»: scegli una password diversa.',
      ),
    );
    renderRoutes(routes, '/reimposta-password#token=token-di-prova-456');
    await userEvent.type(await screen.findByLabelText(/^Nuova password/), 'ciaociao');
    await userEvent.type(screen.getByLabelText(/^Conferma la nuova password/), 'ciaociao');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Evita ripetizioni e sequenze come «aaaa», «1234» o «qwerty»',
    );
    expect(screen.getByLabelText(/^Nuova password/)).toHaveValue('ciaociao');
    expect(
      screen.getByText(/non una password comune né il tuo nome o la tua email/),
    ).toBeInTheDocument();
  });

  it("shows the server's message for a spent or expired link", async () => {
    window.history.replaceState(null, '', '/reimposta-password#token=usato-1234567');
    fakeServer(
      refusedReset(
        'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
      ),
    );
    renderRoutes(routes, '/reimposta-password');
    await userEvent.type(await screen.findByLabelText(/^Nuova password/), 'Nuova-Spesa-2027');
    await userEvent.type(screen.getByLabelText(/^Conferma la nuova password/), 'Nuova-Spesa-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText(/non è valido o è scaduto/)).toBeInTheDocument();
  });
});
