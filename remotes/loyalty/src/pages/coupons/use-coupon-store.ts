import { useSelectedStoreId, useSession, useStoresListQuery } from '@iper/api';

export interface CouponStore {
  /** The store the coupons are listed for; null for every store. */
  storeId: string | null;
  storeName: string | null;
  /** Where the store comes from: the header's selection, the favourite store, or none. */
  source: 'selected' | 'favourite' | 'none';
}

/**
 * The store whose coupons are shown (SPEC §8: "no coupons in the selected store"): the store the
 * shopper selected, else their favourite store, else every store.
 */
export function useCouponStore(): CouponStore {
  const selected = useSelectedStoreId();
  const { user } = useSession();
  const favourite = user?.storeId ?? null;
  const storeId = selected ?? favourite;
  const stores = useStoresListQuery(undefined, { skip: !storeId });
  const storeName = stores.data?.find((store) => store.id === storeId)?.nome ?? null;
  return { storeId, storeName, source: selected ? 'selected' : favourite ? 'favourite' : 'none' };
}
