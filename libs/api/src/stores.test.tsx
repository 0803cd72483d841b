import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from './store';
import { useStoresListQuery } from './stores';
import { IPER_ARESE } from '@iper/contracts/src/testing/store.fixture';

const STORE = IPER_ARESE;

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
