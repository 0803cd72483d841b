import {
  compareItalian,
  formatDate,
  siteCalendarDay,
  calendarDayInstant,
  formatDistance,
  formatPrice,
  formatTime,
  formatTimeRange,
} from './format';

describe('Italian formats', () => {
  it('shows prices as 1,99 € with a no-break space', () => {
    expect(formatPrice(1.99)).toBe('1,99\u00a0€');
    expect(formatPrice(1234.5)).toBe('1234,50\u00a0€');
    expect(formatPrice(0)).toBe('0,00\u00a0€');
  });

  it('shows dates as 22/11/2026, calendar days unmoved by time zones', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate(new Date('2026-11-22T23:30:00Z'))).toBe('23/11/2026'); // already the 23rd in Rome
    expect(formatDate('not a date')).toBe('');
  });

  it("takes an instant's day in Italy, not in UTC", () => {
    expect(siteCalendarDay(new Date('2026-11-19T23:30:00Z'))).toBe('2026-11-20');
    expect(siteCalendarDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01'); // summer time
  });

  it('shows a calendar day from the API on that day in Italy, whatever the device’s time zone', () => {
    expect(siteCalendarDay(calendarDayInstant('2026-11-20'))).toBe('2026-11-20');
    expect(siteCalendarDay(calendarDayInstant('2026-07-01'))).toBe('2026-07-01');
    expect(formatDate(calendarDayInstant('2026-11-20'))).toBe('20/11/2026');
  });

  it('shows times and opening hours as 08:30-21:00', () => {
    expect(formatTime('8:30')).toBe('08:30');
    expect(formatTime('8.30')).toBe('08:30');
    expect(formatTime('21')).toBe('21:00');
    expect(formatTime(new Date('2026-07-01T06:30:00Z'))).toBe('08:30');
    expect(formatTimeRange('8:30', '21:00')).toBe('08:30-21:00');
    expect(formatTimeRange('8.30 - 21')).toBe('08:30-21:00');
    expect(formatTimeRange('Chiuso')).toBe('Chiuso');
  });

  it('shows distances in m under a kilometre and in km above', () => {
    expect(formatDistance(849.6)).toBe('850 m');
    expect(formatDistance(1000)).toBe('1 km');
    expect(formatDistance(12_345)).toBe('12,3 km');
  });

  it('orders names as an Italian reader expects, accents beside their letter', () => {
    expect(['Zola Predosa', 'Éboli', 'arese', 'Arese', 'Bergamo'].sort(compareItalian)).toEqual([
      'arese',
      'Arese',
      'Bergamo',
      'Éboli',
      'Zola Predosa',
    ]);
  });
});
