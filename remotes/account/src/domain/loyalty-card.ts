import type { CardType } from '@iper/contracts';
import baseCard from '../assets/card-base.svg';
import noiCard from '../assets/card-noi.svg';
import piuCard from '../assets/card-piu.svg';

/** SPEC §9: the points a base card collects to unlock Più. */
export const CARD_TARGET_AMOUNT = 200;

/** SPEC §9: a 12-digit card number is shown with a leading 0 (13 digits). */
export function displayCardNumber(number: string): string {
  return /^\d{12}$/.test(number) ? `0${number}` : number;
}

export const CARD_IMAGES: Record<CardType, string> = { base: baseCard, piu: piuCard, noi: noiCard };

export const CARD_NAMES: Record<CardType, string> = {
  base: 'Carta Vantaggi',
  piu: 'Carta Vantaggi Più',
  noi: 'Carta NOI',
};

export interface PointsProgress {
  current: number;
  target: number;
  /** 0-100, for the progress bar. */
  percent: number;
  missing: number;
  reached: boolean;
}

export function pointsProgress(current: number, target = CARD_TARGET_AMOUNT): PointsProgress {
  const safe = Math.max(0, current);
  return {
    current: safe,
    target,
    percent: Math.min(100, Math.round((safe / target) * 100)),
    missing: Math.max(0, target - safe),
    reached: safe >= target,
  };
}
