import type { OpeningDay, SpecialOpening, Store } from '@iper/contracts';
import { onFirstUse } from '@iper/design-system';
import { SITE_TIME_ZONE } from '@iper/i18n';

export const WEEKDAY_NAMES = [
  'Domenica',
  'Lunedì',
  'Martedì',
  'Mercoledì',
  'Giovedì',
  'Venerdì',
  'Sabato',
] as const;

/** Where the stores are: their hours are this time zone's, whoever looks and wherever it renders. */
export const STORES_TIME_ZONE = SITE_TIME_ZONE;

const storesClock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: STORES_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

/**
 * The stores' wall clock at an instant, as a Date whose local fields (day, hours...) read it: a
 * visitor in New York and the server in UTC see an Italian store open or closed alike, and the
 * server's HTML is the browser's.
 */
export function storesWallClock(instant: Date): Date {
  const parts = Object.fromEntries(
    storesClock()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return new Date(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

/** Today's opening hours of a store ('08:30-21:00'), or undefined when it is closed today. */
export function todaysHours(store: Pick<Store, 'orari'>, today: Date): string | undefined {
  const day = store.orari.find((entry) => entry.giorno === today.getDay());
  return day?.orario || undefined;
}

/** The local date of a Date as YYYY-MM-DD (special openings are keyed by it). */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** 'HH:MM' → minutes after midnight. */
function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

export interface Interval {
  opens: string;
  closes: string;
  /** Closes after midnight, on the next day ('18:00-01:00'). */
  overnight: boolean;
}

export function parseHours(orario: string): Interval | undefined {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(orario);
  if (!match) return undefined;
  const [, opens = '', closes = ''] = match;
  return { opens, closes, overnight: minutes(closes) <= minutes(opens) };
}

/** One day of the week as a store shows it. */
export interface DayHours {
  giorno: number;
  /** 'Lunedì'… */
  name: string;
  /** The day's date, YYYY-MM-DD (the coming seven days, today first). */
  date: string;
  /** 'from-to', or '' when closed. */
  orario: string;
  isToday: boolean;
  /** Set when a special opening replaces the usual hours (a holiday's name). */
  special?: string;
}

/** The hours of a date: a special opening on that date wins over the usual weekday. */
function hoursOn(
  date: Date,
  orari: OpeningDay[],
  specials: SpecialOpening[] = [],
): { orario: string; special?: string } {
  const iso = localIsoDate(date);
  const special = specials.find((day) => day.data === iso);
  if (special) return { orario: special.orario, special: special.descrizione };
  return { orario: orari.find((entry) => entry.giorno === date.getDay())?.orario ?? '' };
}

/**
 * SPEC §3 Store card `hours`: the seven days rotated so that today comes first, each with its date
 * in the coming week, holidays applied.
 */
export function rotatedWeek(
  orari: OpeningDay[],
  now: Date,
  specials: SpecialOpening[] = [],
): DayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((offset) => {
    const date = addDays(now, offset);
    const hours = hoursOn(date, orari, specials);
    return {
      giorno: date.getDay(),
      name: WEEKDAY_NAMES[date.getDay()]!,
      date: localIsoDate(date),
      orario: hours.orario,
      isToday: offset === 0,
      ...(hours.special ? { special: hours.special } : {}),
    };
  });
}

export type OpeningState = 'open' | 'opens-later' | 'closed-now' | 'closed-today';

export interface TodayStatus {
  state: OpeningState;
  /** SPEC §3 `closingHours`: when the store closes today ('21:00'), if it opens today at all. */
  closingHours?: string;
  /** Today's hours ('08:30-21:00'), '' when closed all day. */
  orario: string;
  opensAt?: string;
}

/**
 * Where the store stands now. Hours that run past midnight belong to the day they start: at 00:30
 * on Saturday a pizzeria open '18:00-01:00' on Friday is open, closing at 01:00.
 */
export function todayStatus(
  orari: OpeningDay[],
  now: Date,
  specials: SpecialOpening[] = [],
): TodayStatus {
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  const yesterday = parseHours(hoursOn(addDays(now, -1), orari, specials).orario);
  const today = hoursOn(now, orari, specials).orario;
  if (yesterday?.overnight && nowMinutes < minutes(yesterday.closes)) {
    return { state: 'open', closingHours: yesterday.closes, orario: today };
  }
  const interval = parseHours(today);
  if (!interval) return { state: 'closed-today', orario: '' };
  const opens = minutes(interval.opens);
  const closes = minutes(interval.closes);
  if (nowMinutes < opens)
    return {
      state: 'opens-later',
      closingHours: interval.closes,
      orario: today,
      opensAt: interval.opens,
    };
  if (interval.overnight || nowMinutes < closes)
    return { state: 'open', closingHours: interval.closes, orario: today };
  return { state: 'closed-now', closingHours: interval.closes, orario: today };
}

/**
 * Whether today's status line is drawn as closed (red): closed now or all day. A store that opens
 * later today still reads as good news; one that has closed for the day does not, though it keeps
 * the day's closing time.
 */
export function isClosedForNow(status: TodayStatus): boolean {
  return status.state === 'closed-now' || status.state === 'closed-today';
}

/** The special openings from today on (the server already drops past ones; a cached list may not). */
export function upcomingSpecialOpenings(
  specials: SpecialOpening[] = [],
  now: Date,
  limit = 6,
): SpecialOpening[] {
  const today = localIsoDate(now);
  return specials.filter((day) => day.data >= today).slice(0, limit);
}
