import type { Store, StoresQuery } from '@iper/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { StoresTable } from './stores.tables';

function toStore(row: Selectable<StoresTable>): Store {
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
  };
}

export async function listStores(db: Kysely<Database>, query: StoresQuery = {}): Promise<Store[]> {
  let select = db.selectFrom('stores').selectAll().orderBy('name');
  if (query.provincia) select = select.where('province', '=', query.provincia);
  const rows = await select.execute();
  return rows.map(toStore);
}
