import type { RestaurantBrand } from '@iper/contracts';

export const RESTAURANT_BRAND_NAMES: Record<RestaurantBrand, string> = {
  romantica: 'La Romantica',
  risto: 'Risto',
  'portello-caffe': 'Portello Caffè',
  cremamore: 'Cremamore',
  foodtruck: 'Foodtruck',
};

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** '6,50 €'. */
export function formatEuro(amount: number): string {
  return EURO.format(amount);
}

/** The store kinds, as a shopper reads them. */
export const STORE_KIND_NAMES = {
  hypermarket: 'Ipermercato',
  supermarket: 'Supermercato',
  petfood: 'Negozio pet food',
  drive: 'Punto di ritiro Iper Drive',
} as const;
