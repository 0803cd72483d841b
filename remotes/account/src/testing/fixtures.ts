import type { AccountInfo, AccountSession, CardData, PersonalData } from '@iper/contracts';
import { accountInfoWith, MARIO_IDENTITY } from '@iper/contracts/src/testing/account-info.fixture';
import { IPER_ARESE } from '@iper/contracts/src/testing/store.fixture';

/** What the account remote's tests answer with: the customers, their data and the stores. */

export const VISITOR = { errorCode: '403005', errorMessage: 'Utente non autenticato' };

/** Mario Rossi, the signed-in customer of these tests (paper receipts). */
export const MARIO: AccountInfo = accountInfoWith({ preferences: { receipt: false } });

/** The session check's answer while Mario is signed in. */
export const MARIO_SIGNED_IN = { errorCode: '0', uid: MARIO.uid };

/** This browser's session: a signed-in customer has at least this one (the devices section). */
export const THIS_BROWSER_SESSION: AccountSession = {
  id: 'sessione-corrente',
  userAgent: navigator.userAgent,
  ipAddress: '127.0.0.1',
  signedInAt: '2026-11-22T08:00:00.000Z',
  lastSeenAt: '2026-11-22T08:00:00.000Z',
  current: true,
};

/** Mario's base Carta Vantaggi: 145 points of the 200 of the target. */
export const MARIO_CARD: CardData = {
  type: 'base',
  number: '048812345670',
  currentAmount: 145,
  targetAmount: 200,
  isOld: false,
  canUpgrade: false,
  color: null,
};

/** Mario's personal data as the form sends it: his account info, street split off its toponym. */
export const MARIO_PERSONAL_DATA: PersonalData = {
  ...MARIO_IDENTITY,
  cf: 'RSSMRA80E12F205L',
  phoneNumber: '+39 347 123 4567',
  dug: 'Via',
  address: 'Giuseppe Verdi',
  houseNumber: '12',
  zipCode: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
};

const OPEN_EVERY_DAY = Array.from({ length: 7 }, (_, giorno) => ({
  giorno,
  orario: '08:30-21:00',
}));

/** Two hypermarkets: Arese and Milano Portello (Mario's favourite store, 00102). */
export const STORES = [
  { ...IPER_ARESE, orari: OPEN_EVERY_DAY },
  {
    id: '00102',
    nome: 'Iper Milano Portello',
    indirizzo: 'Via Grosotto 7',
    citta: 'Milano',
    provincia: 'MI',
    cap: '20149',
    position: { lat: 45.48, lng: 9.14 },
    orari: OPEN_EVERY_DAY,
    telefono: '02 2',
    slug: 'iper-milano-portello',
    yext: 'IPR00102',
    iperstation: [],
    tipo: 'hypermarket',
  },
];
