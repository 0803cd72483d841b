import { isCardOwner, loyaltyCodeOf, paddedCardNumber } from '@iper/contracts';
import { canOfferUpgrade, groupedCardNumber } from './card-rules';

const owner = { cardNumber: '048812345670', cardType: 'base' as const, canUpgradeToPlus: true };

describe('card numbers', () => {
  it('pads a 12-digit number with a leading 0 to 13 digits', () => {
    expect(paddedCardNumber('048812345670')).toBe('0048812345670');
  });

  it('leaves numbers of other lengths as they are', () => {
    expect(paddedCardNumber('0048812345670')).toBe('0048812345670');
    expect(paddedCardNumber('12345')).toBe('12345');
  });

  it('reads the 12-digit code of a new card counting from the second-to-last digit', () => {
    // The last digit of a new card is its check digit.
    expect(loyaltyCodeOf('0488123456709', 'new')).toBe('048812345670');
    expect(loyaltyCodeOf('99 0488 1234 5670 9', 'new')).toBe('048812345670');
  });

  it('reads the 12-digit code of an old card counting from the last digit', () => {
    expect(loyaltyCodeOf('0200012345678', 'old')).toBe('200012345678');
    expect(loyaltyCodeOf('200012345678', 'old')).toBe('200012345678');
  });

  it('finds no code in too few digits or in letters', () => {
    expect(loyaltyCodeOf('048812345670', 'new')).toBeNull();
    expect(loyaltyCodeOf('20001234567', 'old')).toBeNull();
    expect(loyaltyCodeOf('04881234567A', 'old')).toBeNull();
  });

  it('groups the padded number for reading aloud', () => {
    expect(groupedCardNumber('048812345670')).toBe('0 0488 1234 5670');
  });
});

describe('card owner and upgrade eligibility', () => {
  it('is a card owner with a number and a base, piu or noi type', () => {
    expect(isCardOwner(owner)).toBe(true);
    expect(isCardOwner({ cardNumber: '048812345670', cardType: 'noi' })).toBe(true);
    expect(isCardOwner({ cardNumber: null, cardType: 'base' })).toBe(false);
    expect(isCardOwner({ cardNumber: '048812345670', cardType: null })).toBe(false);
  });

  it('offers the upgrade to Più for a base card that may upgrade', () => {
    expect(canOfferUpgrade(owner)).toBe(true);
  });

  it.each([
    ['a Più card', { ...owner, cardType: 'piu' as const }],
    ['a NOI card', { ...owner, cardType: 'noi' as const }],
    ['a base card that may not upgrade yet', { ...owner, canUpgradeToPlus: false }],
    ['a customer without a card', { ...owner, cardNumber: null }],
    ['a visitor', null],
  ])('does not offer it for %s', (_case, user) => {
    expect(canOfferUpgrade(user)).toBe(false);
  });
});
