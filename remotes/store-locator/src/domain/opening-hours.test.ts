import { todaysHours } from './opening-hours';

const week = [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({ giorno, orario: giorno === 0 ? '' : '08:30-21:00' }));

describe('todaysHours', () => {
  it("gives today's opening hours", () => {
    expect(todaysHours({ orari: week }, new Date('2026-11-23T10:00:00'))).toBe('08:30-21:00');
  });

  it('gives nothing on a closed day', () => {
    expect(todaysHours({ orari: week }, new Date('2026-11-22T10:00:00'))).toBeUndefined();
  });
});
