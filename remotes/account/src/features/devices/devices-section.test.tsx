import { setupNetwork } from '@iper/api/src/testing/network';
import type { AccountSession } from '@iper/contracts';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { apiError, signedInHandlers } from '../../testing/handlers';

const network = setupNetwork(...signedInHandlers());

const LAPTOP: AccountSession = {
  id: 'sessione-portatile',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ipAddress: '203.0.113.8',
  signedInAt: '2026-11-20T08:30:00.000Z',
  lastSeenAt: '2026-11-22T17:45:00.000Z',
  current: true,
};
const PHONE: AccountSession = {
  id: 'sessione-telefono',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  ipAddress: '198.51.100.7',
  signedInAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-21T09:15:00.000Z',
  current: false,
};
const TABLET: AccountSession = {
  ...PHONE,
  id: 'sessione-tablet',
  userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) Version/18.1 Safari/604.1',
  ipAddress: '192.0.2.4',
};

/** The server keeps the account's sessions and ends them on request. */
function sessionsKept(initial: AccountSession[]) {
  let sessions = [...initial];
  network.use(
    http.get('/api/account/sessions', () => HttpResponse.json({ sessions })),
    http.post('/api/account/sessions/end', async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      sessions = sessions.filter((session) => session.id !== id);
      return HttpResponse.json({ errorCode: '0' });
    }),
    http.post('/api/account/sessions/end-others', () => {
      sessions = sessions.filter((session) => session.current);
      return HttpResponse.json({ errorCode: '0' });
    }),
  );
}

async function devicesSection() {
  renderRoutes(routes, '/account/privacy-e-dati');
  return screen.findByRole('region', { name: 'I tuoi dispositivi' });
}

describe('the devices section of the account', () => {
  it('lists where the account is signed in: browser, address, last activity, this device marked', async () => {
    sessionsKept([LAPTOP, PHONE]);
    const section = await devicesSection();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox su Windows');
    expect(items[0]).toHaveTextContent('Questo dispositivo');
    expect(items[0]).toHaveTextContent('203.0.113.8');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Chrome su Android');
    expect(items[1]).toHaveTextContent('198.51.100.7');
    expect(items[1]).toHaveTextContent('21 nov 2026, 10:15');
    expect(items[1]).not.toHaveTextContent('Questo dispositivo');
  });

  it('ends one other session and says which', async () => {
    sessionsKept([LAPTOP, PHONE, TABLET]);
    const section = await devicesSection();
    await userEvent.click(
      await within(section).findByRole('button', {
        name: /^Termina questa sessione ?: Chrome su Android$/,
      }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Sessione terminata: Chrome su Android non ha più accesso al tuo account.',
    );
    const [ended] = network.requestsTo('/api/account/sessions/end', 'POST');
    expect(await ended?.json()).toEqual({ id: 'sessione-telefono' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(2);
  });

  it('ends every other session, keeping this one', async () => {
    sessionsKept([LAPTOP, PHONE, TABLET]);
    const section = await devicesSection();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Termina tutte le altre sessioni' }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Hai chiuso tutte le altre sessioni',
    );
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    expect(
      within(section).queryByRole('button', { name: 'Termina tutte le altre sessioni' }),
    ).not.toBeInTheDocument();
  });

  it('tells the customer when a session cannot be ended', async () => {
    network.use(
      http.get('/api/account/sessions', () => HttpResponse.json({ sessions: [LAPTOP, PHONE] })),
      http.post('/api/account/sessions/end', () =>
        apiError({
          statusCode: 404,
          error: 'Not Found',
          message: 'Sessione non trovata: forse è già terminata.',
        }),
      ),
    );
    const section = await devicesSection();
    await userEvent.click(
      await within(section).findByRole('button', { name: /^Termina questa sessione/ }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Sessione non trovata: forse è già terminata.',
    );
  });
});
