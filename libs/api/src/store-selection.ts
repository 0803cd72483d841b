import { declarePublicQueries } from './public-queries';
import {
  RESTAURANTS_CATEGORY_ID,
  SELECTED_STORE_STORAGE_KEY,
  type ServiceCategory,
  type StoreService,
} from '@iper/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { api } from './api';
import { rootReducer, type AppDispatch, type RootState } from './store';
import { storesApi } from './stores';

/**
 * The shopper's store (SPEC §4 Store selection). Several remotes need it (the header's store
 * selector, the store locator, the flyers show the selected store's flyer), so the slice lives here
 * and is injected lazily into the one root reducer. The id is kept in local storage under
 * `selectedStoreId` (SPEC §3 Client storage).
 */
export { SELECTED_STORE_STORAGE_KEY };

/** The services of the selected store under one category heading. */
export interface ServiceGroup {
  category: ServiceCategory;
  services: StoreService[];
}

export interface StoreSelectionState {
  selectedStoreId: string | null;
  favouriteStoreId: string | null;
  /** True while the selected store's services load (SPEC §4). */
  servicesPending: boolean;
  groupedServices: ServiceGroup[];
  restaurants: StoreService[];
}

function readSavedStoreId(): string | null {
  try {
    return globalThis.localStorage?.getItem(SELECTED_STORE_STORAGE_KEY) || null;
  } catch {
    return null; // storage blocked (private mode, cookies off): nothing saved
  }
}

function saveStoreId(id: string | null): void {
  try {
    if (id) globalThis.localStorage?.setItem(SELECTED_STORE_STORAGE_KEY, id);
    else globalThis.localStorage?.removeItem(SELECTED_STORE_STORAGE_KEY);
  } catch {
    // The choice still holds for this visit.
  }
}

/**
 * Services grouped under their categories, in the categories' order; the restaurants category is
 * left out, since the restaurants are listed on their own.
 */
export function groupServicesByCategory(
  services: StoreService[],
  categories: ServiceCategory[],
): ServiceGroup[] {
  return categories
    .filter((category) => category.uuid !== RESTAURANTS_CATEGORY_ID)
    .map((category) => ({
      category,
      services: services.filter((service) => service.categoryId === category.uuid),
    }))
    .filter((group) => group.services.length > 0);
}

export function restaurantsOf(services: StoreService[]): StoreService[] {
  return services.filter((service) => service.categoryId === RESTAURANTS_CATEGORY_ID);
}

const storeSelectionSlice = createSlice({
  name: 'storeSelection',
  initialState: (): StoreSelectionState => ({
    selectedStoreId: readSavedStoreId(),
    favouriteStoreId: null,
    servicesPending: false,
    groupedServices: [],
    restaurants: [],
  }),
  reducers: {
    storeChosen(state, action: PayloadAction<string>) {
      if (state.selectedStoreId !== action.payload) {
        state.groupedServices = [];
        state.restaurants = [];
      }
      state.selectedStoreId = action.payload;
    },
    favouriteStoreSet(state, action: PayloadAction<string>) {
      state.favouriteStoreId = action.payload;
      // SPEC §4: the favourite becomes the selected store unless another was chosen earlier.
      state.selectedStoreId ??= action.payload;
    },
    /** The store saved on this device, put back once a server-rendered page is hydrated. */
    savedStoreRestored(state, action: PayloadAction<string>) {
      state.selectedStoreId ??= action.payload;
    },
    storeSelectionCleared(state) {
      state.selectedStoreId = null;
      state.favouriteStoreId = null;
      state.groupedServices = [];
      state.restaurants = [];
    },
    servicesRequested(state) {
      state.servicesPending = true;
    },
    servicesLoaded(
      state,
      action: PayloadAction<{
        storeId: string;
        groupedServices: ServiceGroup[];
        restaurants: StoreService[];
      }>,
    ) {
      state.servicesPending = false;
      if (action.payload.storeId !== state.selectedStoreId) return; // a later choice won
      state.groupedServices = action.payload.groupedServices;
      state.restaurants = action.payload.restaurants;
    },
    servicesFailed(state) {
      state.servicesPending = false;
    },
  },
  selectors: {
    selectSelectedStoreId: (state) => state.selectedStoreId,
    selectFavouriteStoreId: (state) => state.favouriteStoreId,
    selectStoreSelection: (state) => state,
  },
});

export const storeSelectionActions = storeSelectionSlice.actions;

/**
 * A server-rendered page is drawn without the visitor's device: their saved store is set aside
 * while the browser hydrates the server's HTML (which could not know it), and put back by the
 * returned function once hydration is done.
 */
export function setAsideSavedStore(store: {
  getState(): RootState;
  dispatch: AppDispatch;
}): () => void {
  const saved = selectSelectedStoreId(store.getState());
  if (!saved) return () => undefined;
  store.dispatch(storeSelectionSlice.actions.storeSelectionCleared());
  return () => store.dispatch(storeSelectionSlice.actions.savedStoreRestored(saved));
}

/** Injected when this module first loads; its selectors answer the initial state until then. */
const injectedSlice = storeSelectionSlice.injectInto(rootReducer);
const selectors = injectedSlice.selectors;

/** The root state once this slice is injected (the shell's RootState does not know it). */
type StateWithSelection = RootState & { storeSelection?: StoreSelectionState };

export const selectSelectedStoreId = (state: RootState) =>
  selectors.selectSelectedStoreId(state as StateWithSelection);
export const selectFavouriteStoreId = (state: RootState) =>
  selectors.selectFavouriteStoreId(state as StateWithSelection);
export const selectStoreSelection = (state: RootState) =>
  selectors.selectStoreSelection(state as StateWithSelection);

/** The services endpoints the selection loads (SPEC §7), shared with the store pages. */
export const storeServicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    storesServices: build.query<StoreService[], string>({
      query: (slug) => `/services/store/${encodeURIComponent(slug)}`,
      providesTags: ['Store'],
    }),
    storesServiceCategories: build.query<ServiceCategory[], void>({
      query: () => '/services/categories',
      providesTags: ['Store'],
    }),
  }),
});

export const { useStoresServicesQuery, useStoresServiceCategoriesQuery } = storeServicesApi;
declarePublicQueries('storesServices', 'storesServiceCategories');

/** Runs an RTK Query request to completion without keeping its cache entry subscribed. */
async function request<T>(subscription: { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  try {
    return await subscription.unwrap();
  } finally {
    subscription.unsubscribe();
  }
}

/**
 * SPEC §4: loads the selected store's services (pending flag), then the categories, then keeps
 * the grouped services and the restaurants list. A failure is logged and the flag reset (SPEC §8).
 */
export function loadSelectedStoreServices(storeId: string) {
  return async (dispatch: AppDispatch) => {
    dispatch(storeSelectionActions.servicesRequested());
    try {
      const stores = await request(dispatch(storesApi.endpoints.storesList.initiate()));
      const store = stores.find((candidate) => candidate.id === storeId);
      if (!store) throw new Error(`store ${storeId} is not in the store list`);
      const services = await request(
        dispatch(storeServicesApi.endpoints.storesServices.initiate(store.slug)),
      );
      const categories = await request(
        dispatch(storeServicesApi.endpoints.storesServiceCategories.initiate()),
      );
      dispatch(
        storeSelectionActions.servicesLoaded({
          storeId,
          groupedServices: groupServicesByCategory(services, categories),
          restaurants: restaurantsOf(services),
        }),
      );
    } catch (error) {
      console.error(
        '[store-selection] the services of the selected store could not be loaded',
        error,
      );
      dispatch(storeSelectionActions.servicesFailed());
    }
  };
}

/** Chooses the shopper's store: saved for the next visits, then its services load. */
export function selectStore(id: string) {
  return async (dispatch: AppDispatch) => {
    dispatch(storeSelectionActions.storeChosen(id));
    saveStoreId(id);
    await dispatch(loadSelectedStoreServices(id));
  };
}

/** Marks the logged-in user's favourite store (SPEC §4); it becomes selected unless one was chosen. */
export function setFavouriteStore(id: string) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(storeSelectionActions.favouriteStoreSet(id));
    saveStoreId(selectSelectedStoreId(getState()));
  };
}

/** SPEC §4 reset (e.g. at logout): clears favourite, selection and the saved id. */
export function resetStoreSelection() {
  return (dispatch: AppDispatch) => {
    dispatch(storeSelectionActions.storeSelectionCleared());
    saveStoreId(null);
  };
}

export function useSelectedStoreId(): string | null {
  return useSelector(selectSelectedStoreId);
}

export function useFavouriteStoreId(): string | null {
  return useSelector(selectFavouriteStoreId);
}

export function useStoreSelection(): StoreSelectionState {
  return useSelector(selectStoreSelection);
}
