import type { SubscriptionPayload } from '../account';

/**
 * Anna Neri asking for a digital Carta Vantaggi when she registers, her profile as the
 * subscription request carries it: the one payload the account remote's registration test and the
 * server's account test share (import it from
 * `@iper/contracts/src/testing/card-subscription.fixture`). A test changes only what it is about
 * (the uid the identity service gave her, another email).
 */
export const ANNA_NERI_SUBSCRIPTION = {
  uid: 'uid-anna',
  salesforceId: '',
  email: 'anna.neri@example.it',
  name: 'Anna',
  lastName: 'Neri',
  phoneNumber: '+39 320 111 2222',
  gender: 'f',
  cf: 'NRENNA90L54F205L',
  birthDay: 14,
  birthMonth: 7,
  birthYear: 1990,
  storeId: '00101',
  dug: 'Via',
  address: 'Roma',
  houseNumber: '5',
  zip: '20017',
  city: 'Rho',
  province: 'MI',
  country: 'IT',
  privacy: true,
  marketing: true,
  profiling: false,
  thirdParty: false,
} satisfies SubscriptionPayload;
