import { IPER_ARESE } from '@iper/contracts/src/testing/store.fixture';
import { http, HttpResponse } from 'msw';
import { RouterContextProvider } from 'react-router';
import { loadQueries, routerContextFor, settledQuery } from './route-data';
import { createAppStore, type AppStore } from './store';
import { storesApi } from './stores';
import { setupNetwork } from './testing/network';

const network = setupNetwork(http.post('/api/stores-yext', () => HttpResponse.json([IPER_ARESE])));

const loadStores = (store: AppStore) =>
  settledQuery(store.dispatch(storesApi.endpoints.storesList.initiate()));

const storesQuery = (store: AppStore) => storesApi.endpoints.storesList.select()(store.getState());

describe("a page's loader (route data)", () => {
  it("on the server, loads the page's queries before the first render", async () => {
    const store = createAppStore();
    await expect(loadQueries({ context: routerContextFor(store) }, loadStores)).resolves.toBeNull();
    expect(storesQuery(store).status).toBe('fulfilled');
  });

  it('keeps the answer for the page after letting go of the query', async () => {
    const store = createAppStore();
    await loadQueries({ context: routerContextFor(store) }, loadStores);
    expect(storesQuery(store).data).toEqual([IPER_ARESE]);
  });

  it("leaves a failed query to the page's error state, never failing the render", async () => {
    network.use(http.post('/api/stores-yext', () => new HttpResponse(null, { status: 500 })));
    const store = createAppStore();
    const context = routerContextFor(store);
    await expect(loadQueries({ context }, loadStores)).resolves.toBeNull();
    expect(storesQuery(store).status).toBe('rejected');
    await expect(
      loadQueries({ context }, () => Promise.reject(new Error('a bug in a loader'))),
    ).resolves.toBeNull();
  });

  it("does nothing in the browser, where the page's hooks ask", async () => {
    const load = jest.fn(loadStores);
    await loadQueries({ context: new RouterContextProvider() }, load);
    await loadQueries({ context: undefined }, load);
    expect(load).not.toHaveBeenCalled();
    expect(network.requests()).toHaveLength(0);
  });
});
