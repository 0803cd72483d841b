/**
 * Italian formats used across the site (ARCHITECTURE: 1,99 €, 22/11/2026, 08:30-21:00). Dates and
 * times are shown in Italy's time zone whatever the visitor's device says. Intl puts a no-break
 * space between amount and unit ('1,99\u00a0€'), so a price never wraps across lines.
 */
import { SITE_TIME_ZONE as TIME_ZONE } from '@iper/i18n';

/**
 * Formatters are built on first use, not when the module loads: building one costs main-thread
 * time (the page's first of a kind also loads the locale's data: 15–25 ms here, four times that on
 * a phone), and at load they cost every page's start-up, formatted or not. Any module that keeps an
 * Intl formatter builds it through this.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const priceFormat = onFirstUse(
  () => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }),
);
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const timeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
);
const calendarDayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);
const numberFormat = onFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }));
const italianCollator = onFirstUse(() => new Intl.Collator('it'));

/** The day an instant falls on in Italy, as 'YYYY-MM-DD' (23:30 UTC on the 19th is the 20th). */
export function siteCalendarDay(instant: Date): string {
  return calendarDayFormat().format(instant);
}

/** 1.99 → '1,99 €'. */
export function formatPrice(value: number): string {
  return priceFormat().format(value);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string | number): Date {
  if (typeof value === 'string') {
    // '2026-11-22' is a calendar day, not midnight UTC: read it at noon so no time zone moves it.
    const day = DATE_ONLY.exec(value);
    if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12));
  }
  return value instanceof Date ? value : new Date(value);
}

/**
 * A calendar day as the API sends it ('YYYY-MM-DD': a publication, an expiry, an opening day) as
 * an instant on that day in Italy: noon UTC is 13:00 or 14:00 there. Read as the device's local
 * noon, a phone far east of Italy would show the day before, and disagree with the server's HTML.
 */
export function calendarDayInstant(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** A date as '22/11/2026'; an invalid date gives ''. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

const CLOCK = /^(\d{1,2})(?:[:.](\d{2}))?$/;

/** '8:30', '8.30', '8' or a Date → '08:30'; anything else is returned trimmed, as it came. */
export function formatTime(value: Date | string): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : timeFormat().format(value);
  const clock = CLOCK.exec(value.trim());
  if (!clock) return value.trim();
  return `${clock[1]!.padStart(2, '0')}:${clock[2] ?? '00'}`;
}

/** Opening hours as '08:30-21:00', from two times or from a 'from-to' text such as '8.30 - 21'. */
export function formatTimeRange(from: Date | string, to?: Date | string): string {
  if (to === undefined && typeof from === 'string') {
    const [start, end] = from.split(/\s*[-–]\s*/);
    return end === undefined ? formatTime(from) : `${formatTime(start!)}-${formatTime(end)}`;
  }
  return `${formatTime(from)}-${formatTime(to ?? '')}`;
}

/** A distance in metres as '850 m' under a kilometre, '1,2 km' from there (SPEC §3). */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${numberFormat().format(metres / 1000)} km`;
}

/**
 * Orders texts as an Italian reader expects (accented letters beside their letter), for
 * `array.sort`. One collator for every comparison: `a.localeCompare(b, 'it')` resolves the locale
 * on each call, ~14 times slower on a list of 40 stores.
 */
export function compareItalian(a: string, b: string): number {
  return italianCollator().compare(a, b);
}
