import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { MARIO, MARIO_SIGNED_IN, VISITOR } from '../../testing/fixtures';
import { apiError, signedInHandlers } from '../../testing/handlers';
import ProfileMenu from '../../widgets/profile-menu/profile-menu';

/** The page's routes plus a home page with the header's profile widget, where the visitor lands. */
const site = [
  ...routes,
  {
    path: '/',
    element: (
      <>
        <ProfileMenu />
        <h1>Home</h1>
      </>
    ),
  },
];

const network = setupNetwork(...signedInHandlers());

describe('the privacy and data page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("downloads the customer's data as the server's dated JSON file", async () => {
    network.use(
      http.get('/api/account/data-export', () =>
        HttpResponse.json(
          { account: { email: MARIO.profile.email } },
          {
            headers: {
              'content-disposition': 'attachment; filename="iper-i-miei-dati-2026-11-22.json"',
            },
          },
        ),
      ),
    );
    const createObjectURL = jest.fn(() => 'blob:dati');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderRoutes(site, '/account/privacy-e-dati');
    await userEvent.click(await screen.findByRole('button', { name: 'Scarica i miei dati' }));
    expect(
      await screen.findByText('Il file con i tuoi dati è stato scaricato.'),
    ).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('iper-i-miei-dati-2026-11-22.json');
    expect(clicked[0]?.href).toBe('blob:dati');
  });

  it('tells the customer when the file cannot be prepared', async () => {
    network.use(
      http.get('/api/account/data-export', () =>
        apiError({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Troppi tentativi. Riprova tra 1 minuti.',
        }),
      ),
    );
    renderRoutes(site, '/account/privacy-e-dati');
    await userEvent.click(await screen.findByRole('button', { name: 'Scarica i miei dati' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppi tentativi. Riprova tra 1 minuti.',
    );
  });

  it('deletes the account after the password and the confirmation, keeping what was typed when the password is wrong', async () => {
    let signedIn = true;
    network.use(
      http.get('/api/account/session/verify', () =>
        HttpResponse.json(signedIn ? MARIO_SIGNED_IN : VISITOR),
      ),
      http.post('/api/account/deletion', async ({ request }) => {
        const body = (await request.json()) as { password?: string };
        if (body.password !== 'Spesa2026!') {
          return apiError({
            statusCode: 403,
            error: 'Forbidden',
            message: 'La password non è corretta: l’account non è stato eliminato.',
          });
        }
        signedIn = false;
        return HttpResponse.json({
          errorCode: '0',
          kept: [
            'La Carta Vantaggi 048812345670 resta valida in cassa con i suoi punti: puoi collegarla a un nuovo account.',
          ],
        });
      }),
      // A 403 sent without a CSRF token makes the client ask for one (libs/api); this browser
      // keeps no cookie from it, so the refusal stands.
      http.get('/api/identity/csrf', () => HttpResponse.json({ token: 'token-csrf' })),
    );
    renderRoutes(site, '/account/privacy-e-dati');
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina il mio account' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Vuoi eliminare il tuo account?',
    });
    expect(dialog).toHaveTextContent('L’eliminazione è definitiva e non si può annullare.');

    // Without the tick nothing is sent.
    await userEvent.type(within(dialog).getByLabelText(/La tua password attuale/), 'Sbagliata1!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    expect(network.requestsTo('/api/account/deletion')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ho capito/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    expect(
      await within(dialog).findByText(
        'La password non è corretta: l’account non è stato eliminato.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/La tua password attuale/)).toHaveValue('Sbagliata1!');
    expect(within(dialog).getByRole('checkbox', { name: /Ho capito/ })).toBeChecked();

    await userEvent.clear(within(dialog).getByLabelText(/La tua password attuale/));
    await userEvent.type(within(dialog).getByLabelText(/La tua password attuale/), 'Spesa2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Il tuo account è stato eliminato.');
    expect(message).toHaveTextContent('La Carta Vantaggi 048812345670 resta valida in cassa');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Accedi/Registrati' })).toBeInTheDocument(),
    );
    const deletions = network.requestsTo('/api/account/deletion', 'POST');
    expect(await Promise.all(deletions.map((request) => request.json()))).toContainEqual({
      confirm: true,
      password: 'Spesa2026!',
    });
  });

  it('asks an account without a password for a passkey (the fresh check) instead', async () => {
    network.use(...signedInHandlers({ ...MARIO, loginProvider: 'google' }));
    renderRoutes(site, '/account/privacy-e-dati');
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina il mio account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByLabelText(/password/i)).toBeNull();
    expect(dialog).toHaveTextContent('confermare che sei tu con una passkey');
  });
});
