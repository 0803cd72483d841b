import { setupNetwork } from '@iper/api/src/testing/network';
import type { AccountSession } from '@iper/contracts';
import { FRESH_CHECK_ERROR, FRESH_CHECK_MESSAGE } from '@iper/contracts';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { signedInHandlers } from '../../testing/handlers';

const network = setupNetwork(...signedInHandlers());

const THIS: AccountSession = {
  id: 'questo',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ipAddress: '203.0.113.8',
  signedInAt: '2026-11-20T08:30:00.000Z',
  lastSeenAt: '2026-11-22T17:45:00.000Z',
  current: true,
};
const OTHER: AccountSession = { ...THIS, id: 'altro', current: false };

/** Ending the other sessions past the window: refused until the password is checked. */
function staleSession(password: string) {
  let checked = false;
  network.use(
    http.get('/api/account/sessions', () =>
      HttpResponse.json({ sessions: checked ? [THIS] : [THIS, OTHER] }),
    ),
    http.post('/api/account/sessions/end-others', () =>
      checked
        ? HttpResponse.json({ errorCode: '0' })
        : HttpResponse.json(
            { statusCode: 403, error: FRESH_CHECK_ERROR, message: FRESH_CHECK_MESSAGE },
            { status: 403 },
          ),
    ),
    http.post('/api/identity/fresh-check/password', async ({ request }) => {
      const body = (await request.json()) as { password: string };
      if (body.password !== password)
        return HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: 'La password non è corretta.' },
          { status: 403 },
        );
      checked = true;
      return HttpResponse.json({ errorCode: '0' });
    }),
  );
}

describe('the fresh-check dialog', () => {
  it('asks for the password before a sensitive action, keeps it on a mistake, then completes the action', async () => {
    staleSession('Spesa2026!');
    renderRoutes(routes, '/account/privacy-e-dati');
    const devices = await screen.findByRole('region', { name: 'I tuoi dispositivi' });
    await userEvent.click(
      await within(devices).findByRole('button', { name: 'Termina tutte le altre sessioni' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Conferma che sei tu' });
    const password = within(dialog).getByLabelText(/^La tua password/);
    await userEvent.type(password, 'sbagliata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByText('La password non è corretta.')).toBeInTheDocument();
    expect(password).toHaveValue('sbagliata');
    await userEvent.clear(password);
    await userEvent.type(password, 'Spesa2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    // The action the customer asked for goes on by itself.
    expect(
      await within(devices).findByText(/Hai chiuso tutte le altre sessioni/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Conferma che sei tu' })).not.toBeInTheDocument();
    expect(network.requestsTo('/api/account/sessions/end-others', 'POST')).toHaveLength(2);
  });

  it('leaves the action undone when the customer closes the dialog', async () => {
    staleSession('Spesa2026!');
    renderRoutes(routes, '/account/privacy-e-dati');
    const devices = await screen.findByRole('region', { name: 'I tuoi dispositivi' });
    await userEvent.click(
      await within(devices).findByRole('button', { name: 'Termina tutte le altre sessioni' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Conferma che sei tu' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(await within(devices).findByText(FRESH_CHECK_MESSAGE)).toBeInTheDocument();
    expect(network.requestsTo('/api/account/sessions/end-others', 'POST')).toHaveLength(1);
  });
});
