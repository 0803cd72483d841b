import { api, HYDRATE_API } from './api';
import { isPublicQuery } from './public-queries';
import type { AppStore, RootState } from './store';

type ApiState = RootState['api'];

/**
 * The public part of the api state after a server render: the public queries' answers (a 404 as
 * much as data) and the tags they provide. This is what the browser's store starts from, so its
 * first render is the server's; personal queries are absent and start in the browser.
 */
export type PublicApiState = Pick<ApiState, 'queries' | 'provided'>;

export function publicApiState(state: RootState): PublicApiState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      ([, entry]) =>
        entry?.endpointName !== undefined &&
        isPublicQuery(entry.endpointName) &&
        (entry.status === 'fulfilled' || entry.status === 'rejected'),
    ),
  );
  const kept = new Set(Object.keys(queries));
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [type, ids] of Object.entries(state.api.provided.tags ?? {})) {
    for (const [id, keys] of Object.entries(ids ?? {})) {
      const mine = (keys ?? []).filter((key) => kept.has(key));
      if (mine.length) (tags[type] ??= {})[id] = mine;
    }
  }
  const keys = Object.fromEntries(
    Object.entries(state.api.provided.keys ?? {}).filter(([key]) => kept.has(key)),
  );
  return { queries, provided: { tags, keys } } as PublicApiState;
}

/** Starts a browser store from a server render's public answers. */
export function hydrateApiState(store: AppStore, state: PublicApiState | undefined): void {
  if (!state || Object.keys(state.queries).length === 0) return;
  store.dispatch({
    type: HYDRATE_API,
    payload: { [api.reducerPath]: { ...state, mutations: {} } },
  });
}

/** The endpoint a running query belongs to (its cache key is `endpointName(args)`). */
function endpointOf(queryCacheKey: string): string {
  return queryCacheKey.slice(0, queryCacheKey.indexOf('('));
}

/** Waits for the public queries a render started, at most `timeoutMs` (the browser asks again). */
export async function settlePublicQueries(store: AppStore, timeoutMs: number): Promise<void> {
  const running = store
    .dispatch(api.util.getRunningQueriesThunk())
    .filter((query) => isPublicQuery(endpointOf(query.queryCacheKey)));
  if (running.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(running),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
