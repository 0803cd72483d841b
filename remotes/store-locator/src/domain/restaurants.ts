import type { RestaurantBrand, Store } from '@iper/contracts';
import { formatPrice } from '@iper/design-system';

export const RESTAURANT_BRAND_NAMES: Record<RestaurantBrand, string> = {
  romantica: 'La Romantica',
  risto: 'Risto',
  'portello-caffe': 'Portello Caffè',
  cremamore: 'Cremamore',
  foodtruck: 'Foodtruck',
};

/** '6,50 €'. */
export const formatEuro = formatPrice;

/** The store kinds, as a shopper reads them. */
export const STORE_KIND_NAMES = {
  hypermarket: 'Ipermercato',
  supermarket: 'Supermercato',
  petfood: 'Negozio pet food',
  drive: 'Punto di ritiro Iper Drive',
} as const;

/** A store of the chain itself (not a pet-food shop or a drive point): it lists its services. */
export function isChainStore(store: Pick<Store, 'tipo'>): boolean {
  return store.tipo === 'hypermarket' || store.tipo === 'supermarket';
}
