import { FUEL_NAMES, type FuelName, type FuelPriceRecord, type Store } from '@iper/contracts';
import { onFirstUse } from '@iper/design-system';

/** SPEC §3 Fuel entry. */
export interface FuelEntry {
  nome: FuelName;
  /** Euro, parsed from the record ('1.829 €/L' → 1.829). */
  prezzo: number;
  /** The unit with the euro sign replaced by 'euro', lowercased ('€/L' → 'euro/l'). */
  tipo_prezzo: string;
  immagine: string;
}

/** The key fuel records and stores meet on: 'IPR' stripped, 5 digits zero-padded ('IPR00101', '101' → '00101'). */
export function fuelRecordKey(id: string): string {
  return id.trim().replace(/^IPR/i, '').padStart(5, '0');
}

/** The price record of a store's station, matched on its id (or its yext id) per SPEC §3. */
export function findFuelRecord(
  store: Pick<Store, 'id' | 'yext'>,
  records: FuelPriceRecord[],
): FuelPriceRecord | undefined {
  const keys = new Set([fuelRecordKey(store.id), fuelRecordKey(store.yext)]);
  return records.find((record) => keys.has(fuelRecordKey(record.id)));
}

/** Every record by its key, to match many stores at once. */
export function indexFuelRecords(records: FuelPriceRecord[]): Map<string, FuelPriceRecord> {
  return new Map(records.map((record) => [fuelRecordKey(record.id), record]));
}

/** 'price unit' → price and unit ('1,829 €/L' and '1.829 €/L' both read 1.829). */
export function parseFuelPrice(value: string): { prezzo: number; tipo_prezzo: string } | undefined {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(.*)$/.exec(value);
  if (!match) return undefined;
  const prezzo = Number(match[1]!.replace(',', '.'));
  const tipo_prezzo = match[2]!.replace(/€/g, 'euro').toLowerCase().trim();
  return Number.isFinite(prezzo) ? { prezzo, tipo_prezzo } : undefined;
}

/** The fuel entries of a record in SPEC order, skipping fuels it has no price for. */
export function fuelEntries(
  record: FuelPriceRecord | undefined,
  images: Partial<Record<FuelName, string>> = {},
): FuelEntry[] {
  if (!record) return [];
  return FUEL_NAMES.flatMap((nome) => {
    const raw = record[nome.toLowerCase() as Lowercase<FuelName>];
    const parsed = raw ? parseFuelPrice(raw) : undefined;
    return parsed ? [{ nome, ...parsed, immagine: images[nome] ?? '' }] : [];
  });
}

const fuelPrice = onFirstUse(
  () => new Intl.NumberFormat('it-IT', { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
);

/** '1,829 euro/l'. */
export function formatFuelPrice(entry: Pick<FuelEntry, 'prezzo' | 'tipo_prezzo'>): string {
  return `${fuelPrice().format(entry.prezzo)} ${entry.tipo_prezzo}`;
}
