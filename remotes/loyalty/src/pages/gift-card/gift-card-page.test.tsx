import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { VISITOR } from '../../testing/fixtures';

const network = setupNetwork();

const BALANCE = {
  cardNumber: '(21) 8033 1200 0001 2345 678',
  kind: 'new',
  initialAmount: 50,
  residualAmount: 37.5,
  purchasedOn: '2026-06-23',
  dueDate: '2028-06-23',
  expired: false,
};

afterEach(() => jest.restoreAllMocks());

describe('/gift-card', () => {
  it('presents the denominations, the 24 months of validity and the balance check', async () => {
    network.use(http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)));
    renderRoutes(routes, '/gift-card');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gift Card Iper' }),
    ).toBeInTheDocument();
    for (const amount of ['25 €', '50 €', '100 €', '150 €'])
      expect(screen.getByText(amount)).toBeInTheDocument();
    expect(screen.getByText('È valida 24 mesi dalla data di acquisto.')).toBeInTheDocument();
    expect(screen.getByText(/Non è ricaricabile/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Controlla il saldo' })).toBeInTheDocument();
  });

  it('shows the residual amount and the due date of a card', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)),
      http.post('/api/gift-card/balance', () => HttpResponse.json(BALANCE)),
    );
    renderRoutes(routes, '/gift-card');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Numero della Gift Card/ }),
      '(21) 8033 1200 0001 2345 678',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verifica il saldo' }));
    expect(await screen.findByText('37,50 €')).toBeInTheDocument();
    expect(screen.getByText('23/06/2028')).toBeInTheDocument();
    expect(await network.requestsTo('/api/gift-card/balance', 'POST')[0]!.json()).toEqual({
      cardNumber: '(21) 8033 1200 0001 2345 678',
    });
  });

  it('says when the card has expired', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)),
      http.post('/api/gift-card/balance', () => HttpResponse.json({ ...BALANCE, expired: true })),
    );
    renderRoutes(routes, '/gift-card');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Numero della Gift Card/ }),
      '400012345678',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verifica il saldo' }));
    expect(await screen.findByText(/Questa Gift Card è scaduta/)).toBeInTheDocument();
  });

  it('shows the SPEC message when the card cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)),
      http.post('/api/gift-card/balance', () =>
        HttpResponse.json(
          {
            statusCode: 404,
            error: 'Not Found',
            message: 'x',
          },
          { status: 404 },
        ),
      ),
    );
    renderRoutes(routes, '/gift-card');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Numero della Gift Card/ }),
      '(21)1111222233334444555',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verifica il saldo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Qualcosa è andato storto durante la lettura della tua Gift Card. Riprova più tardi.',
    );
  });

  it('checks the number format before calling the server', async () => {
    network.use(http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)));
    renderRoutes(routes, '/gift-card');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Numero della Gift Card/ }),
      '12345',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verifica il saldo' }));
    expect(
      await screen.findByText(
        /19 cifre dopo \(21\) per le carte nuove, 12 cifre per le carte vecchie/,
      ),
    ).toBeInTheDocument();
    expect(network.requestsTo('/api/gift-card/balance', 'POST')).toHaveLength(0);
  });
});
