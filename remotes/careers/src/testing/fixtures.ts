import type {
  ApplicationDetail,
  JobPosition,
  JobPositionSummary,
  JobPositionsResponse,
  Store,
} from '@iper/contracts';
import {
  NO_ADDRESS,
  NO_CARD,
  accountInfoWith,
} from '@iper/contracts/src/testing/account-info.fixture';
import { MARIO_APPLICATION_CORE } from '@iper/contracts/src/testing/job-application.fixture';

export const GASTRONOMIA_ARESE: JobPositionSummary = {
  slug: 'addetto-a-banco-gastronomia-iper-arese',
  kind: 'punto-vendita',
  title: 'Addetto/a banco gastronomia',
  place: 'Arese',
  store: { slug: 'iper-arese', name: 'Iper Arese' },
  function: 'Gastronomia',
  contract: 'Tempo indeterminato, part time 24 ore',
  publishedAt: '2026-11-20',
  summary: 'Servizio al banco salumi, formaggi e rosticceria per il nostro ipermercato di Arese.',
};

export const MACELLAIO_ROZZANO: JobPositionSummary = {
  slug: 'macellaio-a-iper-rozzano',
  kind: 'punto-vendita',
  title: 'Macellaio/a',
  place: 'Rozzano',
  store: { slug: 'iper-rozzano', name: 'Iper Rozzano' },
  function: 'Macelleria',
  contract: 'Tempo indeterminato, full time 40 ore',
  publishedAt: '2026-11-18',
  summary: 'Lavorazione delle carni in laboratorio e servizio al banco assistito.',
};

export const STORE_POSITIONS: JobPositionsResponse = {
  positions: [GASTRONOMIA_ARESE, MACELLAIO_ROZZANO],
  total: 2,
  places: ['Arese', 'Rozzano'],
  functions: ['Gastronomia', 'Macelleria'],
};

export const GASTRONOMIA_DETAIL: JobPosition = {
  ...GASTRONOMIA_ARESE,
  description: [
    'Al banco gastronomia servirai i clienti.',
    'Ti occuperai del riassortimento del banco.',
  ],
  requirements: ['Attestato HACCP o disponibilità a conseguirlo.'],
  offer: ['Sconto dipendenti del 10% sulla spesa e welfare aziendale.'],
  open: true,
  closesAt: null,
};

export const STORES: Pick<Store, 'id' | 'slug' | 'nome'>[] = [
  { id: '00101', slug: 'iper-arese', nome: 'Iper Arese' },
  { id: '00104', slug: 'iper-monza', nome: 'Iper Monza' },
];

export const MARIO_FIELDS: Record<string, string> = {
  ...MARIO_APPLICATION_CORE,
  positionSlug: GASTRONOMIA_ARESE.slug,
};

export const MARIO_APPLICATION: ApplicationDetail = {
  id: '7f0c1c1e-2a4b-4c3d-9e8f-0a1b2c3d4e5f',
  reference: 'CAND-00000007',
  position: {
    slug: GASTRONOMIA_ARESE.slug,
    kind: 'punto-vendita',
    title: 'Addetto/a banco gastronomia',
    place: 'Arese',
    open: true,
  },
  area: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  editable: true,
  fields: MARIO_FIELDS,
  files: [{ field: 'cv', name: 'cv-mario.pdf', type: 'application/pdf', size: 2048 }],
};

/** Mario Rossi signed in (the identity service's account info). */
export const MARIO_ACCOUNT = accountInfoWith({
  profile: { birthDay: 1, birthMonth: 1 },
  data: { ...NO_CARD, cf: 'RSSMRA80A01F205X' },
  preferences: { marketing: false, receipt: false },
  address: NO_ADDRESS,
  phones: [],
});
