import { setupNetwork } from '@iper/api/src/testing/network';
import { NO_CARD, accountInfoWith } from '@iper/contracts/src/testing/account-info.fixture';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { MARIO, MARIO_CARD } from '../../testing/fixtures';
import { signedInHandlers, storesHandlers } from '../../testing/handlers';

const network = setupNetwork(
  ...signedInHandlers(),
  ...storesHandlers,
  http.get('/api/account/card', () => HttpResponse.json(MARIO_CARD)),
);

describe('the account home', () => {
  it('shows the card with its 13-digit number, points toward 200 and image', async () => {
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
    network.use(...signedInHandlers(accountInfoWith({ ...MARIO, data: NO_CARD })));
    renderRoutes(routes, '/account');
    expect(await screen.findByRole('link', { name: 'Richiedi la Carta Vantaggi' })).toHaveAttribute(
      'href',
      '/carta-vantaggi/richiedi',
    );
    expect(network.requestsTo('/api/account/card')).toEqual([]);
  });

  it('needs the privacy terms checkbox to save the consents (short privacy form)', async () => {
    network.use(http.put('/api/account/consents', () => HttpResponse.json(MARIO)));
    renderRoutes(routes, '/account');
    const privacy = await screen.findByRole('form', { name: 'Privacy e consensi' });
    await userEvent.click(
      within(privacy).getByRole('checkbox', { name: /Offerte di partner selezionati/ }),
    );
    await userEvent.click(within(privacy).getByRole('button', { name: 'Aggiorna i consensi' }));
    expect(await within(privacy).findByText('Modulo incompleto.')).toBeInTheDocument();
    expect(network.requestsTo('/api/account/consents')).toEqual([]);
    await userEvent.click(
      within(privacy).getByRole('checkbox', { name: /Ho letto l'informativa privacy/ }),
    );
    await userEvent.click(within(privacy).getByRole('button', { name: 'Aggiorna i consensi' }));
    expect(await screen.findByText('Consensi aggiornati.')).toBeInTheDocument();
    const [saved] = network.requestsTo('/api/account/consents', 'PUT');
    expect(await saved?.json()).toEqual({
      privacy: true,
      marketing: true,
      profiling: false,
      thirdParty: true,
    });
  });
});
