import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from './store';
import { useStoresListQuery } from './stores';

const STORE = {
  id: '00101',
  nome: 'Iper Arese',
  indirizzo: 'Via Luraghi 11',
  citta: 'Arese',
  provincia: 'MI',
  cap: '20044',
  position: { lat: 45.55, lng: 9.04 },
  orari: [],
  telefono: '02 1',
  slug: 'iper-arese',
  yext: 'IPR00101',
  iperstation: [],
  tipo: 'hypermarket',
};

function StoreCount({ label }: { label: string }) {
  const { data } = useStoresListQuery();
  return <p>{data ? `${label}: ${data.length}` : 'loading'}</p>;
}

describe('the shared api', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes a query read by one remote a cache hit for the next', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify([STORE]), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const store = createAppStore();
    const first = render(
      <Provider store={store}>
        <StoreCount label="store locator" />
      </Provider>,
    );
    expect(await screen.findByText('store locator: 1')).toBeInTheDocument();
    first.unmount();
    render(
      <Provider store={store}>
        <StoreCount label="home" />
      </Provider>,
    );
    expect(screen.getByText('home: 1')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('gives each store of its own a fresh cache', () => {
    expect(createAppStore().getState().api.queries).toEqual({});
  });
});
