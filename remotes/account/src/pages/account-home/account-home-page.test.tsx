import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { fakeServer, MARIO, signedInRoutes, STORES } from '../../testing/fake-server';

describe('the account home', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the card with its 13-digit number, points toward 200 and image', async () => {
    fakeServer({
      ...signedInRoutes(),
      'POST /api/stores-yext': () => STORES,
      'GET /api/account/card': () => ({
        type: 'base',
        number: '048812345670',
        currentAmount: 145,
        targetAmount: 200,
        isOld: false,
        canUpgrade: false,
        color: null,
      }),
    });
    renderRoutes(routes, '/account');
    const card = await screen.findByRole('region', { name: 'La tua Carta Vantaggi' });
    expect(await within(card).findByText('0048812345670')).toBeInTheDocument();
    expect(within(card).getByText('145 su 200')).toBeInTheDocument();
    expect(within(card).getByText('Ti mancano 55 punti per arrivare a 200.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Carta Vantaggi' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ora è Iper Milano Portello, Via Grosotto 7, Milano.'),
    ).toBeInTheDocument();
  });

  it('offers the card to an account without one, and fetches no card data', async () => {
    const server = fakeServer({
      ...signedInRoutes({ ...MARIO, data: { ...MARIO.data, cardNumber: null, cardType: null } }),
      'POST /api/stores-yext': () => STORES,
    });
    renderRoutes(routes, '/account');
    expect(await screen.findByRole('link', { name: 'Richiedi la Carta Vantaggi' })).toHaveAttribute(
      'href',
      '/carta-vantaggi/richiedi',
    );
    expect(server.bodies.some((entry) => entry.path === '/api/account/card')).toBe(false);
  });

  it('needs the privacy terms checkbox to save the consents (short privacy form)', async () => {
    const server = fakeServer({
      ...signedInRoutes(),
      'POST /api/stores-yext': () => STORES,
      'GET /api/account/card': () => ({
        type: 'base',
        number: '048812345670',
        currentAmount: 145,
        targetAmount: 200,
        isOld: false,
        canUpgrade: false,
        color: null,
      }),
      'PUT /api/account/consents': () => MARIO,
    });
    renderRoutes(routes, '/account');
    const privacy = await screen.findByRole('form', { name: 'Privacy e consensi' });
    await userEvent.click(
      within(privacy).getByRole('checkbox', { name: /Offerte di partner selezionati/ }),
    );
    await userEvent.click(within(privacy).getByRole('button', { name: 'Aggiorna i consensi' }));
    expect(await within(privacy).findByText('Modulo incompleto.')).toBeInTheDocument();
    expect(server.bodies.some((entry) => entry.path === '/api/account/consents')).toBe(false);
    await userEvent.click(
      within(privacy).getByRole('checkbox', { name: /Ho letto l'informativa privacy/ }),
    );
    await userEvent.click(within(privacy).getByRole('button', { name: 'Aggiorna i consensi' }));
    expect(await screen.findByText('Consensi aggiornati.')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.bodies).toContainEqual({
        method: 'PUT',
        path: '/api/account/consents',
        body: { privacy: true, marketing: true, profiling: false, thirdParty: true },
      }),
    );
  });
});
