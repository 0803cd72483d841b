import { RESTAURANTS_CATEGORY_ID, type MenuSection, type RestaurantBrand } from '@iper/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { specialOpenings, type HoursProfile } from './holiday-calendar';
import { SERVICE_DOCUMENTS_PATH } from './stores.queries';
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
  hours?: HoursProfile,
];

const ALL_FUELS = ['Benzina', 'Diesel', 'GPL', 'HVO', 'Metano'];

/** Demo hypermarkets in northern and central Italy (addresses and phones are illustrative). */
const DEMO_STORES: SeedStore[] = [
  [
    'iper-arese',
    'Iper Arese',
    'Via Giuseppe Eugenio Luraghi 11',
    'Arese',
    'MI',
    '20044',
    45.5538,
    9.0431,
    '02 9358 1100',
    ALL_FUELS,
    'late',
  ],
  [
    'iper-milano-portello',
    'Iper Milano Portello',
    'Via Grosotto 7',
    'Milano',
    'MI',
    '20149',
    45.4876,
    9.1497,
    '02 3929 4100',
    [],
    'late',
  ],
  [
    'iper-rozzano',
    'Iper Rozzano',
    'Viale Toscana 20',
    'Rozzano',
    'MI',
    '20089',
    45.3806,
    9.1622,
    '02 5750 3200',
    ['Benzina', 'Diesel', 'GPL'],
  ],
  [
    'iper-monza',
    'Iper Monza',
    'Via Lario 37',
    'Monza',
    'MB',
    '20900',
    45.6027,
    9.2914,
    '039 2496 300',
    ['Benzina', 'Diesel'],
  ],
  [
    'iper-grandate',
    'Iper Grandate',
    'Via Statale dei Giovi 1',
    'Grandate',
    'CO',
    '22070',
    45.7736,
    9.0554,
    '031 5471 200',
    ['Benzina', 'Diesel', 'Metano'],
  ],
  [
    'iper-varese',
    'Iper Varese',
    'Viale Belforte 315',
    'Varese',
    'VA',
    '21100',
    45.8105,
    8.8137,
    '0332 3354 00',
    ['Benzina', 'Diesel', 'GPL'],
  ],
  [
    'iper-solbiate-olona',
    'Iper Solbiate Olona',
    'Via Vittorio Veneto 71',
    'Solbiate Olona',
    'VA',
    '21058',
    45.6519,
    8.8812,
    '0331 3754 10',
    [],
    'sundayMorning',
  ],
  [
    'iper-orio-al-serio',
    'Iper Orio al Serio',
    'Via Portico 71',
    'Orio al Serio',
    'BG',
    '24050',
    45.6747,
    9.6953,
    '035 4596 200',
    ALL_FUELS,
    'late',
  ],
  [
    'iper-seriate',
    'Iper Seriate',
    'Via Cassinone 40',
    'Seriate',
    'BG',
    '24068',
    45.6812,
    9.7311,
    '035 2950 600',
    ['Benzina', 'Diesel', 'HVO'],
  ],
  [
    'iper-brembate',
    'Iper Brembate',
    'Via Bergamo 61',
    'Brembate',
    'BG',
    '24041',
    45.6035,
    9.5564,
    '035 4826 900',
    [],
  ],
  [
    'iper-lonato',
    'Iper Lonato del Garda',
    'Via Mantova 36',
    'Lonato del Garda',
    'BS',
    '25017',
    45.4482,
    10.4803,
    '030 9130 300',
    ['Benzina', 'Diesel', 'GPL', 'Metano'],
  ],
  [
    'iper-cremona',
    'Iper Cremona',
    'Via Castelleone 108',
    'Cremona',
    'CR',
    '26100',
    45.1445,
    10.0521,
    '0372 4710 00',
    ['Benzina', 'Diesel'],
  ],
  [
    'iper-mantova',
    'Iper Mantova',
    'Via Cremona 29',
    'Curtatone',
    'MN',
    '46010',
    45.1542,
    10.7421,
    '0376 3490 10',
    [],
    'sundayMorning',
  ],
  [
    'iper-montebello',
    'Iper Montebello della Battaglia',
    'Via Emilia 2',
    'Montebello della Battaglia',
    'PV',
    '27054',
    45.0024,
    9.1025,
    '0383 8981 00',
    ALL_FUELS,
  ],
  [
    'iper-tortona',
    'Iper Tortona',
    'Strada Statale per Alessandria 2',
    'Tortona',
    'AL',
    '15057',
    44.8917,
    8.8483,
    '0131 8861 00',
    ['Benzina', 'Diesel', 'GPL'],
  ],
  [
    'iper-serravalle',
    'Iper Serravalle Scrivia',
    'Via Novi 29',
    'Serravalle Scrivia',
    'AL',
    '15069',
    44.7246,
    8.8577,
    '0143 6091 00',
    [],
  ],
  [
    'iper-novara',
    'Iper Novara',
    'Corso Vercelli 144',
    'Novara',
    'NO',
    '28100',
    45.4462,
    8.6021,
    '0321 6981 00',
    ['Benzina', 'Diesel'],
  ],
  [
    'iper-vercelli',
    'Iper Vercelli',
    'Corso Rigola 1',
    'Vercelli',
    'VC',
    '13100',
    45.3247,
    8.4061,
    '0161 2991 00',
    [],
    'sundayMorning',
  ],
  [
    'iper-gravellona',
    'Iper Gravellona Toce',
    'Corso Marconi 96',
    'Gravellona Toce',
    'VB',
    '28883',
    45.9302,
    8.4318,
    '0323 8480 00',
    ['Benzina', 'Diesel'],
    'sundayClosed',
  ],
  [
    'iper-beinasco',
    'Iper Beinasco',
    'Strada Torino 34',
    'Beinasco',
    'TO',
    '10092',
    45.0213,
    7.5839,
    '011 3498 100',
    ['Benzina', 'Diesel', 'GPL'],
  ],
  [
    'iper-verona',
    'Iper Verona',
    'Via Enrico Fermi 1',
    'Verona',
    'VR',
    '37135',
    45.4009,
    10.9853,
    '045 8202 100',
    ALL_FUELS,
    'late',
  ],
  [
    'iper-castelfranco',
    'Iper Castelfranco Veneto',
    'Via Circonvallazione Est 48',
    'Castelfranco Veneto',
    'TV',
    '31033',
    45.6699,
    11.9378,
    '0423 7240 00',
    [],
  ],
  [
    'iper-portogruaro',
    'Iper Portogruaro',
    'Viale Pordenone 31',
    'Portogruaro',
    'VE',
    '30026',
    45.7837,
    12.8397,
    '0421 2760 00',
    ['Benzina', 'Diesel'],
  ],
  [
    'iper-udine',
    'Iper Udine',
    'Via Nazionale 132',
    'Tavagnacco',
    'UD',
    '33010',
    46.1032,
    13.2311,
    '0432 5718 00',
    ['Benzina', 'Diesel', 'Metano'],
    'sundayClosed',
  ],
  [
    'iper-savignano',
    'Iper Savignano sul Rubicone',
    'Via Moroni 2',
    'Savignano sul Rubicone',
    'FC',
    '47039',
    44.0917,
    12.3988,
    '0541 9439 00',
    [],
  ],
  [
    'iper-pesaro',
    'Iper Pesaro',
    'Via Fratelli Rosselli 1',
    'Pesaro',
    'PU',
    '61122',
    43.8955,
    12.8972,
    '0721 4201 00',
    ['Benzina', 'Diesel', 'GPL'],
  ],
  [
    'iper-colonnella',
    'Iper Colonnella',
    'Contrada Vibrata 10',
    'Colonnella',
    'TE',
    '64010',
    42.8732,
    13.8645,
    '0861 7480 00',
    [],
  ],
];

/** Store id from its position in DEMO_STORES: 5 digits, zero-padded (the yext id adds 'IPR'). */
function hypermarketId(index: number): string {
  return String(101 + index).padStart(5, '0');
}

function hypermarketIdBySlug(slug: string): string {
  const index = DEMO_STORES.findIndex((store) => store[0] === slug);
  if (index < 0) throw new Error(`unknown demo store ${slug}`);
  return hypermarketId(index);
}

function week(weekday: string, saturday: string, sunday: string, friday = weekday): OpeningDay[] {
  return [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({
    giorno,
    orario: giorno === 0 ? sunday : giorno === 6 ? saturday : giorno === 5 ? friday : weekday,
  }));
}

const HOURS: Record<HoursProfile, OpeningDay[]> = {
  standard: week('08:30-21:00', '08:30-21:00', '09:00-20:00'),
  late: week('08:30-21:00', '08:30-22:00', '09:00-20:00', '08:30-22:00'),
  sundayClosed: week('08:30-21:00', '08:30-21:00', ''),
  sundayMorning: week('08:30-20:30', '08:30-20:30', '09:00-13:00'),
};

// --- Pet-food shops and drive points, beside their hypermarkets ------------------------------

/** [hypermarket slug, metres north, metres east] of each pet-food shop. */
const PET_FOOD_SHOPS: [string, number, number][] = [
  ['iper-arese', 120, -80],
  ['iper-monza', -90, 140],
  ['iper-grandate', 60, 110],
  ['iper-orio-al-serio', 150, 60],
  ['iper-lonato', -120, -60],
  ['iper-beinasco', 80, 90],
  ['iper-verona', -70, 130],
  ['iper-pesaro', 110, -90],
];

const DRIVE_POINTS: [string, number, number][] = [
  ['iper-arese', -160, 120],
  ['iper-rozzano', 140, -110],
  ['iper-monza', 170, 50],
  ['iper-seriate', -130, 90],
  ['iper-novara', 120, 120],
  ['iper-verona', 150, -140],
  ['iper-tortona', -110, -130],
  ['iper-savignano', 130, 80],
];

/** 40000/360 km per degree (SPEC §9): a few hundred metres move a point off its hypermarket. */
const METRES_PER_DEGREE = 40_000_000 / 360;

function offset(
  lat: number,
  lng: number,
  north: number,
  east: number,
): { lat: number; lng: number } {
  return {
    lat: Number((lat + north / METRES_PER_DEGREE).toFixed(6)),
    lng: Number((lng + east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180))).toFixed(6)),
  };
}

const PET_FOOD_HOURS = week('09:00-20:00', '09:00-20:00', '10:00-19:00');
const DRIVE_HOURS = week('10:00-21:00', '09:00-20:00', '');
const CLOSED_ON_MAIN_HOLIDAYS = (now: Date) =>
  specialOpenings('standard', now).filter((day) => day.orario === '');

// --- Fuel prices --------------------------------------------------------------------------

/** Base price per fuel (euro) and its unit; each station varies by a few tenths of a cent. */
const FUEL_BASE: Record<string, [price: number, unit: string]> = {
  Benzina: [1.749, '€/L'],
  Diesel: [1.659, '€/L'],
  GPL: [0.689, '€/L'],
  HVO: [1.859, '€/L'],
  Metano: [1.389, '€/Kg'],
};

function fuelPrice(fuel: string, stationIndex: number): string {
  const [base, unit] = FUEL_BASE[fuel] ?? [0, '€/L'];
  const variation = ((stationIndex * 37 + fuel.length * 11) % 40) / 1000;
  return `${(base + variation).toFixed(3)} ${unit}`;
}

// --- Services by category -----------------------------------------------------------------

const CATEGORIES = [
  { uuid: '1b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Servizi in negozio', icon: 'negozio' },
  { uuid: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'Pagamenti e carte', icon: 'carta' },
  { uuid: '3d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a', name: 'Casa e famiglia', icon: 'casa' },
  { uuid: '4e5f6a7b-8c9d-4e0f-9a2b-3c4d5e6f7a8b', name: 'Salute e benessere', icon: 'salute' },
  { uuid: '5f6a7b8c-9d0e-4f1a-8b3c-4d5e6f7a8b9c', name: 'Mobilità', icon: 'auto' },
  { uuid: RESTAURANTS_CATEGORY_ID, name: 'Ristorazione', icon: 'ristorante' },
] as const;

const [SHOP, PAYMENTS, HOME, HEALTH, MOBILITY] = CATEGORIES.map((category) => category.uuid);

interface SeedService {
  id: string;
  category: string;
  title: string;
  description: string;
  icon: string;
  slug: string;
  externalLink?: string;
  pdf?: string;
  noDetails?: boolean;
}

const SERVICES: SeedService[] = [
  {
    id: 'parcheggio',
    category: SHOP!,
    title: 'Parcheggio gratuito',
    description: 'Posti auto gratuiti, anche per famiglie e persone con disabilità.',
    icon: 'parcheggio',
    slug: 'parcheggio',
    noDetails: true,
  },
  {
    id: 'wifi',
    category: SHOP!,
    title: 'Wi-Fi gratuito',
    description: 'Connessione gratuita in tutto il punto vendita.',
    icon: 'wifi',
    slug: 'wifi',
    noDetails: true,
  },
  {
    id: 'iper-drive',
    category: SHOP!,
    title: 'Iper Drive',
    description: 'Fai la spesa online e ritirala in auto al punto Drive.',
    icon: 'drive',
    slug: 'iper-drive',
  },
  {
    id: 'carta-vantaggi',
    category: PAYMENTS!,
    title: 'Carta Vantaggi',
    description: 'La carta fedeltà gratuita e digitale.',
    icon: 'carta',
    slug: 'carta-vantaggi',
  },
  {
    id: 'gift-card',
    category: PAYMENTS!,
    title: 'Gift card',
    description: 'Le gift card Iper da 25, 50, 100 e 150 euro.',
    icon: 'regalo',
    slug: 'gift-card',
  },
  {
    id: 'bollette',
    category: PAYMENTS!,
    title: 'Pagamento bollette e ricariche',
    description: 'Bollettini, ricariche telefoniche e carte prepagate alle casse.',
    icon: 'bolletta',
    slug: 'bollette',
    noDetails: true,
  },
  {
    id: 'lista-nozze',
    category: HOME!,
    title: 'Lista nozze',
    description: 'Crea la tua lista nozze con il reparto casa.',
    icon: 'cuore',
    slug: 'servizi/casa-e-famiglia/lista-nozze',
  },
  {
    id: 'lavanderia',
    category: HOME!,
    title: 'Lavanderia self-service',
    description:
      'Lavatrici e asciugatrici professionali: lavaggio 30 minuti 5,00 €, asciugatura 20 minuti 4,00 €, piumoni 9,00 €.',
    icon: 'lavanderia',
    slug: 'lavanderia',
    pdf: 'listino-lavanderia.pdf',
  },
  {
    id: 'ritiro-raee',
    category: HOME!,
    title: 'Ritiro elettrodomestici usati (RAEE)',
    description:
      "Consegnaci il tuo vecchio elettrodomestico: lo ritiriamo gratis all'acquisto di uno nuovo equivalente (ritiro uno contro uno) e, per i piccoli apparecchi sotto i 25 cm, anche senza acquisto (uno contro zero).",
    icon: 'riciclo',
    slug: 'ritiro-raee',
    pdf: 'ritiro-raee.pdf',
  },
  {
    id: 'parafarmacia',
    category: HEALTH!,
    title: 'Parafarmacia',
    description: 'Farmaci da banco e consulenza di farmacisti abilitati.',
    icon: 'farmacia',
    slug: 'servizi/salute-e-benessere/parafarmacia',
  },
  {
    id: 'ottica',
    category: HEALTH!,
    title: 'Ottica',
    description: 'Occhiali da vista e da sole, lenti a contatto, controllo della vista.',
    icon: 'ottica',
    slug: 'servizi/salute-e-benessere/ottica',
  },
  {
    id: 'ricarica-auto',
    category: MOBILITY!,
    title: 'Ricarica auto elettriche',
    description: 'Colonnine di ricarica nel parcheggio.',
    icon: 'ricarica',
    slug: 'ricarica-auto',
    externalLink: 'https://www.piattaformaunicanazionale.it/',
  },
  {
    id: 'noleggio-furgoni',
    category: MOBILITY!,
    title: 'Noleggio furgoni',
    description:
      'Furgoni a noleggio a ore per portare a casa i tuoi acquisti: 3 ore 29,00 €, mezza giornata 45,00 €, giornata intera 69,00 €. Patente B e documento di identità.',
    icon: 'furgone',
    slug: 'noleggio-furgoni',
    pdf: 'noleggio-furgoni.pdf',
  },
];

/** Which services a hypermarket offers, by its position in DEMO_STORES. */
function servicesOfStore(index: number, hasDrive: boolean): string[] {
  const ids = ['parcheggio', 'wifi', 'carta-vantaggi', 'gift-card', 'bollette'];
  if (hasDrive) ids.push('iper-drive');
  if (index % 2 === 0) ids.push('lista-nozze');
  if (index % 3 === 0) ids.push('lavanderia');
  if (index % 2 === 1) ids.push('ritiro-raee');
  if (index % 3 !== 2) ids.push('parafarmacia');
  if (index % 4 === 0) ids.push('ottica');
  if (index % 3 === 1) ids.push('ricarica-auto');
  if (index % 5 === 2) ids.push('noleggio-furgoni');
  return ids;
}

// --- Restaurants --------------------------------------------------------------------------

interface BrandSheet {
  slug: string;
  name: string;
  description: string;
  hours: OpeningDay[];
  menu: MenuSection[];
}

const BRANDS: Record<RestaurantBrand, BrandSheet> = {
  romantica: {
    slug: 'la-romantica',
    name: 'La Romantica',
    description:
      'Pizzeria con forno a legna e cucina tradizionale, aperta fino a tardi nel fine settimana.',
    hours: week('11:30-23:00', '11:30-00:30', '11:30-23:00', '11:30-00:30'),
    menu: [
      {
        sezione: 'Pizze',
        piatti: [
          {
            nome: 'Margherita',
            descrizione: 'Pomodoro, mozzarella fiordilatte, basilico',
            prezzo: 6.5,
          },
          { nome: 'Diavola', descrizione: 'Pomodoro, mozzarella, salame piccante', prezzo: 8 },
          {
            nome: 'Quattro formaggi',
            descrizione: 'Mozzarella, gorgonzola, fontina, grana',
            prezzo: 9,
          },
        ],
      },
      {
        sezione: 'Primi',
        piatti: [
          { nome: 'Lasagne alla bolognese', prezzo: 9.5 },
          { nome: 'Spaghetti alle vongole', prezzo: 12 },
        ],
      },
      { sezione: 'Dolci', piatti: [{ nome: 'Tiramisù della casa', prezzo: 5 }] },
    ],
  },
  risto: {
    slug: 'risto',
    name: 'Risto',
    description: 'Il ristorante self-service: primi, secondi e contorni preparati ogni giorno.',
    hours: week('11:45-15:00', '11:45-15:30', '12:00-15:30'),
    menu: [
      {
        sezione: 'Primi',
        piatti: [
          { nome: 'Risotto alla milanese', prezzo: 6.9 },
          { nome: 'Penne al pomodoro e basilico', prezzo: 5.5 },
        ],
      },
      {
        sezione: 'Secondi',
        piatti: [
          { nome: 'Cotoletta alla milanese', prezzo: 9.9 },
          { nome: 'Filetto di merluzzo al forno', prezzo: 8.9 },
        ],
      },
      {
        sezione: 'Menu completo',
        piatti: [{ nome: 'Primo, secondo, contorno e acqua', prezzo: 13.9 }],
      },
    ],
  },
  'portello-caffe': {
    slug: 'portello-caffe',
    name: 'Portello Caffè',
    description: 'Caffetteria e pasticceria: colazioni, pranzi veloci e aperitivi.',
    hours: week('07:30-21:00', '07:30-21:00', '08:30-20:00'),
    menu: [
      {
        sezione: 'Caffetteria',
        piatti: [
          { nome: 'Caffè espresso', prezzo: 1.2 },
          { nome: 'Cappuccino', prezzo: 1.6 },
          { nome: 'Brioche alla crema', prezzo: 1.4 },
        ],
      },
      {
        sezione: 'Pranzo',
        piatti: [
          { nome: 'Panino crudo e mozzarella', prezzo: 5.5 },
          { nome: 'Insalatona mediterranea', prezzo: 7.5 },
        ],
      },
    ],
  },
  cremamore: {
    slug: 'cremamore',
    name: 'Cremamore',
    description:
      'Gelateria artigianale: gelato, granite e torte gelato preparati nel laboratorio del punto vendita.',
    hours: week('10:00-22:00', '10:00-23:30', '10:00-22:00', '10:00-23:30'),
    menu: [
      {
        sezione: 'Gelato',
        piatti: [
          { nome: 'Coppetta piccola', descrizione: 'Due gusti', prezzo: 2.5 },
          { nome: 'Cono medio', descrizione: 'Tre gusti e panna', prezzo: 3.5 },
        ],
      },
      { sezione: 'Da portare a casa', piatti: [{ nome: 'Vaschetta da 500 g', prezzo: 9 }] },
    ],
  },
  foodtruck: {
    slug: 'foodtruck',
    name: 'Foodtruck Iper',
    description: 'Cucina di strada nel parcheggio: panini, fritti e specialità regionali.',
    hours: week('11:30-21:30', '11:30-22:30', '11:30-21:30', '11:30-22:30'),
    menu: [
      {
        sezione: 'Panini',
        piatti: [
          { nome: 'Panino con porchetta', prezzo: 6.5 },
          { nome: 'Hamburger di manzo', prezzo: 8.5 },
        ],
      },
      {
        sezione: 'Fritti',
        piatti: [
          { nome: 'Olive all’ascolana', prezzo: 4.5 },
          { nome: 'Patatine fritte', prezzo: 3 },
        ],
      },
    ],
  },
};

const RESTAURANTS: [brand: RestaurantBrand, storeSlugs: string[]][] = [
  [
    'romantica',
    ['iper-arese', 'iper-orio-al-serio', 'iper-verona', 'iper-montebello', 'iper-lonato'],
  ],
  [
    'risto',
    [
      'iper-arese',
      'iper-milano-portello',
      'iper-rozzano',
      'iper-monza',
      'iper-seriate',
      'iper-pesaro',
    ],
  ],
  [
    'portello-caffe',
    ['iper-milano-portello', 'iper-arese', 'iper-grandate', 'iper-varese', 'iper-udine'],
  ],
  ['cremamore', ['iper-arese', 'iper-verona', 'iper-savignano', 'iper-lonato']],
  ['foodtruck', ['iper-monza', 'iper-novara', 'iper-beinasco']],
];

function restaurantPhone(storePhone: string, brandIndex: number): string {
  return storePhone.replace(/\d$/, String((brandIndex + 1) % 10));
}

// --- The seeder -----------------------------------------------------------------------------

/** Idempotent: rows already present (by key) are left as they are. */
export async function seedStores(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const hypermarkets = DEMO_STORES.map(
    (
      [slug, name, address, city, province, zip, lat, lng, phone, fuels, hours = 'standard'],
      index,
    ) => {
      const id = hypermarketId(index);
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
        opening_hours: JSON.stringify(HOURS[hours]),
        fuels: JSON.stringify(fuels),
        special_openings: JSON.stringify(specialOpenings(hours, now)),
      };
    },
  );
  await db
    .insertInto('stores')
    .values(hypermarkets)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const attached = (
    points: [string, number, number][],
    kind: 'petfood' | 'drive',
    firstId: number,
    label: string,
    phoneDigit: string,
  ) =>
    points.map(([parentSlug, north, east], index) => {
      const parentIndex = DEMO_STORES.findIndex((store) => store[0] === parentSlug);
      const parent = DEMO_STORES[parentIndex]!;
      const [slug, name, address, city, province, zip, lat, lng, phone] = parent;
      const id = String(firstId + index).padStart(5, '0');
      const town = name.replace(/^Iper /, '');
      return {
        id,
        slug: slug.replace(/^iper-/, `${kind === 'petfood' ? 'iper-pet' : 'iper-drive'}-`),
        name: `${label} ${town}`,
        kind,
        address,
        city,
        province,
        zip,
        ...offset(lat, lng, north, east),
        phone: phone.replace(/\d$/, phoneDigit),
        yext_id: `IPR${id}`,
        opening_hours: JSON.stringify(kind === 'petfood' ? PET_FOOD_HOURS : DRIVE_HOURS),
        fuels: '[]',
        special_openings: JSON.stringify(CLOSED_ON_MAIN_HOLIDAYS(now)),
        parent_store_id: hypermarketId(parentIndex),
      };
    });
  await db
    .insertInto('stores')
    .values([
      ...attached(PET_FOOD_SHOPS, 'petfood', 501, 'Iper Pet', '7'),
      ...attached(DRIVE_POINTS, 'drive', 601, 'Iper Drive', '8'),
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  // Fuel prices of every station, plus one record of a station that is not a store of ours.
  const stations = DEMO_STORES.map((store, index) => ({
    fuels: store[9],
    code: 101 + index,
  })).filter((station) => station.fuels.length > 0);
  const priceOf = (fuels: string[], fuel: string, index: number) =>
    fuels.includes(fuel) ? fuelPrice(fuel, index) : null;
  await db
    .insertInto('fuel_prices')
    .values([
      ...stations.map(({ fuels, code }, index) => ({
        store_code: code,
        benzina: priceOf(fuels, 'Benzina', index),
        diesel: priceOf(fuels, 'Diesel', index),
        gpl: priceOf(fuels, 'GPL', index),
        hvo: priceOf(fuels, 'HVO', index),
        metano: priceOf(fuels, 'Metano', index),
        updated_at: now,
      })),
      {
        store_code: 990,
        benzina: '1.799 €/L',
        diesel: '1.699 €/L',
        gpl: null,
        hvo: null,
        metano: null,
        updated_at: now,
      },
    ])
    .onConflict((oc) => oc.column('store_code').doNothing())
    .execute();

  await db
    .insertInto('service_categories')
    .values(CATEGORIES.map((category, position) => ({ ...category, position })))
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  await db
    .insertInto('services')
    .values(
      SERVICES.map((service, position) => ({
        id: service.id,
        category_id: service.category,
        title: service.title,
        description: service.description,
        icon: service.icon,
        image: null,
        slug: service.slug,
        external_link: service.externalLink ?? null,
        pdf_filename: service.pdf ? `${SERVICE_DOCUMENTS_PATH}${service.pdf}` : null,
        no_details: service.noDetails ?? false,
        position,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const driveParents = new Set(DRIVE_POINTS.map(([slug]) => slug));
  await db
    .insertInto('store_services')
    .values(
      DEMO_STORES.flatMap(([slug], index) =>
        servicesOfStore(index, driveParents.has(slug)).map((serviceId) => ({
          store_id: hypermarketId(index),
          service_id: serviceId,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['store_id', 'service_id']).doNothing())
    .execute();

  await db
    .insertInto('restaurants')
    .values(
      RESTAURANTS.flatMap(([brand, storeSlugs], brandIndex) =>
        storeSlugs.map((storeSlug) => {
          const storeId = hypermarketIdBySlug(storeSlug);
          const sheet = BRANDS[brand];
          const store = DEMO_STORES.find((row) => row[0] === storeSlug)!;
          return {
            id: `${storeId}-${brand}`,
            store_id: storeId,
            brand,
            slug: sheet.slug,
            name: `${sheet.name} ${store[1].replace(/^Iper /, '')}`,
            description: sheet.description,
            phone: restaurantPhone(store[8], brandIndex),
            opening_hours: JSON.stringify(sheet.hours),
            menu: JSON.stringify(sheet.menu),
          };
        }),
      ),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
