import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { holdStoreWhileHydrating, selectHydrating } from './page-hydration';
import { sessionApi, useSession } from './session';
import { createAppStore } from './store';
import { SELECTED_STORE_STORAGE_KEY, selectSelectedStoreId } from './store-selection';
import { setupNetwork } from './testing/network';

const network = setupNetwork(
  http.get('/api/account/session/verify', () =>
    HttpResponse.json({ errorCode: '403005', errorMessage: 'Utente non autenticato' }),
  ),
);

function SessionStatus() {
  return <p>{useSession().status}</p>;
}

const verifications = () => network.requestsTo('/api/account/session/verify');

describe('the store while a server-rendered page hydrates', () => {
  afterEach(() => localStorage.clear());

  it('sets the saved store aside and puts it back once the page is hydrated', () => {
    localStorage.setItem(SELECTED_STORE_STORAGE_KEY, '00101');
    const store = createAppStore();
    const release = holdStoreWhileHydrating(store);
    expect(selectHydrating(store.getState())).toBe(true);
    expect(selectSelectedStoreId(store.getState())).toBeNull();

    release();
    expect(selectHydrating(store.getState())).toBe(false);
    expect(selectSelectedStoreId(store.getState())).toBe('00101');
  });

  it('checks the session only once the page is hydrated', async () => {
    const store = createAppStore();
    const release = holdStoreWhileHydrating(store);
    render(
      <Provider store={store}>
        <SessionStatus />
      </Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(verifications()).toHaveLength(0);
    expect(screen.getByText('unchecked')).toBeInTheDocument();

    act(release);
    expect(await screen.findByText('checked')).toBeInTheDocument();
    expect(verifications()).toHaveLength(1);
  });

  it('reads at once the session a page drawn for a signed-in visitor came with', async () => {
    const store = createAppStore();
    await store.dispatch(
      sessionApi.util.upsertQueryData('sessionVerify', undefined, {
        errorCode: '403005',
        errorMessage: 'Utente non autenticato',
      } as never),
    );
    const before = verifications().length;
    holdStoreWhileHydrating(store);
    render(
      <Provider store={store}>
        <SessionStatus />
      </Provider>,
    );
    expect(await screen.findByText('checked')).toBeInTheDocument();
    expect(verifications()).toHaveLength(before);
  });

  it('checks the session at once on a page drawn in the browser', async () => {
    render(
      <Provider store={createAppStore()}>
        <SessionStatus />
      </Provider>,
    );
    expect(await screen.findByText('checked')).toBeInTheDocument();
  });
});
