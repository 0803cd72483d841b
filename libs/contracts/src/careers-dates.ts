// The application's dates: the 18-month window of a previous selection and the date of birth.

/** SPEC §9: previous selection processes count within the last 18 months. */
export const SELECTION_HISTORY_MONTHS = 18;

/** A month as a running number (year × 12 + month − 1), so months can be subtracted. */
export function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

export type SelectionWindowCheck = 'within' | 'too-old' | 'future';

/**
 * Where a previous selection process (its month) falls against the 18-month window of SPEC §9,
 * counted back from this month in Italy: this month and the 18 before it are within.
 */
export function selectionWindowCheck(
  year: number,
  month: number,
  today: Date = new Date(),
): SelectionWindowCheck {
  const [thisYear, thisMonth] = italianYearMonth(today);
  const months = monthIndex(thisYear, thisMonth) - monthIndex(year, month);
  if (months < 0) return 'future';
  return months <= SELECTION_HISTORY_MONTHS ? 'within' : 'too-old';
}

/** The earliest month (year, month) of the window, for the form's choices. */
export function selectionWindowStart(today: Date = new Date()): { year: number; month: number } {
  const [thisYear, thisMonth] = italianYearMonth(today);
  const index = monthIndex(thisYear, thisMonth) - SELECTION_HISTORY_MONTHS;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Year and month (1-12) of a moment in Italy's time zone. */
export function italianYearMonth(moment: Date): [number, number] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
  })
    .format(moment)
    .split('-')
    .map(Number);
  return [year!, month!];
}

/** Italian law: work from 16 years of age. */
export const MIN_WORKING_AGE = 16;

/** What is wrong with a date of birth, or undefined: it must exist and be 16 years ago or more. */
export function birthDateIssue(
  year: number,
  month: number,
  day: number,
  today: Date = new Date(),
): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return 'Questa data non esiste: controlla giorno e mese.';
  }
  const [thisYear, thisMonth] = italianYearMonth(today);
  const thisDay = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', day: '2-digit' }).format(today),
  );
  const hadBirthday = thisMonth > month || (thisMonth === month && thisDay >= day);
  const age = thisYear - year - (hadBirthday ? 0 : 1);
  if (age < MIN_WORKING_AGE) return `Devi avere almeno ${MIN_WORKING_AGE} anni.`;
  return undefined;
}

export const SELECTION_TOO_OLD_MESSAGE = `Indica una selezione degli ultimi ${SELECTION_HISTORY_MONTHS} mesi: se è stata prima, rispondi «No».`;

export const DATE_IN_FUTURE_MESSAGE = 'La data non può essere nel futuro.';
