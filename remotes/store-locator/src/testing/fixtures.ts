import {
  RESTAURANTS_CATEGORY_ID,
  type FuelPriceRecord,
  type Place,
  type Restaurant,
  type ServiceCategory,
  type Store,
  type StoreService,
} from '@iper/contracts';

const week = (sunday = '09:00-20:00') =>
  [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({
    giorno,
    orario: giorno === 0 ? sunday : '08:30-21:00',
  }));

function store(
  id: string,
  slug: string,
  nome: string,
  citta: string,
  lat: number,
  lng: number,
  extra: Partial<Store> = {},
): Store {
  return {
    id,
    nome,
    indirizzo: 'Via Roma 1',
    citta,
    provincia: 'MI',
    cap: '20100',
    position: { lat, lng },
    orari: week(),
    telefono: '02 1234 5678',
    slug,
    yext: `IPR${id}`,
    iperstation: [],
    tipo: 'hypermarket',
    aperture_straordinarie: [],
    ...extra,
  };
}

export const ARESE = store('00101', 'iper-arese', 'Iper Arese', 'Arese', 45.5538, 9.0431, {
  iperstation: ['Benzina', 'Diesel', 'GPL', 'HVO', 'Metano'],
  aperture_straordinarie: [{ data: '2099-12-25', orario: '', descrizione: 'Natale' }],
  ristoranti: [
    {
      id: '00101-romantica',
      slug: 'la-romantica',
      nome: 'La Romantica Arese',
      marchio: 'romantica',
    },
  ],
});
export const PORTELLO = store(
  '00102',
  'iper-milano-portello',
  'Iper Milano Portello',
  'Milano',
  45.4876,
  9.1497,
);
export const ROZZANO = store('00103', 'iper-rozzano', 'Iper Rozzano', 'Rozzano', 45.3806, 9.1622, {
  iperstation: ['Benzina', 'Diesel'],
});
export const VERONA = store('00121', 'iper-verona', 'Iper Verona', 'Verona', 45.4009, 10.9853, {
  provincia: 'VR',
});
export const HYPERMARKETS = [ARESE, PORTELLO, ROZZANO, VERONA];
export const STATIONS = [ARESE, ROZZANO];
export const PET_FOOD = [
  store('00501', 'iper-pet-arese', 'Iper Pet Arese', 'Arese', 45.5549, 9.0421, {
    tipo: 'petfood',
    ipermercato: '00101',
  }),
];

export const FUEL_RECORDS: FuelPriceRecord[] = [
  {
    id: '00101',
    benzina: '1.789 €/L',
    diesel: '1.699 €/L',
    gpl: '0.709 €/L',
    hvo: '1.889 €/L',
    metano: '1.419 €/Kg',
    aggiornamento: '2026-11-22T06:00:00Z',
  },
  { id: '00103', benzina: '1.759 €/L', diesel: '1.669 €/L', aggiornamento: '2026-11-22T06:00:00Z' },
];

const SHOP = '1b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const CATEGORIES: ServiceCategory[] = [
  { name: 'Servizi in negozio', uuid: SHOP, content: { Icon: 'negozio' } },
  { name: 'Ristorazione', uuid: RESTAURANTS_CATEGORY_ID, content: { Icon: 'ristorante' } },
];
const service = (id: string, title: string, extra: Partial<StoreService> = {}): StoreService => ({
  id,
  icon: id,
  image: null,
  title,
  categoryId: SHOP,
  slug: id,
  externalLink: null,
  pdf: null,
  noDetails: false,
  ...extra,
});
export const ARESE_SERVICES: StoreService[] = [
  service('parcheggio', 'Parcheggio gratuito', { noDetails: true }),
  service('ricarica-auto', 'Ricarica auto elettriche', {
    externalLink: 'https://www.piattaformaunicanazionale.it/',
  }),
  service('lavanderia', 'Lavanderia self-service', {
    pdf: { filename: '/api/services/documents/listino-lavanderia.pdf' },
  }),
  service('lista-nozze', 'Lista nozze', { slug: 'servizi/casa-e-famiglia/lista-nozze' }),
  service('00101-romantica', 'La Romantica Arese', {
    categoryId: RESTAURANTS_CATEGORY_ID,
    slug: 'punti-vendita/iper-arese/la-romantica',
  }),
];

export const ROMANTICA: Restaurant[] = [
  {
    id: '00101-romantica',
    slug: 'la-romantica',
    nome: 'La Romantica Arese',
    marchio: 'romantica',
    descrizione: 'Pizzeria con forno a legna.',
    puntoVendita: { id: '00101', slug: 'iper-arese', nome: 'Iper Arese', citta: 'Arese' },
    indirizzo: 'Via Roma 1, 20100 Arese (MI)',
    position: { lat: 45.5538, lng: 9.0431 },
    orari: week('11:30-23:00'),
    telefono: '02 1234 5671',
    menu: [
      {
        sezione: 'Pizze',
        piatti: [{ nome: 'Margherita', descrizione: 'Pomodoro e mozzarella', prezzo: 6.5 }],
      },
    ],
  },
];

export const PLACES: Place[] = [
  {
    id: '015146',
    comune: 'Milano',
    provincia: 'MI',
    regione: 'Lombardia',
    cap: '20121',
    position: { lat: 45.464, lng: 9.19 },
    approssimata: false,
  },
  {
    id: '015175',
    comune: 'Milano',
    provincia: 'MI',
    regione: 'Lombardia',
    cap: '20149',
    position: { lat: 45.464, lng: 9.19 },
    approssimata: false,
  },
];
