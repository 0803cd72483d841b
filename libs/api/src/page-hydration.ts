import { createSlice } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { rootReducer, type AppDispatch, type RootState } from './store';
import { setAsideSavedStore } from './store-selection';

/**
 * While the browser hydrates a server-rendered page, the store holds what the server rendered
 * with. A store update reaching a component mid-hydration is drawn at once, at a store update's
 * sync priority, and hydrates whatever part it touches in the same task: the session check
 * answering during hydration made one task of 270 ms on a phone (Lighthouse TBT). What only the
 * browser knows (the saved store, the visitor's session) comes in once the page is hydrated.
 */
const pageHydrationSlice = createSlice({
  name: 'pageHydration',
  initialState: { hydrating: false },
  reducers: {
    hydrationStarted: () => ({ hydrating: true }),
    hydrationFinished: () => ({ hydrating: false }),
  },
  selectors: {
    selectHydrating: (state) => state.hydrating,
  },
});

const injectedSlice = pageHydrationSlice.injectInto(rootReducer);

type StateWithHydration = RootState & {
  pageHydration?: ReturnType<typeof pageHydrationSlice.getInitialState>;
};

export const selectHydrating = (state: RootState) =>
  injectedSlice.selectors.selectHydrating(state as StateWithHydration);

/** True while the browser hydrates the server's HTML (never on the server, nor once hydrated). */
export function useHydrating(): boolean {
  return useSelector(selectHydrating);
}

/**
 * Called just before hydration: the store holds still until the returned function is called,
 * once every part of the page is hydrated.
 */
export function holdStoreWhileHydrating(store: {
  getState(): RootState;
  dispatch: AppDispatch;
}): () => void {
  const restoreSavedStore = setAsideSavedStore(store);
  store.dispatch(pageHydrationSlice.actions.hydrationStarted());
  return () => {
    store.dispatch(pageHydrationSlice.actions.hydrationFinished());
    restoreSavedStore();
  };
}
