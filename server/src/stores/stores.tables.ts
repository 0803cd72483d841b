import type { MenuSection, RestaurantBrand, SpecialOpening, StoreKind } from '@iper/contracts';
import type { ColumnType, Generated } from 'kysely';

export interface StoresTables {
  stores: StoresTable;
  fuel_prices: FuelPricesTable;
  service_categories: ServiceCategoriesTable;
  services: ServicesTable;
  store_services: StoreServicesTable;
  restaurants: RestaurantsTable;
}

export interface StoresTable {
  id: string;
  slug: string;
  name: string;
  kind: StoreKind;
  address: string;
  city: string;
  province: string;
  zip: string;
  lat: number;
  lng: number;
  phone: string;
  yext_id: string;
  /** Seven entries, Sunday first: { giorno, orario } (SPEC §3 Store.orari). */
  opening_hours: ColumnType<OpeningDay[], string, string>;
  /** Fuels sold at the store's station (SPEC §3 Store.iperstation); empty without a station. */
  fuels: ColumnType<string[], string, string>;
  /** Holidays with different hours (migration 0010). */
  special_openings: ColumnType<SpecialOpening[], string | undefined, string>;
  /** The hypermarket a pet-food shop or a drive point belongs to (migration 0010). */
  parent_store_id: string | null;
  created_at: Generated<Date>;
}

export interface OpeningDay {
  giorno: number;
  orario: string;
}

/** One row per station, keyed by the numeric store code; each fuel a 'price unit' string. */
export interface FuelPricesTable {
  store_code: number;
  benzina: string | null;
  diesel: string | null;
  gpl: string | null;
  hvo: string | null;
  metano: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ServiceCategoriesTable {
  uuid: string;
  name: string;
  icon: string;
  position: number;
}

export interface ServicesTable {
  id: string;
  category_id: string;
  title: string;
  description: Generated<string>;
  icon: string;
  image: string | null;
  slug: string;
  external_link: string | null;
  pdf_filename: string | null;
  no_details: Generated<boolean>;
  position: number;
}

export interface StoreServicesTable {
  store_id: string;
  service_id: string;
}

export interface RestaurantsTable {
  id: string;
  store_id: string;
  brand: RestaurantBrand;
  slug: string;
  name: string;
  description: string;
  phone: string;
  opening_hours: ColumnType<OpeningDay[], string, string>;
  menu: ColumnType<MenuSection[], string, string>;
}
