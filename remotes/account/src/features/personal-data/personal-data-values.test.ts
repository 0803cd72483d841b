import { taxCodeMessage, toPersonalData } from './personal-data-values';

const MARIO = {
  name: 'Mario',
  lastName: 'Rossi',
  gender: 'm',
  birthDay: 12,
  birthMonth: 5,
  birthYear: 1980,
};

describe('the personal data form', () => {
  it("answers 'Codice fiscale non valido' to a tax code of somebody else", () => {
    expect(taxCodeMessage('RSSMRA80E12F205L', MARIO)).toBeUndefined();
    expect(taxCodeMessage('rssmra80e12f205l', MARIO)).toBeUndefined();
    expect(taxCodeMessage('RSSMRA81E12F205L', MARIO)).toBe('Codice fiscale non valido');
    expect(taxCodeMessage('RSSMRA80E12F205L', { ...MARIO, name: 'Maria', gender: 'f' })).toBe(
      'Codice fiscale non valido',
    );
  });

  it('leaves an empty tax code alone (it is optional)', () => {
    expect(taxCodeMessage('', MARIO)).toBeUndefined();
  });

  it('turns the values into the request, with the toponym split off the street', () => {
    expect(
      toPersonalData({
        ...MARIO,
        gender: 'm',
        cf: 'rssmra80e12f205l',
        phoneNumber: ' +39 347 1 ',
        street: 'via Verdi',
        houseNumber: '12',
        zipCode: '20121',
        city: 'Milano',
        province: 'mi',
        country: 'IT',
      }),
    ).toEqual({
      name: 'Mario',
      lastName: 'Rossi',
      gender: 'm',
      birthDay: 12,
      birthMonth: 5,
      birthYear: 1980,
      cf: 'RSSMRA80E12F205L',
      phoneNumber: '+39 347 1',
      dug: 'Via',
      address: 'Verdi',
      houseNumber: '12',
      zipCode: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
    });
  });
});
