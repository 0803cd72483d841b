import { CARD_TARGET_AMOUNT, isCardOwner, paddedCardNumber, type CardType, type User } from '@iper/contracts';

export { CARD_TARGET_AMOUNT, isCardOwner, paddedCardNumber };

export const CARD_NAMES: Record<CardType, string> = {
  base: 'Carta Vantaggi',
  piu: 'Carta Vantaggi Più',
  noi: 'Carta NOI',
};

/** SPEC §4: the upgrade to Più is offered only for a base card whose customer may upgrade. */
export function canOfferUpgrade(user: Pick<User, 'cardNumber' | 'cardType' | 'canUpgradeToPlus'> | null | undefined): boolean {
  return isCardOwner(user) && user?.cardType === 'base' && user.canUpgradeToPlus === true;
}

export interface SpendProgress {
  current: number;
  target: number;
  /** 0-100, for the progress bar. */
  percent: number;
  /** Euro (points) still to spend to unlock Più. */
  remaining: number;
  reached: boolean;
}

/** Points (one per euro spent) towards the target of 200 that unlocks Più (SPEC §3, §9). */
export function spendProgress(current: number, target: number = CARD_TARGET_AMOUNT): SpendProgress {
  const safe = Math.max(0, Math.floor(current));
  return {
    current: safe,
    target,
    percent: Math.min(100, Math.round((safe / target) * 100)),
    remaining: Math.max(0, target - safe),
    reached: safe >= target,
  };
}

/** "0 4881 2345 6700"-style groups make a number easy to read out at the till. */
export function groupedCardNumber(number: string): string {
  const padded = paddedCardNumber(number);
  return padded.length === 13 ? `${padded.slice(0, 1)} ${padded.slice(1, 5)} ${padded.slice(5, 9)} ${padded.slice(9)}` : padded;
}
