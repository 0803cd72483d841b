import { TAX_CODE_LENGTH } from './constants';
import {
  firstNameLetters,
  isValidTaxCode,
  surnameLetters,
  taxCodeControlCharacter,
} from './tax-code';
import { MARIO_ROSSI_1985, MARIO_ROSSI_1985_TAX_CODE } from './testing/tax-code-person.fixture';

const mario = { ...MARIO_ROSSI_1985, cf: MARIO_ROSSI_1985_TAX_CODE };

describe('isValidTaxCode (SPEC §5)', () => {
  it('accepts the code of the person in the form, in any case', () => {
    expect(isValidTaxCode(mario)).toBe(true);
    expect(isValidTaxCode({ ...mario, cf: 'rssmra85t10a562s' })).toBe(true);
    expect(isValidTaxCode({ ...mario, birthDay: '10', birthMonth: '12', birthYear: '1985' })).toBe(
      true,
    );
  });

  it('needs every field but the gender', () => {
    for (const field of [
      'firstName',
      'lastName',
      'birthDay',
      'birthMonth',
      'birthYear',
      'cf',
    ] as const) {
      expect(isValidTaxCode({ ...mario, [field]: undefined })).toBe(false);
    }
    expect(isValidTaxCode({ ...mario, firstName: '  ' })).toBe(false);
  });

  it(`needs exactly ${TAX_CODE_LENGTH} characters`, () => {
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA85T10A562' })).toBe(false);
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA85T10A562SX' })).toBe(false);
  });

  it('adds 40 to the day of a woman', () => {
    const maria = {
      firstName: 'Maria',
      lastName: 'Bianchi',
      genre: 'f',
      birthDay: 3,
      birthMonth: 4,
      birthYear: 1990,
    };
    expect(isValidTaxCode({ ...maria, cf: 'BNCMRA90D43F205W' })).toBe(true);
    expect(isValidTaxCode({ ...maria, genre: 'm', cf: 'BNCMRA90D43F205W' })).toBe(false);
    expect(
      isValidTaxCode({
        ...maria,
        firstName: 'Laura',
        birthDay: 15,
        birthMonth: 5,
        birthYear: 1992,
        cf: 'BNCLRA92E55Z404A',
      }),
    ).toBe(true);
  });

  it("compares only the first 9 characters with gender 'u' or none", () => {
    // The day (43) would say "woman born on the 3rd"; without a gender it is not checked.
    const someone = {
      firstName: 'Maria',
      lastName: 'Bianchi',
      birthDay: 25,
      birthMonth: 4,
      birthYear: 1990,
      cf: 'BNCMRA90D43F205W',
    };
    expect(isValidTaxCode({ ...someone, genre: 'u' })).toBe(true);
    expect(isValidTaxCode({ ...someone, genre: '' })).toBe(true);
    expect(isValidTaxCode({ ...someone, genre: 'f' })).toBe(false);
    expect(isValidTaxCode({ ...someone, genre: 'u', birthMonth: 5 })).toBe(false);
  });

  it('accepts a correct code when the gender is omitted, comparing the first 9 characters', () => {
    const someone = {
      firstName: 'Maria',
      lastName: 'Bianchi',
      birthDay: 3,
      birthMonth: 4,
      birthYear: 1990,
    };
    expect(isValidTaxCode({ ...someone, cf: 'BNCMRA90D43F205W' })).toBe(true);
    expect(isValidTaxCode({ ...someone, genre: undefined, cf: 'BNCMRA90D43F205W' })).toBe(true);
    expect(isValidTaxCode({ ...someone, genre: null, cf: 'BNCMRA90D43F205W' } as never)).toBe(true);
    // Still this person's code: another surname is refused.
    expect(isValidTaxCode({ ...someone, lastName: 'Rossi', cf: 'BNCMRA90D43F205W' })).toBe(false);
  });

  it('pads short names with x and fills with vowels', () => {
    expect(surnameLetters('Fo')).toBe('FOX');
    expect(firstNameLetters('Ugo')).toBe('GUO');
    expect(
      isValidTaxCode({
        firstName: 'Ugo',
        lastName: 'Fo',
        genre: 'm',
        birthDay: 1,
        birthMonth: 1,
        birthYear: 2001,
        cf: 'FOXGUO01A01H501H',
      }),
    ).toBe(true);
  });

  it('takes the 1st, 3rd and 4th consonant of a first name with more than 3', () => {
    expect(firstNameLetters('Gianfranco')).toBe('GFR');
    expect(surnameLetters('Gianfranco')).toBe('GNF');
    expect(
      isValidTaxCode({
        firstName: 'Gianfranco',
        lastName: 'Verdi',
        genre: 'm',
        birthDay: 22,
        birthMonth: 8,
        birthYear: 1975,
        cf: 'VRDGFR75M22L219Z',
      }),
    ).toBe(true);
  });

  it('ignores accents, apostrophes and spaces in names', () => {
    expect(
      isValidTaxCode({
        firstName: 'Niccolò',
        lastName: "D'Angelo",
        genre: 'm',
        birthDay: 29,
        birthMonth: 2,
        birthYear: 2000,
        cf: 'DNGNCL00B29H501E',
      }),
    ).toBe(true);
    expect(firstNameLetters('Niccolò')).toBe('NCL');
    expect(surnameLetters('De Luca')).toBe('DLC');
  });

  it('catches a wrong control character, so one mistyped letter anywhere fails', () => {
    expect(taxCodeControlCharacter('RSSMRA85T10A562')).toBe('S');
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA85T10A562T' })).toBe(false);
    // A typo in the town code matches the person but not the control character.
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA85T10A563S' })).toBe(false);
  });

  it('accepts omocodia letters in digit positions', () => {
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA85T10A56NH' })).toBe(true);
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA85T1LA562V' })).toBe(true);
    // M stands for 1: day 11, not Mario's 10.
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA85T1MA562J' })).toBe(false);
  });

  it('refuses a code that does not belong to the person or is malformed', () => {
    expect(isValidTaxCode({ ...mario, firstName: 'Marco' })).toBe(false);
    expect(isValidTaxCode({ ...mario, birthYear: 1986 })).toBe(false);
    expect(isValidTaxCode({ ...mario, birthMonth: 11 })).toBe(false);
    expect(isValidTaxCode({ ...mario, birthDay: 11 })).toBe(false);
    expect(isValidTaxCode({ ...mario, birthMonth: 13 })).toBe(false);
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA85Z10A562S' })).toBe(false);
    expect(isValidTaxCode({ ...mario, cf: 'RSSMRA8-T10A562S' })).toBe(false);
  });
});
