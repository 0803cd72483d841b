import { formatGiftCardNumber } from '@iper/contracts';
import { GIFT_CARD_FORMAT_ERROR, giftCardNumberProblem, parseGiftCardNumber } from './gift-card';

describe('gift card numbers', () => {
  it.each([
    ['(21)8033120000012345678', 'as printed'],
    ['(21) 8033 1200 0001 2345 678', 'with spaces'],
    ['218033120000012345678', 'as a scanner reads it'],
    ['8033120000012345678', 'as 19 digits'],
    ['8033-1200-0001-2345-678', 'with dashes'],
  ])('reads a new card %s (%s)', (input) => {
    expect(parseGiftCardNumber(input)).toEqual({ kind: 'new', digits: '8033120000012345678' });
  });

  it('reads an old card of 12 digits', () => {
    expect(parseGiftCardNumber('4000 1234 5678')).toEqual({ kind: 'old', digits: '400012345678' });
  });

  it.each([
    '803312000001234567',
    '80331200000123456789',
    '4000123456789',
    '(22)8033120000012345678',
    '(21)803312000001234567A',
    '',
  ])('refuses %p', (input) => {
    expect(parseGiftCardNumber(input)).toBeNull();
    expect(giftCardNumberProblem(input)).toBe(GIFT_CARD_FORMAT_ERROR);
  });

  it('writes the number back in groups of four, with (21) for a new card', () => {
    expect(formatGiftCardNumber({ kind: 'new', digits: '8033120000012345678' })).toBe(
      '(21) 8033 1200 0001 2345 678',
    );
    expect(formatGiftCardNumber({ kind: 'old', digits: '400012345678' })).toBe('4000 1234 5678');
  });
});
