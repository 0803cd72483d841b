import { FLYER_LIST_STORE_PARAM } from '@iper/routes';

/** The flyer list's store from its address: a store id (five digits), or none. */
export function flyerListStoreOf(params: URLSearchParams): string | null {
  const value = params.get(FLYER_LIST_STORE_PARAM);
  return value && /^\d{5}$/.test(value) ? value : null;
}
