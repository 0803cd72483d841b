/**
 * The Italian tax code (codice fiscale) check of SPEC §5: the code must belong to the person typed
 * in the form (surname, name, birth year, month and day with +40 for women), and, beyond the SPEC,
 * its 16th character must be the right control character, so one mistyped letter is caught.
 */
import {
  TAX_CODE_CHARS_COMPARED_WITHOUT_GENDER,
  TAX_CODE_FEMALE_DAY_OFFSET,
  TAX_CODE_LENGTH,
  TAX_CODE_MONTH_LETTERS,
  TAX_CODE_OMOCODIA_LETTERS,
  TAX_CODE_PADDING,
} from './constants';

export interface TaxCodeInput {
  firstName?: string;
  lastName?: string;
  /** 'm' / 'f' (also 'male', 'female', 'uomo', 'donna'); 'u' or '' for "prefer not to say". */
  genre?: string;
  birthDay?: number | string;
  birthMonth?: number | string;
  birthYear?: number | string;
  cf?: string;
}

const DIGIT = `[0-9${TAX_CODE_OMOCODIA_LETTERS}]`;
/**
 * Surname and name (6 letters), year (2 digits), month letter, day (2), town code (letter and 3
 * digits), control letter. Omocodia replaces digits with the letters L M N P Q R S T U V.
 */
const TAX_CODE_SHAPE = new RegExp(
  `^[A-Z]{6}${DIGIT}{2}[${TAX_CODE_MONTH_LETTERS}]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z]$`,
);
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

/** Values of a character in an odd position (1st, 3rd, ...), digits and letters alike. */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function characterIndex(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65; // '0'-'9' → 0-9, 'A'-'Z' → 0-25
}

/** The control character (16th) of the first 15 characters of an upper-case tax code. */
export function taxCodeControlCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const index = characterIndex(first15[i]!);
    // Positions count from 1: index 0 is the 1st, an odd position.
    sum += i % 2 === 0 ? ODD_VALUES[index]! : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

function lettersOf(text: string): string[] {
  return [
    ...text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .replace(/[^A-Z]/g, ''),
  ];
}

const isVowel = (letter: string) => 'AEIOU'.includes(letter);

/** Three letters of a surname: its consonants, then its vowels, then X. */
export function surnameLetters(surname: string): string {
  const letters = lettersOf(surname);
  return [
    ...letters.filter((l) => !isVowel(l)),
    ...letters.filter(isVowel),
    ...TAX_CODE_PADDING.repeat(3),
  ]
    .slice(0, 3)
    .join('');
}

/** Three letters of a first name: with more than 3 consonants the 1st, 3rd and 4th; else as a surname. */
export function firstNameLetters(firstName: string): string {
  const consonants = lettersOf(firstName).filter((l) => !isVowel(l));
  if (consonants.length > 3) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return surnameLetters(firstName);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== '';
}

function wholeNumber(value: number | string | undefined): number {
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(number) ? number : Number.NaN;
}

type Gender = 'male' | 'female' | 'unknown';

function genderOf(genre: string): Gender {
  const value = genre.trim().toLowerCase();
  if (['m', 'male', 'man', 'uomo', 'maschio'].includes(value)) return 'male';
  if (['f', 'female', 'woman', 'donna', 'femmina'].includes(value)) return 'female';
  return 'unknown';
}

/** Digits in place of omocodia letters, where digits belong. */
function withDigits(code: string): string {
  const chars = [...code];
  for (const position of DIGIT_POSITIONS) {
    const at = TAX_CODE_OMOCODIA_LETTERS.indexOf(chars[position]!);
    if (at !== -1) chars[position] = String(at);
  }
  return chars.join('');
}

/**
 * Whether `cf` is a well-formed tax code of this person. Every other field must be given; `genre`
 * may be omitted, empty or 'u' (prefer not to say), and then only the first 9 characters (surname,
 * name, year, month) are compared, since the day tells the gender (SPEC §5). Comparison ignores
 * case.
 */
export function isValidTaxCode(input: TaxCodeInput): boolean {
  const { firstName, lastName, genre, birthDay, birthMonth, birthYear, cf } = input;
  if (![firstName, lastName, birthDay, birthMonth, birthYear, cf].every(present)) return false;
  const code = cf!.trim().toUpperCase();
  if (code.length !== TAX_CODE_LENGTH || !TAX_CODE_SHAPE.test(code)) return false;
  if (taxCodeControlCharacter(code) !== code[15]) return false;

  const day = wholeNumber(birthDay);
  const month = wholeNumber(birthMonth);
  const year = wholeNumber(birthYear);
  if (!(day >= 1 && day <= 31 && month >= 1 && month <= 12 && year >= 0)) return false;

  const gender = genderOf(genre ?? '');
  const expected =
    surnameLetters(lastName!) +
    firstNameLetters(firstName!) +
    String(year).padStart(2, '0').slice(-2) +
    TAX_CODE_MONTH_LETTERS[month - 1] +
    String(gender === 'female' ? day + TAX_CODE_FEMALE_DAY_OFFSET : day).padStart(2, '0');
  const compared = gender === 'unknown' ? TAX_CODE_CHARS_COMPARED_WITHOUT_GENDER : expected.length;
  return withDigits(code).slice(0, compared) === expected.slice(0, compared);
}
