import type { AccountInfo } from '@iper/contracts';
import {
  accountInfoWith,
  type AccountInfoChanges,
} from '@iper/contracts/src/testing/account-info.fixture';

/** Sara Ferrari, a customer with a base card who can move up to Più: what differs from Mario. */
const SARA_FERRARI = {
  uid: 'demo-sara-ferrari',
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
    canUpgradeToPlus: true,
  },
  address: { street: 'Monte Rosa', houseNumber: '18', city: 'Rho', zipCode: '20017' },
  phones: [{ type: 'mobile', number: '+39 339 210 7788' }],
} satisfies AccountInfoChanges;

/** The account info of a signed-in customer, with overrides for the card and the profile. */
export function accountInfo(
  data: Partial<AccountInfo['data']> = {},
  extra: Partial<Omit<AccountInfo, 'data'>> = {},
): AccountInfo {
  return accountInfoWith({ ...SARA_FERRARI, ...extra, data: { ...SARA_FERRARI.data, ...data } });
}

export const SIGNED_IN = { errorCode: '0', uid: 'demo-sara-ferrari' };
export const VISITOR = { errorCode: '403005', errorMessage: 'Utente non autenticato' };
