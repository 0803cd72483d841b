import { isCardOwner, PersonalDataSchema, toUser, type AccountInfo } from './account';
import { accountInfoWith } from './testing/account-info.fixture';

const INFO: AccountInfo = accountInfoWith({
  uid: 'u1',
  loginProvider: 'google',
  data: {
    salesforceId: 'sf',
    cardType: 'piu',
    cardColor: 'viola',
    cardType1: 'Carta Vantaggi Più',
  },
  preferences: { marketing: false },
  address: { street: 'Verdi' },
});

describe('the user of the identity service (SPEC §3 User)', () => {
  it('is read from the account info sections', () => {
    expect(toUser(INFO)).toEqual({
      uid: 'u1',
      salesforceId: 'sf',
      name: 'Mario',
      lastName: 'Rossi',
      email: 'mario.rossi@example.it',
      loginProvider: 'google',
      registrationDate: '2025-03-14T10:00:00.000Z',
      gender: 'm',
      birthDay: 12,
      birthMonth: 5,
      birthYear: 1980,
      cf: 'RSSMRA80E12F205L',
      phoneNumber: '+39 347 123 4567',
      address: 'Via Verdi',
      houseNumber: '12',
      city: 'Milano',
      province: 'MI',
      zipCode: '20121',
      country: 'IT',
      storeId: '00102',
      cardNumber: '048812345670',
      cardType: 'piu',
      cardColor: 'viola',
      cardType1: 'Carta Vantaggi Più',
      canUpgradeToPlus: false,
      consents: { receipt: true },
    });
  });

  it('is a card owner with a card number and a base, piu or noi card (SPEC §4)', () => {
    expect(isCardOwner(toUser(INFO))).toBe(true);
    expect(isCardOwner({ cardNumber: '048812345670', cardType: null })).toBe(false);
    expect(isCardOwner({ cardNumber: null, cardType: 'base' })).toBe(false);
    expect(isCardOwner(null)).toBe(false);
  });

  it('accepts personal data without a tax code, and refuses a malformed one', () => {
    const data = {
      name: 'A',
      lastName: 'B',
      gender: 'u',
      birthDay: 1,
      birthMonth: 1,
      birthYear: 1990,
      phoneNumber: '+39 333 1234567',
      address: 'Roma',
      houseNumber: '1',
      zipCode: '00100',
      city: 'Roma',
      province: 'rm',
    };
    expect(PersonalDataSchema.parse(data)).toMatchObject({ cf: '', province: 'RM', country: 'IT' });
    expect(PersonalDataSchema.safeParse({ ...data, cf: 'ABC' }).success).toBe(false);
  });
});
