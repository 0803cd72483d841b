import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { fakeXhr } from '../../testing/fake-xhr';
import { MARIO_APPLICATION } from '../../testing/fixtures';
import { careersHandlers, signedInHandlers } from '../../testing/handlers';
import { RECEIPT, next } from '../../testing/application-steps';

const network = setupNetwork(...careersHandlers);

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'iper.csrf=test-token-0123456789-abcdefghijklmnopqrstuvw; path=/';
});
afterEach(() => jest.restoreAllMocks());

describe("the applicant's own area", () => {
  it('asks a visitor to sign in to see and change their applications', async () => {
    renderRoutes(routes, '/autocandidatura');
    const mine = await screen.findByRole('region', { name: 'Le tue candidature' });
    expect(await within(mine).findByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/accedi?redirect=%2Fautocandidatura',
    );
  });

  it('lists the applications of a signed-in applicant and changes one with PUT', async () => {
    network.use(
      ...signedInHandlers,
      http.get('/api/careers/applications', () =>
        HttpResponse.json({
          applications: [
            MARIO_APPLICATION,
            {
              ...MARIO_APPLICATION,
              id: '11111111-2222-4333-8444-555555555555',
              reference: 'CAND-00000003',
              editable: false,
              position: { ...MARIO_APPLICATION.position!, open: false },
            },
          ],
        }),
      ),
      http.get(`/api/careers/applications/${MARIO_APPLICATION.id}`, () =>
        HttpResponse.json(MARIO_APPLICATION),
      ),
    );
    const xhr = fakeXhr([
      {
        status: 200,
        body: { ...RECEIPT, id: MARIO_APPLICATION.id, reference: MARIO_APPLICATION.reference },
      },
    ]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/autocandidatura');
    const mine = await screen.findByRole('region', { name: 'Le tue candidature' });
    expect(
      await within(mine).findAllByRole('link', { name: 'Addetto/a banco gastronomia, Arese' }),
    ).toHaveLength(2);
    expect(
      within(mine).getByText('La posizione è chiusa: la candidatura non si può più modificare.'),
    ).toBeInTheDocument();
    await user.click(
      within(mine).getByRole('link', { name: 'Modifica la candidatura CAND-00000007' }),
    );
    expect(router.state.location.search).toBe(`?modifica=${MARIO_APPLICATION.id}`);

    expect(
      await screen.findByRole('heading', { name: 'Passo 1 di 6: Dati personali' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Codice fiscale/)).toHaveValue('RSSMRA80A01F205X');
    expect(screen.getByRole('link', { name: 'Scarica il CV inviato' })).toHaveAttribute(
      'href',
      `/api/careers/applications/${MARIO_APPLICATION.id}/files/cv`,
    );
    const phone = screen.getByLabelText(/^Telefono/);
    await user.clear(phone);
    await user.type(phone, '+39 347 7654321');
    for (let step = 0; step < 4; step++) await next(user);
    expect(
      await screen.findByText(/^File attuale: cv-mario\.pdf\. Scegline un altro per sostituirlo\./),
    ).toBeInTheDocument();
    await next(user);
    expect(
      within(screen.getByRole('region', { name: 'Allegati' })).getByText(
        'cv-mario.pdf (2 KB, già inviato)',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Ho letto l’informativa privacy/));
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Candidatura aggiornata' }),
    ).toBeInTheDocument();
    expect(xhr.sent[0]).toMatchObject({
      method: 'PUT',
      url: `/api/careers/applications/${MARIO_APPLICATION.id}`,
    });
    expect(xhr.sent[0]!.body.get('phone')).toBe('+39 347 7654321');
    expect(xhr.sent[0]!.body.has('cv')).toBe(false);
    xhr.restore();
  });
});
