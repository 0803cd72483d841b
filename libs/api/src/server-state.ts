import { api, HYDRATE_API } from './api';
import { isPublicQuery } from './public-queries';
import type { AppStore, RootState } from './store';

type ApiState = RootState['api'];

/**
 * The api state a server render hands the browser: the answers of the queries it drew the page
 * with (a 404 as much as data) and the tags they provide. This is what the browser's store starts
 * from, so its first render is the server's. A page drawn for a signed-out visitor carries the
 * public queries only; one drawn for a signed-in visitor carries their own answers too (the
 * page is theirs alone, never cached). Anything else starts in the browser.
 */
export type RenderedApiState = Pick<ApiState, 'queries' | 'provided'>;

/** Whether a query is one a render of this kind hands over (or waits for). */
const handedOver = (endpointName: string, personal: boolean) =>
  personal || isPublicQuery(endpointName);

export function renderedApiState(
  state: RootState,
  { personal }: { personal: boolean },
): RenderedApiState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      ([, entry]) =>
        entry?.endpointName !== undefined &&
        handedOver(entry.endpointName, personal) &&
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
  return { queries, provided: { tags, keys } } as RenderedApiState;
}

/** Starts a browser store from a server render's answers. */
export function hydrateApiState(store: AppStore, state: RenderedApiState | undefined): void {
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

/**
 * Waits for the queries a render started that it hands over (`renderedApiState`), at most
 * `timeoutMs` (the browser asks again for what is still missing).
 */
export async function settleRenderQueries(
  store: AppStore,
  timeoutMs: number,
  { personal }: { personal: boolean },
): Promise<void> {
  const running = store
    .dispatch(api.util.getRunningQueriesThunk())
    .filter((query) => handedOver(endpointOf(query.queryCacheKey), personal));
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
