import type { Store } from '@iper/contracts';
import { distanceFrom, type LatLng } from './distance';

/** A store with its distance from the shopper (undefined without a position). */
export interface LocatedStore {
  store: Store;
  distance: number | undefined;
}

export interface LocateOptions {
  /** The shopper's position (geolocation or a searched place); none, no distances. */
  origin?: LatLng;
  /** Keep only stores within this many km of the origin (SPEC §9 default 20); null keeps all. */
  radiusKm?: number | null;
  selectedStoreId?: string | null;
  favouriteStoreId?: string | null;
}

/** Sort key of a title: lowercase, accents off, so 'Iper Cantù' sorts as 'iper cantu'. */
const titleKeys = new WeakMap<Store, string>();
function titleKey(store: Store): string {
  let key = titleKeys.get(store);
  if (key === undefined) {
    key = store.nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    titleKeys.set(store, key);
  }
  return key;
}

/**
 * SPEC §4 store list order: favourite first, selected second, the rest "by title then distance".
 * We read that as the two stable sorts it names, in that order: by title, then by distance. The
 * result is the nearest first once a position is known, stores at the same distance (or all of
 * them, without a position) in alphabetical order. Sort keys are computed once per store, not per
 * comparison, so 10,000 stores order within a frame.
 */
export function orderStores(
  entries: LocatedStore[],
  favouriteStoreId?: string | null,
  selectedStoreId?: string | null,
): LocatedStore[] {
  const keyed = entries.map((entry) => ({
    entry,
    rank: entry.store.id === favouriteStoreId ? 0 : entry.store.id === selectedStoreId ? 1 : 2,
    distance: entry.distance ?? 0,
    title: titleKey(entry.store),
  }));
  keyed.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (a.distance !== b.distance) return a.distance - b.distance;
    return a.title < b.title ? -1 : a.title > b.title ? 1 : 0;
  });
  return keyed.map((item) => item.entry);
}

/**
 * The store list: measure each store from the origin, keep those within the radius (the favourite
 * and the selected store stay whatever their distance), then order them.
 */
export function locateStores(stores: Store[], options: LocateOptions = {}): LocatedStore[] {
  const { origin, radiusKm = null, selectedStoreId, favouriteStoreId } = options;
  const measure = origin ? distanceFrom(origin) : undefined;
  const located: LocatedStore[] = [];
  for (const store of stores) {
    const distance = measure?.(store.position);
    const pinned = store.id === selectedStoreId || store.id === favouriteStoreId;
    if (distance !== undefined && radiusKm !== null && distance > radiusKm && !pinned) continue;
    located.push({ store, distance });
  }
  return orderStores(located, favouriteStoreId, selectedStoreId);
}

/** The stores nearest to one store (itself left out), within the radius, nearest first. */
export function nearbyStores(
  stores: Store[],
  from: Store,
  radiusKm: number,
  limit = 4,
): LocatedStore[] {
  return locateStores(
    stores.filter((store) => store.id !== from.id),
    { origin: from.position, radiusKm },
  ).slice(0, limit);
}
