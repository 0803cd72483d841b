import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OpeningDay } from './stores.tables';

type SeedStore = [
  slug: string,
  name: string,
  address: string,
  city: string,
  province: string,
  zip: string,
  lat: number,
  lng: number,
  phone: string,
  fuels: string[],
  sundayHours?: string,
];

const ALL_FUELS = ['Benzina', 'Diesel', 'GPL', 'HVO', 'Metano'];

/** Demo hypermarkets in northern and central Italy (addresses and phones are illustrative). */
const DEMO_STORES: SeedStore[] = [
  ['iper-arese', 'Iper Arese', 'Via Giuseppe Eugenio Luraghi 11', 'Arese', 'MI', '20044', 45.5538, 9.0431, '02 9358 1100', ALL_FUELS],
  ['iper-milano-portello', 'Iper Milano Portello', 'Via Grosotto 7', 'Milano', 'MI', '20149', 45.4876, 9.1497, '02 3929 4100', []],
  ['iper-rozzano', 'Iper Rozzano', 'Viale Toscana 20', 'Rozzano', 'MI', '20089', 45.3806, 9.1622, '02 5750 3200', ['Benzina', 'Diesel', 'GPL']],
  ['iper-monza', 'Iper Monza', 'Via Lario 37', 'Monza', 'MB', '20900', 45.6027, 9.2914, '039 2496 300', ['Benzina', 'Diesel']],
  ['iper-grandate', 'Iper Grandate', 'Via Statale dei Giovi 1', 'Grandate', 'CO', '22070', 45.7736, 9.0554, '031 5471 200', ['Benzina', 'Diesel', 'Metano']],
  ['iper-varese', 'Iper Varese', 'Viale Belforte 315', 'Varese', 'VA', '21100', 45.8105, 8.8137, '0332 3354 00', ['Benzina', 'Diesel', 'GPL']],
  ['iper-solbiate-olona', 'Iper Solbiate Olona', 'Via Vittorio Veneto 71', 'Solbiate Olona', 'VA', '21058', 45.6519, 8.8812, '0331 3754 10', []],
  ['iper-orio-al-serio', 'Iper Orio al Serio', 'Via Portico 71', 'Orio al Serio', 'BG', '24050', 45.6747, 9.6953, '035 4596 200', ALL_FUELS],
  ['iper-seriate', 'Iper Seriate', 'Via Cassinone 40', 'Seriate', 'BG', '24068', 45.6812, 9.7311, '035 2950 600', ['Benzina', 'Diesel', 'HVO']],
  ['iper-brembate', 'Iper Brembate', 'Via Bergamo 61', 'Brembate', 'BG', '24041', 45.6035, 9.5564, '035 4826 900', []],
  ['iper-lonato', 'Iper Lonato del Garda', 'Via Mantova 36', 'Lonato del Garda', 'BS', '25017', 45.4482, 10.4803, '030 9130 300', ['Benzina', 'Diesel', 'GPL', 'Metano']],
  ['iper-cremona', 'Iper Cremona', 'Via Castelleone 108', 'Cremona', 'CR', '26100', 45.1445, 10.0521, '0372 4710 00', ['Benzina', 'Diesel']],
  ['iper-mantova', 'Iper Mantova', 'Via Cremona 29', 'Curtatone', 'MN', '46010', 45.1542, 10.7421, '0376 3490 10', []],
  ['iper-montebello', 'Iper Montebello della Battaglia', 'Via Emilia 2', 'Montebello della Battaglia', 'PV', '27054', 45.0024, 9.1025, '0383 8981 00', ALL_FUELS],
  ['iper-tortona', 'Iper Tortona', 'Strada Statale per Alessandria 2', 'Tortona', 'AL', '15057', 44.8917, 8.8483, '0131 8861 00', ['Benzina', 'Diesel', 'GPL']],
  ['iper-serravalle', 'Iper Serravalle Scrivia', 'Via Novi 29', 'Serravalle Scrivia', 'AL', '15069', 44.7246, 8.8577, '0143 6091 00', []],
  ['iper-novara', 'Iper Novara', 'Corso Vercelli 144', 'Novara', 'NO', '28100', 45.4462, 8.6021, '0321 6981 00', ['Benzina', 'Diesel']],
  ['iper-vercelli', 'Iper Vercelli', 'Corso Rigola 1', 'Vercelli', 'VC', '13100', 45.3247, 8.4061, '0161 2991 00', []],
  ['iper-gravellona', 'Iper Gravellona Toce', 'Corso Marconi 96', 'Gravellona Toce', 'VB', '28883', 45.9302, 8.4318, '0323 8480 00', ['Benzina', 'Diesel'], ''],
  ['iper-beinasco', 'Iper Beinasco', 'Strada Torino 34', 'Beinasco', 'TO', '10092', 45.0213, 7.5839, '011 3498 100', ['Benzina', 'Diesel', 'GPL']],
  ['iper-verona', 'Iper Verona', 'Via Enrico Fermi 1', 'Verona', 'VR', '37135', 45.4009, 10.9853, '045 8202 100', ALL_FUELS],
  ['iper-castelfranco', 'Iper Castelfranco Veneto', 'Via Circonvallazione Est 48', 'Castelfranco Veneto', 'TV', '31033', 45.6699, 11.9378, '0423 7240 00', []],
  ['iper-portogruaro', 'Iper Portogruaro', 'Viale Pordenone 31', 'Portogruaro', 'VE', '30026', 45.7837, 12.8397, '0421 2760 00', ['Benzina', 'Diesel']],
  ['iper-udine', 'Iper Udine', 'Via Nazionale 132', 'Tavagnacco', 'UD', '33010', 46.1032, 13.2311, '0432 5718 00', ['Benzina', 'Diesel', 'Metano'], ''],
  ['iper-savignano', 'Iper Savignano sul Rubicone', 'Via Moroni 2', 'Savignano sul Rubicone', 'FC', '47039', 44.0917, 12.3988, '0541 9439 00', []],
  ['iper-pesaro', 'Iper Pesaro', 'Via Fratelli Rosselli 1', 'Pesaro', 'PU', '61122', 43.8955, 12.8972, '0721 4201 00', ['Benzina', 'Diesel', 'GPL']],
  ['iper-colonnella', 'Iper Colonnella', 'Contrada Vibrata 10', 'Colonnella', 'TE', '64010', 42.8732, 13.8645, '0861 7480 00', []],
];

/** Monday to Saturday 08:30-21:00; Sunday as given ('' means closed), default 09:00-20:00. */
function weeklyHours(sundayHours = '09:00-20:00'): OpeningDay[] {
  return [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({
    giorno,
    orario: giorno === 0 ? sundayHours : '08:30-21:00',
  }));
}

/** Idempotent: stores already present (by id) are left as they are. */
export async function seedStores(db: Kysely<Database>): Promise<void> {
  const rows = DEMO_STORES.map(
    ([slug, name, address, city, province, zip, lat, lng, phone, fuels, sunday], index) => {
      const id = String(101 + index).padStart(5, '0');
      return {
        id,
        slug,
        name,
        kind: 'hypermarket' as const,
        address,
        city,
        province,
        zip,
        lat,
        lng,
        phone,
        yext_id: `IPR${id}`,
        opening_hours: JSON.stringify(weeklyHours(sunday)),
        fuels: JSON.stringify(fuels),
      };
    },
  );
  await db.insertInto('stores').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
}
