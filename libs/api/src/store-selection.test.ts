import {
  RESTAURANTS_CATEGORY_ID,
  type ServiceCategory,
  type Store,
  type StoreService,
} from '@iper/contracts';
import { http, HttpResponse } from 'msw';
import { createAppStore } from './store';
import {
  SELECTED_STORE_STORAGE_KEY,
  resetStoreSelection,
  selectStore,
  selectStoreSelection,
  setFavouriteStore,
} from './store-selection';
import { setupNetwork } from './testing/network';

const store = (id: string, slug: string) => ({ id, slug, nome: slug }) as Store;
const service = (id: string, categoryId: string): StoreService => ({
  id,
  icon: id,
  image: null,
  title: id,
  categoryId,
  slug: id,
  externalLink: null,
  pdf: null,
  noDetails: false,
});
const SHOP = '1b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const categories: ServiceCategory[] = [
  { name: 'Servizi in negozio', uuid: SHOP, content: { Icon: 'negozio' } },
  { name: 'Ristorazione', uuid: RESTAURANTS_CATEGORY_ID, content: { Icon: 'ristorante' } },
];

const network = setupNetwork(
  http.post('/api/stores-yext', () => HttpResponse.json([store('00101', 'iper-arese')])),
  http.get('/api/services/store/iper-arese', () =>
    HttpResponse.json([
      service('parcheggio', SHOP),
      service('la-romantica', RESTAURANTS_CATEGORY_ID),
    ]),
  ),
  http.get('/api/services/categories', () => HttpResponse.json(categories)),
);

describe('store selection', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('saves the chosen store, then loads its services grouped by category and its restaurants', async () => {
    const appStore = createAppStore();
    const done = appStore.dispatch(selectStore('00101'));
    expect(selectStoreSelection(appStore.getState()).servicesPending).toBe(true);
    await done;
    const state = selectStoreSelection(appStore.getState());
    expect(localStorage.getItem(SELECTED_STORE_STORAGE_KEY)).toBe('00101');
    expect(state).toMatchObject({ selectedStoreId: '00101', servicesPending: false });
    expect(
      state.groupedServices.map((group) => [group.category.name, group.services.map((s) => s.id)]),
    ).toEqual([['Servizi in negozio', ['parcheggio']]]);
    expect(state.restaurants.map((restaurant) => restaurant.id)).toEqual(['la-romantica']);
  });

  it('logs a service loading failure and resets the pending flag', async () => {
    network.use(
      http.get('/api/services/store/iper-arese', () =>
        HttpResponse.json({ statusCode: 500 }, { status: 500 }),
      ),
    );
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const appStore = createAppStore();
    await appStore.dispatch(selectStore('00101'));
    expect(selectStoreSelection(appStore.getState())).toMatchObject({
      selectedStoreId: '00101',
      servicesPending: false,
    });
    expect(log).toHaveBeenCalled();
  });

  it('reads the saved store at start', async () => {
    localStorage.setItem(SELECTED_STORE_STORAGE_KEY, '00105');
    jest.resetModules();
    const { createAppStore: freshStore } = await import('./store');
    const { selectSelectedStoreId } = await import('./store-selection');
    expect(selectSelectedStoreId(freshStore().getState())).toBe('00105');
  });

  it('makes the favourite the selected store unless another was chosen earlier', async () => {
    const appStore = createAppStore();
    appStore.dispatch(setFavouriteStore('00103'));
    expect(selectStoreSelection(appStore.getState())).toMatchObject({
      favouriteStoreId: '00103',
      selectedStoreId: '00103',
    });

    const other = createAppStore();
    await other.dispatch(selectStore('00101'));
    other.dispatch(setFavouriteStore('00103'));
    expect(selectStoreSelection(other.getState())).toMatchObject({
      favouriteStoreId: '00103',
      selectedStoreId: '00101',
    });
  });

  it('clears favourite, selection and the saved id on reset', async () => {
    const appStore = createAppStore();
    await appStore.dispatch(selectStore('00101'));
    appStore.dispatch(resetStoreSelection());
    expect(selectStoreSelection(appStore.getState())).toMatchObject({
      selectedStoreId: null,
      favouriteStoreId: null,
    });
    expect(localStorage.getItem(SELECTED_STORE_STORAGE_KEY)).toBeNull();
  });
});
