import { FLYER_START_WEEKDAY, FLYER_WEEK_DAYS } from '@iper/contracts';
import { addDays } from '../loyalty/loyalty-dates';

export { addDays, romeToday } from '../loyalty/loyalty-dates';

/** The first day (a Thursday) of the flyer week holding `day`. */
export function flyerWeekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday - FLYER_START_WEEKDAY + 7) % 7));
}

/** The last day of the flyer week starting on `validFrom` (inclusive). */
export function flyerWeekEnd(validFrom: string): string {
  return addDays(validFrom, FLYER_WEEK_DAYS - 1);
}

/** Weeks since 1970-01-01 of a week's first day: the same week always shows the same edition. */
export function weekNumber(validFrom: string): number {
  return Math.floor(Date.parse(`${validFrom}T00:00:00Z`) / (FLYER_WEEK_DAYS * 86_400_000));
}

/** 22/11/2026, as Italians write it. */
export function italianDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
