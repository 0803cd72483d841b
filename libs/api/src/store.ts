import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type RenderStoreExtra } from './api';

/**
 * The root reducer. Remotes add their own slices lazily with `rootReducer.inject(slice)` when
 * their code loads, so the shell never needs to know them.
 */
export const rootReducer = combineSlices(api);

/**
 * A fresh store; the shell makes one for the page, each test makes its own. A server render's
 * store for a signed-in visitor carries the read of their own data (`RenderStoreExtra`).
 */
export function createAppStore(
  preloadedState?: Partial<ReturnType<typeof rootReducer>>,
  extra: RenderStoreExtra = {},
) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
