import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { GASTRONOMIA_DETAIL, MACELLAIO_ROZZANO } from '../../testing/fixtures';
import { careersHandlers } from '../../testing/handlers';

const network = setupNetwork(...careersHandlers);

afterEach(() => jest.restoreAllMocks());

const PATH = '/lavora-con-noi/posizioni-punto-vendita/addetto-a-banco-gastronomia-iper-arese';

describe('a position', () => {
  it('shows where and what, the role, the requirements, the offer, similar positions and the Apply button', async () => {
    renderRoutes(routes, PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Addetto/a banco gastronomia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iper Arese' })).toHaveAttribute(
      'href',
      '/punti-vendita/iper-arese',
    );
    expect(screen.getByText('Gastronomia')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cosa cerchiamo' })).toBeInTheDocument();
    expect(screen.getByText('Attestato HACCP o disponibilità a conseguirlo.')).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Posizioni simili' });
    expect(within(similar).getByRole('link', { name: 'Macellaio/a' })).toHaveAttribute(
      'href',
      `/lavora-con-noi/posizioni-punto-vendita/${MACELLAIO_ROZZANO.slug}`,
    );
    for (const apply of screen.getAllByRole('link', { name: 'Candidati' }))
      expect(apply).toHaveAttribute('href', `${PATH}?candidatura=1`);
  });

  it('opens the application form on its own page, first step first', async () => {
    renderRoutes(routes, `${PATH}?candidatura=1`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Passo 1 di 6: Dati personali' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Dati personali' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cosa cerchiamo' })).not.toBeInTheDocument();
    // A job application does not ask what for: the position says it.
    expect(
      screen.queryByRole('group', { name: /Per quale area ti candidi/ }),
    ).not.toBeInTheDocument();
  });

  it('says a closed position takes no more applications, and offers no form', async () => {
    network.use(
      http.get(`/api/careers/positions/${GASTRONOMIA_DETAIL.slug}`, () =>
        HttpResponse.json({
          position: { ...GASTRONOMIA_DETAIL, open: false, closesAt: '2026-10-31' },
          similar: [],
        }),
      ),
    );
    renderRoutes(routes, `${PATH}?candidatura=1`);
    expect(await screen.findByText('Posizione chiusa')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Candidati' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('is not found when it does not exist or belongs to another kind of positions', async () => {
    renderRoutes(routes, '/lavora-con-noi/posizioni-punto-vendita/astronauta');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posizione non trovata' }),
    ).toBeInTheDocument();
    renderRoutes(routes, `/lavora-con-noi/posizioni-sede/${GASTRONOMIA_DETAIL.slug}`);
    expect(
      (await screen.findAllByRole('heading', { level: 1, name: 'Posizione non trovata' })).length,
    ).toBeGreaterThan(0);
  });
});
