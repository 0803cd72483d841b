import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from './store';

/**
 * A page's public data in its route loader, for the server's render: the loader starts the page's
 * queries in the page's store and the render waits for them, so the page is drawn once, with its
 * answers, instead of once per round of queries its renders discover.
 *
 * In the browser the page's hooks ask (the router has no store in its context, the loaders do
 * nothing): RTK Query asks a failed query again when a page subscribes to it, so a query a loader
 * had seen fail would show the page's error, then its loading state, then the error again.
 */
const pageStoreContext = createContext<AppStore | null>(null);

/** The context of the server's static handler (`requestContext`): the page's store. */
export function routerContextFor(store: AppStore): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageStoreContext, store);
  return context;
}

/** A query started with `store.dispatch(endpoint.initiate(arg))`. */
interface StartedQuery<T> extends PromiseLike<{ data?: T }> {
  unsubscribe(): void;
}

/** Waits for a started query and lets go of it: its answer stays in the cache for the page. */
export async function settledQuery<T>(started: StartedQuery<T>): Promise<T | undefined> {
  try {
    return (await started).data;
  } finally {
    started.unsubscribe();
  }
}

/**
 * A page's loader: `load` starts the page's public queries in the page's store and awaits them
 * (with `settledQuery`; a query that depends on another's answer awaits it first). Returns no
 * data: the page reads its queries with their hooks. A failed query is the page's to show (its
 * error state, its 404), never the loader's. Without the page's store in the router's context
 * (the browser) it does nothing.
 */
export async function loadQueries(
  { context }: Pick<LoaderFunctionArgs, 'context'>,
  load: (store: AppStore) => Promise<unknown>,
): Promise<null> {
  const store = context instanceof RouterContextProvider ? context.get(pageStoreContext) : null;
  if (store) await load(store).catch(() => undefined);
  return null;
}
