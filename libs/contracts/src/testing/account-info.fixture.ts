import type { AccountInfo } from '../account';

/**
 * Mario Rossi, the demo customer with a base card, as the identity service describes him: the one
 * account info every test starts from (import it from
 * `@iper/contracts/src/testing/account-info.fixture`). A test changes only what it is about.
 */
export const MARIO_ACCOUNT_INFO: AccountInfo = {
  errorCode: '0',
  uid: 'demo-mario-rossi',
  loginProvider: 'site',
  registrationDate: '2025-03-14T10:00:00.000Z',
  profile: {
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@example.it',
    gender: 'm',
    birthDay: 12,
    birthMonth: 5,
    birthYear: 1980,
  },
  data: {
    salesforceId: '0031x00000MarioRss',
    cf: 'RSSMRA80E12F205L',
    storeId: '00102',
    cardNumber: '048812345670',
    cardType: 'base',
    cardColor: null,
    cardType1: 'Carta Vantaggi',
    canUpgradeToPlus: false,
  },
  preferences: {
    privacy: true,
    marketing: true,
    profiling: false,
    thirdParty: false,
    receipt: true,
  },
  address: {
    dug: 'Via',
    street: 'Giuseppe Verdi',
    houseNumber: '12',
    city: 'Milano',
    province: 'MI',
    zipCode: '20121',
    country: 'IT',
  },
  phones: [{ type: 'mobile', number: '+39 347 123 4567' }],
  profiling: {},
};

/**
 * Name, sex and date of birth as Mario's personal data carries them: what his tax code
 * RSSMRA80E12F205L is computed from (the account remote's and the server's personal-data tests).
 */
export const MARIO_IDENTITY = {
  name: 'Mario',
  lastName: 'Rossi',
  gender: 'm',
  birthDay: 12,
  birthMonth: 5,
  birthYear: 1980,
} as const;

type Sections = 'profile' | 'data' | 'preferences' | 'address';

/** What a test changes: top-level fields replaced, the sections' fields merged into Mario's. */
export type AccountInfoChanges = Partial<Omit<AccountInfo, Sections>> & {
  [Section in Sections]?: Partial<AccountInfo[Section]>;
};

/** Mario's account info with some fields changed (`{ data: { cardType: 'piu' } }`). */
export function accountInfoWith(changes: AccountInfoChanges): AccountInfo {
  const { profile, data, preferences, address, ...rest } = changes;
  return {
    ...MARIO_ACCOUNT_INFO,
    ...rest,
    profile: { ...MARIO_ACCOUNT_INFO.profile, ...profile },
    data: { ...MARIO_ACCOUNT_INFO.data, ...data },
    preferences: { ...MARIO_ACCOUNT_INFO.preferences, ...preferences },
    address: { ...MARIO_ACCOUNT_INFO.address, ...address },
  };
}

/** A customer without a card: the card's fields empty. */
export const NO_CARD: Partial<AccountInfo['data']> = {
  salesforceId: null,
  storeId: null,
  cardNumber: null,
  cardType: null,
  cardColor: null,
  cardType1: null,
};

/** A customer who has given no address: every field of it empty. */
export const NO_ADDRESS: AccountInfo['address'] = {
  dug: null,
  street: null,
  houseNumber: null,
  city: null,
  province: null,
  zipCode: null,
  country: null,
};
