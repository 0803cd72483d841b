import type { AccountInfo } from '@iper/contracts';

/** The account info of a signed-in customer, with overrides for the card and the profile. */
export function accountInfo(
  data: Partial<AccountInfo['data']> = {},
  extra: Partial<Omit<AccountInfo, 'data'>> = {},
): AccountInfo {
  return {
    errorCode: '0',
    uid: 'demo-sara-ferrari',
    loginProvider: 'site',
    registrationDate: '2025-07-01T10:00:00.000Z',
    profile: {
      firstName: 'Sara',
      lastName: 'Ferrari',
      email: 'sara.ferrari@example.it',
      gender: 'f',
      birthDay: 4,
      birthMonth: 11,
      birthYear: 1986,
    },
    data: {
      salesforceId: '0031x00000SaraFerr',
      cf: null,
      storeId: '00101',
      cardNumber: '027700123456',
      cardType: 'base',
      cardColor: null,
      cardType1: 'Carta Vantaggi',
      canUpgradeToPlus: true,
      ...data,
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
      street: 'Monte Rosa',
      houseNumber: '18',
      city: 'Rho',
      province: 'MI',
      zipCode: '20017',
      country: 'IT',
    },
    phones: [{ type: 'mobile', number: '+39 339 210 7788' }],
    profiling: {},
    ...extra,
  };
}

export const SIGNED_IN = { errorCode: '0', uid: 'demo-sara-ferrari' };
export const VISITOR = { errorCode: '403005', errorMessage: 'Utente non autenticato' };
