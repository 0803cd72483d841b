import type { SpecialOpening } from '@iper/contracts';

// The chain's holiday calendar: the Italian public holidays of this year and the next with the
// hours the stores keep on them, and the Christmas Sundays of the stores closed on Sundays. The
// stores' seed puts it on every store; a test checks the dates (Easter moves every year).

/** Weekly hours of a store: the shape of its week, Monday to Saturday and Sunday. */
export type HoursProfile = 'standard' | 'late' | 'sundayClosed' | 'sundayMorning';

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Sunday (Gregorian calendar; the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const HOLIDAY_HOURS = '09:00-20:00';
const EVE_HOURS = '08:30-18:00';

/** The holidays of a year with the chain's hours on them ('' = closed). */
function holidays(year: number): SpecialOpening[] {
  const easter = easterSunday(year);
  const easterDate = new Date(Date.UTC(year, easter.month - 1, easter.day));
  const easterMonday = new Date(easterDate.getTime() + 86_400_000);
  return [
    { data: isoDate(year, 1, 1), orario: '', descrizione: 'Capodanno' },
    { data: isoDate(year, 1, 6), orario: HOLIDAY_HOURS, descrizione: 'Epifania' },
    { data: isoDate(year, easter.month, easter.day), orario: '', descrizione: 'Pasqua' },
    {
      data: isoDate(year, easterMonday.getUTCMonth() + 1, easterMonday.getUTCDate()),
      orario: HOLIDAY_HOURS,
      descrizione: "Lunedì dell'Angelo",
    },
    { data: isoDate(year, 4, 25), orario: HOLIDAY_HOURS, descrizione: 'Festa della Liberazione' },
    { data: isoDate(year, 5, 1), orario: '', descrizione: 'Festa dei Lavoratori' },
    { data: isoDate(year, 6, 2), orario: HOLIDAY_HOURS, descrizione: 'Festa della Repubblica' },
    { data: isoDate(year, 8, 15), orario: HOLIDAY_HOURS, descrizione: 'Ferragosto' },
    { data: isoDate(year, 11, 1), orario: HOLIDAY_HOURS, descrizione: 'Ognissanti' },
    { data: isoDate(year, 12, 8), orario: HOLIDAY_HOURS, descrizione: 'Immacolata Concezione' },
    { data: isoDate(year, 12, 24), orario: EVE_HOURS, descrizione: 'Vigilia di Natale' },
    { data: isoDate(year, 12, 25), orario: '', descrizione: 'Natale' },
    { data: isoDate(year, 12, 26), orario: HOLIDAY_HOURS, descrizione: 'Santo Stefano' },
    { data: isoDate(year, 12, 31), orario: EVE_HOURS, descrizione: 'San Silvestro' },
  ];
}

/** Stores closed on Sundays open on the last two Sundays before Christmas. */
function christmasSundays(year: number): SpecialOpening[] {
  const sundays: SpecialOpening[] = [];
  for (let day = 24; day >= 10 && sundays.length < 2; day--) {
    if (new Date(Date.UTC(year, 11, day)).getUTCDay() === 0) {
      sundays.push({
        data: isoDate(year, 12, day),
        orario: HOLIDAY_HOURS,
        descrizione: 'Apertura domenicale di Natale',
      });
    }
  }
  return sundays;
}

export function specialOpenings(profile: HoursProfile, now: Date = new Date()): SpecialOpening[] {
  const year = now.getFullYear();
  const days = [year, year + 1].flatMap((y) => [
    ...holidays(y),
    ...(profile === 'sundayClosed' ? christmasSundays(y) : []),
  ]);
  return days.sort((a, b) => a.data.localeCompare(b.data));
}
