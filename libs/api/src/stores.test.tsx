import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createAppStore } from './store';
import { useStoresListQuery } from './stores';
import { IPER_ARESE } from '@iper/contracts/src/testing/store.fixture';
import { setupNetwork } from './testing/network';

const network = setupNetwork();

const STORE = IPER_ARESE;

function StoreCount({ label }: { label: string }) {
  const { data } = useStoresListQuery();
  return <p>{data ? `${label}: ${data.length}` : 'loading'}</p>;
}

describe('the shared api', () => {
  it('makes a query read by one remote a cache hit for the next', async () => {
    network.use(http.post('/api/stores-yext', () => HttpResponse.json([STORE])));
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
    expect(network.requests()).toHaveLength(1);
  });

  it('gives each store of its own a fresh cache', () => {
    expect(createAppStore().getState().api.queries).toEqual({});
  });
});
