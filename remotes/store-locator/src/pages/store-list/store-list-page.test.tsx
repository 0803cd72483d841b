import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { storeLocatorHandlers } from '../../testing/handlers';

const network = setupNetwork(...storeLocatorHandlers);

function mockGeolocation(result: { lat: number; lng: number } | 'denied' | 'unavailable') {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (typeof result === 'object') {
        success({ coords: { latitude: result.lat, longitude: result.lng } } as GeolocationPosition);
      } else {
        const code = result === 'denied' ? 1 : 2;
        failure?.({
          code,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: result,
        } as GeolocationPositionError);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Elenco dei punti vendita' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the store list page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('lists the hypermarkets by title, with a marker button for each on the map', async () => {
    renderRoutes(routes, '/punti-vendita');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punti vendita' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Iper Arese',
        'Iper Milano Portello',
        'Iper Rozzano',
        'Iper Verona',
      ]),
    );
    expect(screen.getByRole('heading', { level: 2, name: '4 punti vendita' })).toBeInTheDocument();
    const map = screen.getByRole('group', { name: 'Mappa dei punti vendita' });
    expect(within(map).getAllByRole('button').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Chiama 02 1234 5678' })[0]).toHaveAttribute(
      'href',
      'tel:+390212345678',
    );
  });

  it('finds the nearest stores within 20 km of the shopper, nearest first, with distances', async () => {
    mockGeolocation({ lat: 45.4642, lng: 9.19 });
    renderRoutes(routes, '/punti-vendita');
    await screen.findByRole('heading', { level: 3, name: 'Iper Verona' });
    await userEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Iper Milano Portello', 'Iper Rozzano', 'Iper Arese']),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '3 punti vendita entro 20 km da la tua posizione',
    );
    expect(screen.getByText('A 4,1 km da te')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'La tua posizione' })).toBeInTheDocument();
  });

  it('works without distances when geolocation is denied', async () => {
    mockGeolocation('denied');
    renderRoutes(routes, '/punti-vendita');
    await screen.findByRole('heading', { level: 3, name: 'Iper Verona' });
    await userEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    expect(
      await screen.findByText(/Non hai concesso l'accesso alla tua posizione/),
    ).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(4);
    expect(screen.queryByText(/da te$/)).not.toBeInTheDocument();
  });

  it('shows the empty state far from every store, and all stores nearest first on request', async () => {
    renderRoutes(routes, '/punti-vendita?luogo=Roma%20(RM)%2000118&lat=41.903&lng=12.496');
    expect(
      await screen.findByRole('heading', { name: 'Nessun punto vendita trovato' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Non ci sono punti vendita di questo tipo entro 20 km da Roma (RM) 00118.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostra tutti, dal più vicino' }));
    expect(cardTitles()[0]).toBe('Iper Verona');
  });

  it('filters fuel stations and shows their prices', async () => {
    renderRoutes(routes, '/punti-vendita');
    await screen.findByRole('heading', { level: 3, name: 'Iper Verona' });
    await userEvent.click(screen.getByRole('radio', { name: 'Distributori' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Iper Arese', 'Iper Rozzano']));
    const arese = screen.getByRole('article', { name: 'Iper Arese' });
    expect(await within(arese).findByText('1,789 euro/l')).toBeInTheDocument();
    expect(within(arese).getByText('1,419 euro/kg')).toBeInTheDocument();
  });

  it('searches a place with the address autocomplete and measures from it', async () => {
    const { router } = renderRoutes(routes, '/punti-vendita');
    await screen.findByRole('heading', { level: 3, name: 'Iper Verona' });
    const combobox = screen.getByRole('combobox', { name: 'Cerca per comune o CAP' });
    await userEvent.type(combobox, 'Mil');
    expect(await screen.findByRole('option', { name: /Milano \(MI\) 20121/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(combobox).toHaveValue('Milano (MI) 20121');
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Iper Milano Portello', 'Iper Rozzano', 'Iper Arese']),
    );
    expect(router.state.location.search).toContain('luogo=Milano');
  });

  it('lists the stores near the first place a typed text names, as the search form sends it without the app', async () => {
    renderRoutes(routes, '/punti-vendita?luogo=Mil');
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Iper Milano Portello', 'Iper Rozzano', 'Iper Arese']),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '3 punti vendita entro 20 km da Milano (MI) 20121',
    );
    expect(screen.getByRole('combobox', { name: 'Cerca per comune o CAP' })).toHaveValue(
      'Milano (MI) 20121',
    );
  });

  it('searches typed text with «Cerca» when no suggestion is chosen, keeping the kind of store', async () => {
    const { router } = renderRoutes(routes, '/punti-vendita?tipo=distributori');
    await screen.findByRole('heading', { level: 2, name: /punti vendita|punto vendita/ });
    const search = screen.getByRole('search', { name: 'Cerca un punto vendita' });
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/punti-vendita');
    await userEvent.type(within(search).getByRole('combobox'), 'Mil');
    await userEvent.click(within(search).getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=distributori&luogo=Mil'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
        'entro 20 km da Milano (MI) 20121',
      ),
    );
  });

  it('says so when the typed text names no place, and lists every store', async () => {
    network.use(http.get('/api/geo/places', () => HttpResponse.json([])));
    renderRoutes(routes, '/punti-vendita?luogo=Atlantide');
    expect(
      await screen.findByText(
        'Non troviamo «Atlantide» tra i comuni italiani: prova con un altro comune o con il CAP.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
  });

  it('mirrors the map in the list: a marker shows its card, a card shows its marker', async () => {
    renderRoutes(routes, '/punti-vendita?tipo=pet-food');
    await screen.findByRole('heading', { level: 3, name: 'Iper Pet Arese' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Iper Pet Arese: mostra nell’elenco' }),
    );
    expect(screen.getByRole('article', { name: 'Iper Pet Arese' })).toHaveFocus();
    await userEvent.click(
      screen.getByRole('button', { name: 'Mostra sulla mappa Iper Pet Arese' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Iper Pet Arese: mostra nell’elenco' }),
      ).toHaveFocus(),
    );
  });

  it('selects a store, saves it and lists it first', async () => {
    renderRoutes(routes, '/punti-vendita');
    await screen.findByRole('heading', { level: 3, name: 'Iper Verona' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Scegli come tuo punto vendita Iper Verona' }),
    );
    await waitFor(() => expect(cardTitles()[0]).toBe('Iper Verona'));
    expect(localStorage.getItem('selectedStoreId')).toBe('00121');
    expect(
      within(screen.getByRole('article', { name: 'Iper Verona' })).getByText(
        'Il tuo punto vendita',
      ),
    ).toBeInTheDocument();
  });
});
