import { CardTypeSchema } from './account';
import {
  CARD_NAMES,
  CARD_TARGET_AMOUNT,
  CARD_TYPES,
  paddedCardNumber,
  spendProgress,
} from './loyalty-values';

// The card's rules live here once: the account and loyalty remotes and the server import them.
describe('the loyalty card rules', () => {
  it('unlocks Più at 200 euro of spend (SPEC §9)', () => {
    expect(CARD_TARGET_AMOUNT).toBe(200);
  });

  it('names every card type the contracts accept', () => {
    expect(CardTypeSchema.options).toEqual([...CARD_TYPES]);
    expect(Object.keys(CARD_NAMES).sort()).toEqual([...CARD_TYPES].sort());
    expect(CARD_NAMES).toEqual({
      base: 'Carta Vantaggi',
      piu: 'Carta Vantaggi Più',
      noi: 'Carta NOI',
    });
  });

  it('shows a 12-digit card number zero-padded to 13 digits', () => {
    expect(paddedCardNumber('048812345670')).toBe('0048812345670');
    expect(paddedCardNumber('0048812345670')).toBe('0048812345670');
    expect(paddedCardNumber('12345')).toBe('12345');
  });

  it('measures the spend toward the target, never below zero nor above 100%', () => {
    expect(spendProgress(145)).toEqual({
      current: 145,
      target: 200,
      percent: 73,
      remaining: 55,
      reached: false,
    });
    expect(spendProgress(230)).toEqual({
      current: 230,
      target: 200,
      percent: 100,
      remaining: 0,
      reached: true,
    });
    expect(spendProgress(200)).toMatchObject({ remaining: 0, reached: true, percent: 100 });
    expect(spendProgress(312)).toMatchObject({ remaining: 0, percent: 100 });
    expect(spendProgress(199.9)).toMatchObject({ current: 199, reached: false });
    expect(spendProgress(-5)).toMatchObject({ current: 0, remaining: 200, percent: 0 });
  });
});
