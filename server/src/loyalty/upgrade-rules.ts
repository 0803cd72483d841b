import { DIGITAL_CARD_PREFIX, UPGRADE_ERROR_CODES, type UpgradeCaseId } from '@iper/contracts';

export interface UpgradeCandidate {
  number: string;
  type: 'base' | 'piu' | 'noi';
  status: 'active' | 'blocked';
  is_old: boolean;
  can_upgrade: boolean;
}

export interface UpgradeRefusal {
  errorCode: (typeof UPGRADE_ERROR_CODES)[keyof typeof UPGRADE_ERROR_CODES];
  errorMessage: string;
}

/**
 * SPEC §4, §6: only a base card whose customer may upgrade (canUpgradeToPlus: the spend target is
 * met) becomes Più, and a blocked card never does. Null when the upgrade may go ahead.
 */
export function upgradeRefusal(card: UpgradeCandidate | undefined): UpgradeRefusal | null {
  if (!card)
    return {
      errorCode: UPGRADE_ERROR_CODES.noCard,
      errorMessage: 'Nessuna Carta Vantaggi collegata all’account.',
    };
  if (card.type !== 'base')
    return {
      errorCode: UPGRADE_ERROR_CODES.notBase,
      errorMessage: 'La carta non è una Carta Vantaggi base.',
    };
  if (card.status === 'blocked')
    return {
      errorCode: UPGRADE_ERROR_CODES.blocked,
      errorMessage: 'La Carta Vantaggi è bloccata.',
    };
  if (!card.can_upgrade) {
    return {
      errorCode: UPGRADE_ERROR_CODES.notEligible,
      errorMessage: 'La spesa necessaria per passare a Più non è ancora stata raggiunta.',
    };
  }
  return null;
}

/**
 * Which of SPEC §4's success cases an upgrade is:
 * - 6: an old card: it is replaced by a new digital Più card, with a new number;
 * - 2: a physical base card: the customer gets a new digital Più card number;
 * - 5: a digital base card: it keeps its number and becomes Più, so the bonus salvadanaio now
 *   accrues on all participating products.
 */
export function upgradeCaseOf(card: Pick<UpgradeCandidate, 'number' | 'is_old'>): UpgradeCaseId {
  if (card.is_old) return '6';
  return card.number.startsWith(DIGITAL_CARD_PREFIX) ? '5' : '2';
}
