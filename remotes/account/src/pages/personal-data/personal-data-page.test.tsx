import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { MARIO, MARIO_PERSONAL_DATA } from '../../testing/fixtures';
import {
  apiError,
  signedInHandlers,
  socialProviders,
  visitorHandlers,
} from '../../testing/handlers';

const network = setupNetwork();

describe('the personal data page', () => {
  it('sends a visitor to the login, to come back here', async () => {
    network.use(...visitorHandlers, socialProviders());
    const { router } = renderRoutes(routes, '/account/dati-personali');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accedi'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fdati-personali');
  });

  it("shows the data, and refuses a wrong tax code with 'Codice fiscale non valido' before sending anything", async () => {
    network.use(...signedInHandlers());
    renderRoutes(routes, '/account/dati-personali');
    expect(await screen.findByText('RSSMRA80E12F205L')).toBeInTheDocument();
    expect(screen.getByText('Via Giuseppe Verdi 12, 20121 Milano (MI)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica i dati' }));
    const form = screen.getByRole('form', { name: 'Modifica i tuoi dati' });
    const cf = within(form).getByLabelText(/^Codice fiscale/);
    await userEvent.clear(cf);
    await userEvent.type(cf, 'RSSMRA81E12F205L');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva i dati' }));
    expect(await within(form).findByText('Codice fiscale non valido')).toBeInTheDocument();
    expect(network.requests().filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('saves valid changes and shows the server refusal on the field it names', async () => {
    let saves = 0;
    network.use(
      ...signedInHandlers(),
      http.put('/api/account/personal-data', () =>
        ++saves === 1
          ? apiError({
              statusCode: 400,
              error: 'Bad Request',
              message: 'Richiesta non valida',
              issues: [{ path: 'cf', message: 'Codice fiscale non valido' }],
            })
          : HttpResponse.json(MARIO),
      ),
    );
    renderRoutes(routes, '/account/dati-personali');
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica i dati' }));
    const form = screen.getByRole('form', { name: 'Modifica i tuoi dati' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salva i dati' }));
    expect(await within(form).findByText('Codice fiscale non valido')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Salva i dati' }));
    expect(await screen.findByText('Dati personali aggiornati.')).toBeInTheDocument();
    const saved = network.requestsTo('/api/account/personal-data', 'PUT');
    expect(saved).toHaveLength(2);
    expect(await saved[1]!.json()).toEqual(MARIO_PERSONAL_DATA);
  });
});
