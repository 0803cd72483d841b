import {
  FUEL_NAMES,
  RESTAURANTS_CATEGORY_ID,
  type FuelPriceRecord,
  type FuelPricesQuery,
  type Restaurant,
  type RestaurantBrand,
  type RestaurantSummary,
  type ServiceCategory,
  type SpecialOpening,
  type Store,
  type StoreKind,
  type StoreService,
  type StoresQuery,
} from '@iper/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { StoresTable } from './stores.tables';

/** Service documents (PDF) are served by GET /api/services/documents/{file}. */
export const SERVICE_DOCUMENTS_PATH = '/api/services/documents/';

/** Today's date in Italy (YYYY-MM-DD): special openings before it are history. */
export function italianToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

function upcoming(days: SpecialOpening[], today: string): SpecialOpening[] {
  return days.filter((day) => day.data >= today);
}

function toStore(
  row: Selectable<StoresTable>,
  restaurants: RestaurantSummary[],
  today: string,
): Store {
  return {
    id: row.id,
    nome: row.name,
    indirizzo: row.address,
    citta: row.city,
    provincia: row.province,
    cap: row.zip,
    position: { lat: row.lat, lng: row.lng },
    orari: row.opening_hours,
    telefono: row.phone,
    slug: row.slug,
    yext: row.yext_id,
    iperstation: row.fuels,
    tipo: row.kind,
    aperture_straordinarie: upcoming(row.special_openings ?? [], today),
    ...(row.parent_store_id ? { ipermercato: row.parent_store_id } : {}),
    ...(restaurants.length > 0 ? { ristoranti: restaurants } : {}),
  };
}

/** Which stores a list call answers (SPEC §7): one kind of point of sale, or those with something. */
export type StoreListKind = 'yext' | 'iper-stations' | 'pet-food' | 'iper-drive' | 'restaurants';

const KINDS_OF_LIST: Record<StoreListKind, StoreKind[]> = {
  yext: ['hypermarket', 'supermarket'],
  'iper-stations': ['hypermarket', 'supermarket'],
  'pet-food': ['petfood'],
  'iper-drive': ['drive'],
  restaurants: ['hypermarket', 'supermarket'],
};

async function restaurantsByStore(db: Kysely<Database>): Promise<Map<string, RestaurantSummary[]>> {
  const rows = await db
    .selectFrom('restaurants')
    .select(['id', 'store_id', 'slug', 'name', 'brand'])
    .orderBy('name')
    .execute();
  const byStore = new Map<string, RestaurantSummary[]>();
  for (const row of rows) {
    const list = byStore.get(row.store_id) ?? [];
    list.push({ id: row.id, slug: row.slug, nome: row.name, marchio: row.brand });
    byStore.set(row.store_id, list);
  }
  return byStore;
}

export async function listStores(
  db: Kysely<Database>,
  query: StoresQuery = {},
  list: StoreListKind = 'yext',
  now: Date = new Date(),
): Promise<Store[]> {
  let select = db
    .selectFrom('stores')
    .selectAll()
    .where('kind', 'in', KINDS_OF_LIST[list])
    .orderBy('name');
  if (query.provincia) select = select.where('province', '=', query.provincia);
  if (list === 'iper-stations')
    select = select.where((eb) => eb.fn('jsonb_array_length', [eb.ref('fuels')]), '>', 0);
  if (list === 'restaurants') {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('restaurants')
          .select('id')
          .whereRef('restaurants.store_id', '=', 'stores.id'),
      ),
    );
  }
  const [rows, restaurants] = await Promise.all([select.execute(), restaurantsByStore(db)]);
  const today = italianToday(now);
  return rows.map((row) => toStore(row, restaurants.get(row.id) ?? [], today));
}

/** SPEC §3 Fuel price record: the store code zero-padded to 5 digits. */
export function fuelRecordId(storeCode: number): string {
  return String(storeCode).padStart(5, '0');
}

export async function listFuelPrices(
  db: Kysely<Database>,
  query: FuelPricesQuery = {},
): Promise<FuelPriceRecord[]> {
  let select = db.selectFrom('fuel_prices').selectAll().orderBy('store_code');
  if (query.ids) {
    const codes = query.ids.map((id) => Number(id.replace(/^IPR/, '')));
    if (codes.length === 0) return [];
    select = select.where('store_code', 'in', codes);
  }
  const rows = await select.execute();
  return rows.map((row) => {
    const record: FuelPriceRecord = {
      id: fuelRecordId(row.store_code),
      aggiornamento: new Date(row.updated_at).toISOString(),
    };
    for (const name of FUEL_NAMES) {
      const key = name.toLowerCase() as Lowercase<typeof name>;
      const value = row[key];
      if (value) record[key] = value;
    }
    return record;
  });
}

export async function listServiceCategories(db: Kysely<Database>): Promise<ServiceCategory[]> {
  const rows = await db.selectFrom('service_categories').selectAll().orderBy('position').execute();
  return rows.map((row) => ({ name: row.name, uuid: row.uuid, content: { Icon: row.icon } }));
}

/**
 * The services of a store, its restaurants among them (in the restaurants category, linking to
 * their page); undefined when no store has this slug.
 */
export async function listStoreServices(
  db: Kysely<Database>,
  slug: string,
): Promise<StoreService[] | undefined> {
  const store = await db
    .selectFrom('stores')
    .select(['id', 'slug'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!store) return undefined;
  const [services, restaurants] = await Promise.all([
    db
      .selectFrom('store_services')
      .innerJoin('services', 'services.id', 'store_services.service_id')
      .selectAll('services')
      .where('store_services.store_id', '=', store.id)
      .orderBy('services.position')
      .execute(),
    db
      .selectFrom('restaurants')
      .selectAll()
      .where('store_id', '=', store.id)
      .orderBy('name')
      .execute(),
  ]);
  return [
    ...services.map((row) => ({
      id: row.id,
      icon: row.icon,
      image: row.image,
      title: row.title,
      categoryId: row.category_id,
      slug: row.slug,
      externalLink: row.external_link,
      pdf: row.pdf_filename ? { filename: row.pdf_filename } : null,
      noDetails: row.no_details,
    })),
    ...restaurants.map((row) => ({
      id: row.id,
      icon: row.brand,
      image: null,
      title: row.name,
      categoryId: RESTAURANTS_CATEGORY_ID,
      slug: `punti-vendita/${store.slug}/${row.slug}`,
      externalLink: null,
      pdf: null,
      noDetails: false,
    })),
  ];
}

export async function listRestaurants(
  db: Kysely<Database>,
  brand: RestaurantBrand,
): Promise<Restaurant[]> {
  const rows = await db
    .selectFrom('restaurants')
    .innerJoin('stores', 'stores.id', 'restaurants.store_id')
    .select([
      'restaurants.id',
      'restaurants.slug',
      'restaurants.name',
      'restaurants.brand',
      'restaurants.description',
      'restaurants.phone',
      'restaurants.opening_hours',
      'restaurants.menu',
      'stores.id as store_id',
      'stores.slug as store_slug',
      'stores.name as store_name',
      'stores.city',
      'stores.address',
      'stores.zip',
      'stores.province',
      'stores.lat',
      'stores.lng',
    ])
    .where('restaurants.brand', '=', brand)
    .orderBy('restaurants.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    nome: row.name,
    marchio: row.brand,
    descrizione: row.description,
    puntoVendita: { id: row.store_id, slug: row.store_slug, nome: row.store_name, citta: row.city },
    indirizzo: `${row.address}, ${row.zip} ${row.city} (${row.province})`,
    position: { lat: row.lat, lng: row.lng },
    orari: row.opening_hours,
    telefono: row.phone,
    menu: row.menu,
  }));
}

/** The text of a service document (its PDF), by the file name its service links to. */
export async function findServiceDocument(
  db: Kysely<Database>,
  path: string,
): Promise<{ title: string; description: string } | undefined> {
  return db
    .selectFrom('services')
    .select(['title', 'description'])
    .where('pdf_filename', '=', path)
    .executeTakeFirst();
}
