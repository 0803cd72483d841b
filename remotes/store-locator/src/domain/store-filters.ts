import type { StoreListEndpoint } from '../api/store-locator-api';

/** The kinds the store list filters by, each served by its SPEC §7 list call. */
export const STORE_FILTERS = [
  { id: 'ipermercati', label: 'Ipermercati', list: 'yext' },
  { id: 'distributori', label: 'Distributori', list: 'iper-stations' },
  { id: 'pet-food', label: 'Pet food', list: 'pet-food' },
  { id: 'drive', label: 'Iper Drive', list: 'iper-drive' },
  { id: 'ristoranti', label: 'Ristoranti', list: 'restaurants' },
] as const satisfies readonly { id: string; label: string; list: 'yext' | StoreListEndpoint }[];

export type StoreFilterId = (typeof STORE_FILTERS)[number]['id'];

export function storeFilter(id: string | null) {
  return STORE_FILTERS.find((filter) => filter.id === id) ?? STORE_FILTERS[0];
}
