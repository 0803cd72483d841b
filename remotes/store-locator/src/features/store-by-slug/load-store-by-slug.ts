import { settledQuery, storesApi, type AppStore } from '@iper/api';
import type { Store } from '@iper/contracts';
import { storeLocatorApi } from '../../api/store-locator-api';

/**
 * For a page's loader: the queries useStoreBySlug reads, in its order (the hypermarkets, then,
 * when the slug is not one of them, the pet-food shops and drive points). The store, if found.
 */
export async function loadStoreBySlug(
  store: AppStore,
  slug: string | undefined,
): Promise<Store | undefined> {
  const hypermarkets = await settledQuery(
    store.dispatch(storesApi.endpoints.storesList.initiate()),
  );
  const found = hypermarkets?.find((candidate) => candidate.slug === slug);
  if (found || !hypermarkets) return found;
  const others = await Promise.all(
    (['pet-food', 'iper-drive'] as const).map((list) =>
      settledQuery(store.dispatch(storeLocatorApi.endpoints.storesOfKind.initiate(list))),
    ),
  );
  return others.flatMap((list) => list ?? []).find((candidate) => candidate.slug === slug);
}
