import { MARIO_IDENTITY } from '@iper/contracts/src/testing/account-info.fixture';
import { MARIO_PERSONAL_DATA } from '../../testing/fixtures';
import { taxCodeMessage, toPersonalData } from './personal-data-values';

describe('the personal data form', () => {
  it("answers 'Codice fiscale non valido' to a tax code of somebody else", () => {
    expect(taxCodeMessage('RSSMRA80E12F205L', MARIO_IDENTITY)).toBeUndefined();
    expect(taxCodeMessage('rssmra80e12f205l', MARIO_IDENTITY)).toBeUndefined();
    expect(taxCodeMessage('RSSMRA81E12F205L', MARIO_IDENTITY)).toBe('Codice fiscale non valido');
    expect(
      taxCodeMessage('RSSMRA80E12F205L', { ...MARIO_IDENTITY, name: 'Maria', gender: 'f' }),
    ).toBe('Codice fiscale non valido');
  });

  it('leaves an empty tax code alone (it is optional)', () => {
    expect(taxCodeMessage('', MARIO_IDENTITY)).toBeUndefined();
  });

  it('turns the values as typed into the request, with the toponym split off the street', () => {
    expect(
      toPersonalData({
        ...MARIO_IDENTITY,
        cf: 'rssmra80e12f205l',
        phoneNumber: ' +39 347 123 4567 ',
        street: 'via Giuseppe Verdi',
        houseNumber: '12',
        zipCode: '20121',
        city: 'Milano',
        province: 'mi',
        country: 'IT',
      }),
    ).toEqual(MARIO_PERSONAL_DATA);
  });
});
