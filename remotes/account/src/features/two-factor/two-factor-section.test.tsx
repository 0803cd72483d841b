import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { apiError, signedInHandlers } from '../../testing/handlers';

const network = setupNetwork(...signedInHandlers());

const CODES = Array.from({ length: 10 }, (_, index) => `AbCd${index}-1234${index}`);
const SETUP = {
  totpUri: 'otpauth://totp/Iper:mario.rossi%40example.it?secret=ABCDEFGH&issuer=Iper',
  secret: 'ABCD EFGH',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function section() {
  return screen.findByRole('region', { name: 'Verifica in due passaggi' });
}

describe('"Verifica in due passaggi" on the privacy page', () => {
  it('turns it on: the QR code and the key, a first code (a wrong one kept with the reason), the codes once', async () => {
    let enabled = false;
    network.use(
      http.get('/api/account/two-factor', () =>
        HttpResponse.json({ enabled, hasPassword: true, recoveryCodesLeft: enabled ? 10 : 0 }),
      ),
      http.post('/api/account/two-factor/setup', () => HttpResponse.json(SETUP)),
      http.post('/api/account/two-factor/confirm', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456')
          return apiError({
            statusCode: 400,
            error: 'Bad Request',
            message: 'Richiesta non valida: controlla i dati inviati.',
            issues: [
              {
                path: 'code',
                message: 'Il codice è di 6 cifre: lo trovi nell’app di autenticazione.',
              },
            ],
          });
        enabled = true;
        return HttpResponse.json({ recoveryCodes: CODES });
      }),
    );
    renderRoutes(routes, '/account/privacy-e-dati');
    const region = await section();
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Attiva la verifica in due passaggi' }),
    );
    expect(
      await within(region).findByRole('heading', { name: 'Collega la tua app di autenticazione' }),
    ).toHaveFocus();
    expect(
      within(region).getByRole('img', { name: 'Codice QR della verifica in due passaggi di Iper' }),
    ).toHaveAttribute('src', SETUP.qrCode);
    expect(within(region).getByLabelText('Chiave')).toHaveTextContent('ABCD EFGH');
    expect(
      within(region).getByRole('link', { name: 'Apri nell’app di autenticazione' }),
    ).toHaveAttribute('href', SETUP.totpUri);

    const code = within(region).getByRole('textbox', { name: /^Codice di 6 cifre/ });
    await userEvent.type(code, '12345');
    await userEvent.click(within(region).getByRole('button', { name: 'Conferma e attiva' }));
    expect(
      await within(region).findByText(
        'Il codice è di 6 cifre: lo trovi nell’app di autenticazione.',
      ),
    ).toBeInTheDocument();
    expect(code).toHaveValue('12345');
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(region).getByRole('button', { name: 'Conferma e attiva' }));

    const list = await within(region).findByRole('list', { name: 'I tuoi codici di recupero' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list).toHaveTextContent(CODES[0]!);
    await userEvent.click(within(region).getByRole('button', { name: 'Ho salvato i codici' }));
    expect(
      await within(region).findByText('Ti restano 10 codici di recupero.'),
    ).toBeInTheDocument();
    expect(region).not.toHaveTextContent(CODES[0]!);
  });

  it('turns it off and says so', async () => {
    let enabled = true;
    network.use(
      http.get('/api/account/two-factor', () =>
        HttpResponse.json({ enabled, hasPassword: true, recoveryCodesLeft: enabled ? 1 : 0 }),
      ),
      http.post('/api/account/two-factor/disable', () => {
        enabled = false;
        return HttpResponse.json({ errorCode: '0' });
      }),
    );
    renderRoutes(routes, '/account/privacy-e-dati');
    const region = await section();
    expect(await within(region).findByText('Ti resta 1 codice di recupero.')).toBeInTheDocument();
    await userEvent.click(
      within(region).getByRole('button', { name: 'Disattiva la verifica in due passaggi' }),
    );
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Verifica in due passaggi disattivata',
    );
    await waitFor(() =>
      expect(
        within(region).getByRole('button', { name: 'Attiva la verifica in due passaggi' }),
      ).toBeInTheDocument(),
    );
  });

  it('explains that an account without a password has nothing to add', async () => {
    network.use(
      http.get('/api/account/two-factor', () =>
        HttpResponse.json({ enabled: false, hasPassword: false, recoveryCodesLeft: 0 }),
      ),
    );
    renderRoutes(routes, '/account/privacy-e-dati');
    const region = await section();
    expect(
      await within(region).findByText(/Il tuo account non ha una password/),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});
