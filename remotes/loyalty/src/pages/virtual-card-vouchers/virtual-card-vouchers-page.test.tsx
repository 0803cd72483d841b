import { setupNetwork } from '@iper/api/src/testing/network';
import { RHO_VOUCHER_REQUEST } from '@iper/contracts/src/testing/voucher-request.fixture';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { VISITOR } from '../../testing/fixtures';

const network = setupNetwork();

const STORES = [
  { id: '00101', nome: 'Iper Arese' },
  { id: '00104', nome: 'Iper Monza' },
];

afterEach(() => jest.restoreAllMocks());

async function fillRequest() {
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  await userEvent.type(await screen.findByRole('textbox', { name: /^Comune/ }), 'Rho');
  await userEvent.type(field(/Provincia/), 'MI');
  await userEvent.type(field(/Codice fiscale del Comune/), '00893240150');
  await userEvent.type(field(/^Nome/), 'Lucia');
  await userEvent.type(field(/^Cognome/), 'Fontana');
  await userEvent.type(field(/Ruolo nel Comune/), 'Responsabile servizi sociali');
  await userEvent.type(field(/Email istituzionale/), 'servizi.sociali@comune.rho.mi.it');
  await userEvent.type(field(/Telefono/), '02 9332 1');
  await userEvent.type(field(/Numero di famiglie/), '120');
  await userEvent.type(field(/Importo per famiglia/), '50');
  await screen.findByRole('option', { name: 'Iper Arese' });
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Punto vendita di riferimento/ }),
    '00101',
  );
  await userEvent.click(screen.getByRole('checkbox', { name: /informativa privacy/ }));
}

describe('/virtual-card/buoni-spesa', () => {
  it('sends a municipal request and confirms it with its reference', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)),
      http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
      http.post('/api/virtual-card/voucher-requests', () =>
        HttpResponse.json(
          {
            reference: 'BS-2026-000001',
            totalAmount: 6000,
            storeName: 'Iper Arese',
          },
          { status: 201 },
        ),
      ),
    );
    renderRoutes(routes, '/virtual-card/buoni-spesa');
    await fillRequest();
    expect(screen.getByText('Totale della fornitura: 6000 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('BS-2026-000001')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Richiesta inviata');
    expect(
      await network.requestsTo('/api/virtual-card/voucher-requests', 'POST')[0]!.json(),
    ).toEqual(RHO_VOUCHER_REQUEST);
  });

  it('refuses a wrong tax code before sending anything', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)),
      http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
    );
    renderRoutes(routes, '/virtual-card/buoni-spesa');
    await fillRequest();
    const taxCode = screen.getByRole('textbox', { name: /Codice fiscale del Comune/ });
    await userEvent.clear(taxCode);
    await userEvent.type(taxCode, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Il codice fiscale dell’ente ha 11 cifre')).toBeInTheDocument();
    expect(network.requestsTo('/api/virtual-card/voucher-requests', 'POST')).toHaveLength(0);
  });

  it('shows the server’s objection on the field', async () => {
    network.use(
      http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)),
      http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
      http.post('/api/virtual-card/voucher-requests', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Richiesta non valida',
            issues: [{ path: 'storeId', message: 'Punto vendita non valido' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderRoutes(routes, '/virtual-card/buoni-spesa');
    await fillRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Punto vendita non valido')).toBeInTheDocument();
  });
});

describe('the other virtual card pages', () => {
  it('shows the 258,23 € tax benefit to companies', async () => {
    network.use(http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)));
    renderRoutes(routes, '/virtual-card/aziende');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Virtual Card per le aziende' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/258,23\s€/).length).toBeGreaterThan(0);
  });

  it.each([
    ['/virtual-card', 'Virtual Card Iper'],
    ['/virtual-card/altri-negozi', 'Virtual Card negli altri negozi'],
  ])('renders %s with the section navigation', async (path, heading) => {
    network.use(http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)));
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Virtual Card' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveAttribute('href', path);
  });
});
