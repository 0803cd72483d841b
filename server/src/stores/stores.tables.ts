import type { ColumnType, Generated } from 'kysely';

export interface StoresTables {
  stores: StoresTable;
}

export interface StoresTable {
  id: string;
  slug: string;
  name: string;
  kind: 'hypermarket' | 'supermarket';
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
  created_at: Generated<Date>;
}

export interface OpeningDay {
  giorno: number;
  orario: string;
}
