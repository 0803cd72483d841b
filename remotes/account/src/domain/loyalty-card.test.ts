import { displayCardNumber, pointsProgress } from './loyalty-card';

describe('the loyalty card', () => {
  it('shows a 12-digit card number zero-padded to 13 digits', () => {
    expect(displayCardNumber('048812345670')).toBe('0048812345670');
    expect(displayCardNumber('0048812345670')).toBe('0048812345670');
  });

  it('measures the points toward the target of 200', () => {
    expect(pointsProgress(145)).toEqual({ current: 145, target: 200, percent: 73, missing: 55, reached: false });
    expect(pointsProgress(230)).toEqual({ current: 230, target: 200, percent: 100, missing: 0, reached: true });
    expect(pointsProgress(-5).current).toBe(0);
  });
});
