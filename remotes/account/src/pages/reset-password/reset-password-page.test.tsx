import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { apiError, visitorHandlers } from '../../testing/handlers';
import { readResetToken } from './reset-password-page';

const network = setupNetwork(...visitorHandlers);

/** The server refuses the visitor's reset with a 400 and this message. */
const resetRefused = (message: string) =>
  network.use(
    http.post('/api/identity/password/reset', () =>
      apiError({ statusCode: 400, error: 'Bad Request', message }),
    ),
  );

describe('the reset password page', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('reads the token from the fragment of the emailed link, or from the query', () => {
    expect(readResetToken({ hash: '#token=abc123', search: '' })).toBe('abc123');
    expect(readResetToken({ hash: '', search: '?token=xyz' })).toBe('xyz');
    expect(readResetToken({ hash: '', search: '' })).toBeNull();
  });

  it('sets the new password with the token, then shows the password changed page', async () => {
    window.history.replaceState(null, '', '/reimposta-password#token=token-di-prova-123');
    network.use(
      http.post('/api/identity/password/reset', () => HttpResponse.json({ errorCode: '0' })),
    );
    const { router } = renderRoutes(routes, '/reimposta-password#token=token-di-prova-123');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await userEvent.type(await screen.findByLabelText(/^Nuova password/), 'Nuova-Spesa-2027');
    await userEvent.type(screen.getByLabelText(/^Conferma la nuova password/), 'Nuova-Spesa-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password modificata' }),
    ).toBeInTheDocument();
    const [reset] = network.requestsTo('/api/identity/password/reset', 'POST');
    expect(await reset?.json()).toEqual({
      token: 'token-di-prova-123',
      password: 'Nuova-Spesa-2027',
    });
  });

  it('shows why a weak password is refused and keeps what was typed, so only the password needs changing', async () => {
    window.history.replaceState(null, '', '/reimposta-password#token=token-di-prova-456');
    resetRefused(
      'Evita ripetizioni e sequenze come «aaaa», «1234» o «qwerty»: scegli una password diversa.',
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
    resetRefused(
      'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
    );
    renderRoutes(routes, '/reimposta-password');
    await userEvent.type(await screen.findByLabelText(/^Nuova password/), 'Nuova-Spesa-2027');
    await userEvent.type(screen.getByLabelText(/^Conferma la nuova password/), 'Nuova-Spesa-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText(/non è valido o è scaduto/)).toBeInTheDocument();
  });
});
