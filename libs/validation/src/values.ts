/** Helpers the rules share to read form values the same way everywhere. */

/**
 * FormKit's notion of empty: undefined, null, '', an empty array or an object without keys.
 * Numbers and booleans are never empty (false is an answer); a Date is a value.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return false;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * A number from a value typed in a field: numbers as they are, strings such as '5', ' 5 ', '1.5'
 * or '1e3'; blank strings and anything else are NaN (unlike `Number('')`, which is 0).
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** The text of a value for the string rules: strings (NFC), finite numbers as written. */
export function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.normalize('NFC');
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ITALIAN_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function localDate(year: number, month: number, day: number): number {
  const date = new Date(year, month - 1, day);
  // new Date(2026, 1, 31) rolls over to March: a day that does not exist is no date.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date.getTime()
    : Number.NaN;
}

/**
 * A timestamp from a date value: a Date, a timestamp, 'YYYY-MM-DD' or the Italian 'DD/MM/YYYY'
 * (both at local midnight, so they compare with each other), or any string Date.parse reads.
 */
export function toTimestamp(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return localDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const italian = ITALIAN_DATE.exec(text);
  if (italian) return localDate(Number(italian[3]), Number(italian[2]), Number(italian[1]));
  return Date.parse(text);
}
