// Account values and rules the browser needs (no zod): importing them never bundles a schema.
import type { AccountInfo, User } from './account';

/** Gigya-style codes: '0' is success; any other code leaves the visitor logged out (SPEC §4). */
export const NOT_LOGGED_IN_ERROR_CODE = '403005';

export function toUser(info: AccountInfo): User {
  const street = [info.address.dug, info.address.street].filter(Boolean).join(' ');
  return {
    uid: info.uid,
    salesforceId: info.data.salesforceId,
    name: info.profile.firstName,
    lastName: info.profile.lastName,
    email: info.profile.email,
    loginProvider: info.loginProvider,
    registrationDate: info.registrationDate,
    gender: info.profile.gender,
    birthDay: info.profile.birthDay,
    birthMonth: info.profile.birthMonth,
    birthYear: info.profile.birthYear,
    cf: info.data.cf,
    phoneNumber: info.phones[0]?.number ?? null,
    address: street || null,
    houseNumber: info.address.houseNumber,
    city: info.address.city,
    province: info.address.province,
    zipCode: info.address.zipCode,
    country: info.address.country,
    storeId: info.data.storeId,
    cardNumber: info.data.cardNumber,
    cardType: info.data.cardType,
    cardColor: info.data.cardColor,
    cardType1: info.data.cardType1,
    canUpgradeToPlus: info.data.canUpgradeToPlus,
    consents: { receipt: info.preferences.receipt },
  };
}

/** SPEC §4: a card owner has a card number and a base, piu or noi card type. */
export function isCardOwner(
  user: Pick<User, 'cardNumber' | 'cardType'> | null | undefined,
): boolean {
  return Boolean(user?.cardNumber) && /base|piu|noi/.test(user?.cardType ?? '');
}

export const PROFILING_OPTIONS = {
  householdSize: ['1', '2', '3', '4', '5+'],
  interests: [
    'bio',
    'senza-glutine',
    'vegano',
    'cucina-italiana',
    'vino',
    'prodotti-locali',
    'tecnologia',
    'casa',
  ],
  pets: ['cane', 'gatto', 'altro'],
  shoppingFrequency: [
    'ogni-giorno',
    'piu-volte-a-settimana',
    'una-volta-a-settimana',
    'meno-spesso',
  ],
} as const;

export const CARD_CHECK_OUTCOMES = ['not_found', 'blocked', 'already_registered', 'found'] as const;

export const SHOPPING_LIST_MAX_ITEMS = 200;
