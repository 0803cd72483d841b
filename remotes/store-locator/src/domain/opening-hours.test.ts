import {
  isClosedForNow,
  rotatedWeek,
  storesWallClock,
  todayStatus,
  todaysHours,
  upcomingSpecialOpenings,
} from './opening-hours';

const week = [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({
  giorno,
  orario: giorno === 0 ? '' : '08:30-21:00',
}));
/** A pizzeria open late on Friday and Saturday, past midnight. */
const lateWeek = [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({
  giorno,
  orario: giorno === 5 || giorno === 6 ? '18:00-01:00' : giorno === 1 ? '' : '18:00-23:00',
}));

// 23 November 2026 is a Monday; months are 0-based in the Date constructor (local time).
const monday = (hours: number, minutes = 0) => new Date(2026, 10, 23, hours, minutes);

describe('todaysHours', () => {
  it("gives today's opening hours", () => {
    expect(todaysHours({ orari: week }, monday(10))).toBe('08:30-21:00');
  });

  it('gives nothing on a closed day', () => {
    expect(todaysHours({ orari: week }, new Date(2026, 10, 22, 10))).toBeUndefined();
  });
});

describe('rotatedWeek', () => {
  it('rotates opening hours so that today comes first', () => {
    const days = rotatedWeek(week, new Date(2026, 10, 26, 9)); // a Thursday
    expect(days.map((day) => day.name)).toEqual([
      'Giovedì',
      'Venerdì',
      'Sabato',
      'Domenica',
      'Lunedì',
      'Martedì',
      'Mercoledì',
    ]);
    expect(days[0]).toMatchObject({ isToday: true, date: '2026-11-26', orario: '08:30-21:00' });
    expect(days.filter((day) => day.isToday)).toHaveLength(1);
    expect(days[3]).toMatchObject({ giorno: 0, orario: '' });
  });

  it('applies a special opening to its date in the coming week', () => {
    const days = rotatedWeek(week, new Date(2026, 11, 7, 9), [
      { data: '2026-12-08', orario: '09:00-20:00', descrizione: 'Immacolata Concezione' },
    ]);
    expect(days[1]).toMatchObject({
      name: 'Martedì',
      orario: '09:00-20:00',
      special: 'Immacolata Concezione',
    });
    expect(days[0]!.special).toBeUndefined();
  });
});

describe('todayStatus', () => {
  it("gives today's closing time while open", () => {
    expect(todayStatus(week, monday(10))).toEqual({
      state: 'open',
      closingHours: '21:00',
      orario: '08:30-21:00',
    });
  });

  it('says when a store opens later today, with its closing time', () => {
    expect(todayStatus(week, monday(7, 45))).toMatchObject({
      state: 'opens-later',
      opensAt: '08:30',
      closingHours: '21:00',
    });
  });

  it('is closed after closing time, keeping the closing time of the day', () => {
    expect(todayStatus(week, monday(21, 0))).toMatchObject({
      state: 'closed-now',
      closingHours: '21:00',
    });
  });

  it('has no closing time on a closed day', () => {
    expect(todayStatus(week, new Date(2026, 10, 22, 12))).toEqual({
      state: 'closed-today',
      orario: '',
    });
  });

  it('closes after midnight when the hours run past it', () => {
    const friday = new Date(2026, 10, 27, 23, 30);
    expect(todayStatus(lateWeek, friday)).toMatchObject({ state: 'open', closingHours: '01:00' });
  });

  it("keeps last night's hours open until they end after midnight", () => {
    const earlySaturday = new Date(2026, 10, 28, 0, 30);
    expect(todayStatus(lateWeek, earlySaturday)).toMatchObject({
      state: 'open',
      closingHours: '01:00',
    });
    const laterSaturday = new Date(2026, 10, 28, 2, 0);
    expect(todayStatus(lateWeek, laterSaturday)).toMatchObject({
      state: 'opens-later',
      opensAt: '18:00',
    });
  });

  it('is closed all day on a closed day even after a late night before', () => {
    const sundayLate = new Date(2026, 10, 29, 23, 0); // Monday closed follows Sunday 18:00-23:00
    expect(todayStatus(lateWeek, new Date(2026, 10, 30, 12))).toEqual({
      state: 'closed-today',
      orario: '',
    });
    expect(todayStatus(lateWeek, sundayLate)).toMatchObject({
      state: 'closed-now',
      closingHours: '23:00',
    });
  });

  it('follows a special opening: closed on Christmas, whatever the weekday says', () => {
    const christmas = new Date(2026, 11, 25, 10);
    expect(
      todayStatus(week, christmas, [{ data: '2026-12-25', orario: '', descrizione: 'Natale' }]),
    ).toEqual({
      state: 'closed-today',
      orario: '',
    });
  });
});

describe('isClosedForNow', () => {
  it('draws a store as closed after closing time and on a closed day, not while open or before opening', () => {
    expect(isClosedForNow(todayStatus(week, monday(21, 0)))).toBe(true);
    expect(isClosedForNow(todayStatus(week, new Date(2026, 10, 22, 12)))).toBe(true);
    expect(isClosedForNow(todayStatus(week, monday(10)))).toBe(false);
    expect(isClosedForNow(todayStatus(week, monday(7, 45)))).toBe(false);
  });
});

describe('upcomingSpecialOpenings', () => {
  it('keeps the special openings from today on', () => {
    const days = [
      { data: '2026-11-01', orario: '', descrizione: 'Ognissanti' },
      { data: '2026-12-08', orario: '09:00-20:00', descrizione: 'Immacolata Concezione' },
    ];
    expect(upcomingSpecialOpenings(days, monday(9)).map((day) => day.descrizione)).toEqual([
      'Immacolata Concezione',
    ]);
  });
});

describe('the stores wall clock', () => {
  it('reads an instant as Italian time, whatever the time zone of the machine', () => {
    // 23:30 UTC on a Saturday in November is already Sunday 00:30 in Italy (UTC+1).
    const clock = storesWallClock(new Date('2026-11-28T23:30:00Z'));
    expect([clock.getDay(), clock.getHours(), clock.getMinutes()]).toEqual([0, 0, 30]);
    // In summer Italy is UTC+2.
    expect(storesWallClock(new Date('2026-07-01T06:15:00Z')).getHours()).toBe(8);
  });
});
