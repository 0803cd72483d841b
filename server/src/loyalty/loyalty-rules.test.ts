import { UPGRADE_ERROR_CODES } from '@iper/contracts';
import { addDays, addMonths, romeToday } from './loyalty-dates';
import { upgradeCaseOf, upgradeRefusal, type UpgradeCandidate } from './upgrade-rules';

const BASE: UpgradeCandidate = {
  number: '027700123456',
  type: 'base',
  status: 'active',
  is_old: false,
  can_upgrade: true,
};

describe('upgrade eligibility', () => {
  it('lets an active base card that may upgrade go ahead', () => {
    expect(upgradeRefusal(BASE)).toBeNull();
  });

  it.each([
    ['no card', undefined, UPGRADE_ERROR_CODES.noCard],
    ['a Più card', { ...BASE, type: 'piu' as const }, UPGRADE_ERROR_CODES.notBase],
    ['a NOI card', { ...BASE, type: 'noi' as const }, UPGRADE_ERROR_CODES.notBase],
    ['a blocked card', { ...BASE, status: 'blocked' as const }, UPGRADE_ERROR_CODES.blocked],
    [
      'a card below the spend target',
      { ...BASE, can_upgrade: false },
      UPGRADE_ERROR_CODES.notEligible,
    ],
  ])('refuses %s', (_case, card, code) => {
    expect(upgradeRefusal(card)?.errorCode).toBe(code);
  });
});

describe('upgrade cases', () => {
  it('is case 6 for an old card', () =>
    expect(upgradeCaseOf({ number: '300045678912', is_old: true })).toBe('6'));
  it('is case 5 for a digital card, which keeps its number', () =>
    expect(upgradeCaseOf({ number: '048812345694', is_old: false })).toBe('5'));
  it('is case 2 for a physical card', () =>
    expect(upgradeCaseOf({ number: '027700123456', is_old: false })).toBe('2'));
});

describe('Italian calendar days', () => {
  it('takes the date in Rome, not in UTC', () => {
    expect(romeToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(romeToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds 24 months, keeping the day or the last day of a shorter month', () => {
    expect(addMonths('2026-05-14', 24)).toBe('2028-05-14');
    expect(addMonths('2026-02-28', 24)).toBe('2028-02-28');
    expect(addMonths('2024-02-29', 24)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});
