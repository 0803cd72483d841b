import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { STORE_POSITIONS } from '../../testing/fixtures';
import { careersHandlers } from '../../testing/handlers';

const network = setupNetwork(...careersHandlers);

/** The address of every request for positions, in order. */
const positionQueries = () =>
  network.requestsTo('/api/careers/positions').map((request) => new URL(request.url));

const NodeFormData = globalThis.FormData;
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.FormData = NodeFormData;
});

/**
 * A search submits a form whose handler starts a router transition; React then builds
 * `new FormData(form)`, which Node's FormData (the test environment's) cannot: give it one that can.
 */
function letReactReadForms() {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
}

describe('the list of open positions', () => {
  it('lists the positions of its kind, each with where, what and since when', async () => {
    renderRoutes(routes, '/lavora-con-noi/posizioni-punto-vendita');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posizioni in punto vendita' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Elenco delle posizioni' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Addetto/a banco gastronomia', 'Macellaio/a']);
    expect(within(list).getByRole('link', { name: 'Addetto/a banco gastronomia' })).toHaveAttribute(
      'href',
      '/lavora-con-noi/posizioni-punto-vendita/addetto-a-banco-gastronomia-iper-arese',
    );
    expect(within(list).getByText('Iper Arese')).toBeInTheDocument();
    expect(within(list).getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 posizioni aperte');
    expect(positionQueries()[0]?.searchParams.get('kind')).toBe('punto-vendita');
  });

  it('puts the search, the filters and the sort in the address and asks the server for them', async () => {
    letReactReadForms();
    const { router } = renderRoutes(routes, '/lavora-con-noi/posizioni-sede');
    await screen.findByRole('list', { name: 'Elenco delle posizioni' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca tra le posizioni' }),
      'banco{Enter}',
    );
    await userEvent.selectOptions(screen.getByLabelText('Luogo'), 'Arese');
    await userEvent.selectOptions(screen.getByLabelText('Funzione'), 'Gastronomia');
    await userEvent.selectOptions(screen.getByLabelText('Ordina per'), 'Titolo: dalla Z alla A');
    expect(router.state.location.search).toBe(
      '?q=banco&luogo=Arese&funzione=Gastronomia&ordina=z-a',
    );
    await waitFor(() => {
      const last = positionQueries().at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        kind: 'sede',
        q: 'banco',
        place: 'Arese',
        function: 'Gastronomia',
        sort: 'title-desc',
      });
    });
  });

  it('offers the four SPEC sorts, newest first by default', async () => {
    renderRoutes(routes, '/lavora-con-noi/posizioni-mestieri-in-crescita');
    const sort = await screen.findByLabelText('Ordina per');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Data di pubblicazione: più recenti',
      'Data di pubblicazione: meno recenti',
      'Titolo: dalla A alla Z',
      'Titolo: dalla Z alla A',
    ]);
    expect(sort).toHaveValue('date-desc');
  });

  it('says when no position matches the search, and clears it', async () => {
    network.use(
      http.get('/api/careers/positions', () =>
        HttpResponse.json({ ...STORE_POSITIONS, positions: [], total: 0 }),
      ),
    );
    const { router } = renderRoutes(routes, '/lavora-con-noi/posizioni-sede?q=astronauta');
    expect(
      await screen.findByRole('heading', {
        name: 'Nessuna posizione corrisponde alla tua ricerca',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Candidatura spontanea' })).toHaveAttribute(
      'href',
      '/lavora-con-noi/candidatura-spontanea',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancella ricerca e filtri' }));
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry when the positions cannot be loaded', async () => {
    network.use(http.get('/api/careers/positions', () => HttpResponse.json({}, { status: 500 })));
    renderRoutes(routes, '/lavora-con-noi/posizioni-sede');
    expect(await screen.findByText('Non riusciamo a caricare le posizioni')).toBeInTheDocument();
  });
});
