import { isCardOwner, paddedCardNumber, type User } from '@iper/contracts';

// The card's name, target and padded number are @iper/contracts' (loyalty-values.ts), shared with
// the account remote and the server; what is here is the loyalty pages' own.

/** SPEC §4: the upgrade to Più is offered only for a base card whose customer may upgrade. */
export function canOfferUpgrade(
  user: Pick<User, 'cardNumber' | 'cardType' | 'canUpgradeToPlus'> | null | undefined,
): boolean {
  return isCardOwner(user) && user?.cardType === 'base' && user.canUpgradeToPlus === true;
}

/** "0 4881 2345 6700"-style groups make a number easy to read out at the till. */
export function groupedCardNumber(number: string): string {
  const padded = paddedCardNumber(number);
  return padded.length === 13
    ? `${padded.slice(0, 1)} ${padded.slice(1, 5)} ${padded.slice(5, 9)} ${padded.slice(9)}`
    : padded;
}
