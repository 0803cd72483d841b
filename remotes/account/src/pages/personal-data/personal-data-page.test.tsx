import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { fakeServer, json, MARIO, signedInRoutes, VISITOR } from '../../testing/fake-server';

describe('the personal data page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends a visitor to the login, to come back here', async () => {
    fakeServer({
      'GET /api/account/session/verify': () => VISITOR,
      'GET /api/identity/social-providers': () => ({ providers: [] }),
    });
    const { router } = renderRoutes(routes, '/account/dati-personali');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accedi'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fdati-personali');
  });

  it("shows the data, and refuses a wrong tax code with 'Codice fiscale non valido' before sending anything", async () => {
    const server = fakeServer(signedInRoutes());
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
    expect(server.bodies.some((entry) => entry.method === 'PUT')).toBe(false);
  });

  it('saves valid changes and shows the server refusal on the field it names', async () => {
    let saves = 0;
    const server = fakeServer({
      ...signedInRoutes(),
      'PUT /api/account/personal-data': () =>
        ++saves === 1
          ? json(
              {
                statusCode: 400,
                error: 'Bad Request',
                message: 'Richiesta non valida',
                issues: [{ path: 'cf', message: 'Codice fiscale non valido' }],
              },
              400,
            )
          : MARIO,
    });
    renderRoutes(routes, '/account/dati-personali');
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica i dati' }));
    const form = screen.getByRole('form', { name: 'Modifica i tuoi dati' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salva i dati' }));
    expect(await within(form).findByText('Codice fiscale non valido')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Salva i dati' }));
    expect(await screen.findByText('Dati personali aggiornati.')).toBeInTheDocument();
    expect(server.bodies.filter((entry) => entry.method === 'PUT')[1]?.body).toEqual({
      name: 'Mario',
      lastName: 'Rossi',
      gender: 'm',
      birthDay: 12,
      birthMonth: 5,
      birthYear: 1980,
      cf: 'RSSMRA80E12F205L',
      phoneNumber: '+39 347 123 4567',
      dug: 'Via',
      address: 'Giuseppe Verdi',
      houseNumber: '12',
      zipCode: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
    });
  });
});
