// Loyalty values and rules the browser needs (no zod): importing them never bundles a schema.

/** SPEC §9: the spend (1 point per euro) a base card collects to unlock Più. */
export const CARD_TARGET_AMOUNT = 200;

/** SPEC §3: the loyalty code has 12 digits. */
export const LOYALTY_CODE_LENGTH = 12;

/** SPEC §9: a 12-digit card number is shown and scanned with a leading 0, as 13 digits. */
export const PADDED_CARD_NUMBER_LENGTH = 13;

/** SPEC §9: the colours of the old Più cards. */
export const OLD_PIU_CARD_COLORS = [
  'viola',
  'blu',
  'verde',
  'arancione',
  'rossa',
  'azzurra',
  'gialla',
] as const;

export type OldPiuCardColor = (typeof OLD_PIU_CARD_COLORS)[number];

/** New digital cards are numbered in the 04 range (the account module issues them too). */
export const DIGITAL_CARD_PREFIX = '04';

/** SPEC §9: the card number with a leading 0 when it has 12 digits; other numbers as they are. */
export function paddedCardNumber(number: string): string {
  return /^\d{12}$/.test(number) ? `0${number}` : number;
}

/** The three card types (SPEC §9); account.ts's zod enum is built from this list. */
export const CARD_TYPES = ['base', 'piu', 'noi'] as const;

export type CardTypeName = (typeof CARD_TYPES)[number];

/** SPEC §9: each card's name, as the customer reads it on the card, the site and the receipts. */
export const CARD_NAMES: Record<CardTypeName, string> = {
  base: 'Carta Vantaggi',
  piu: 'Carta Vantaggi Più',
  noi: 'Carta NOI',
};

export interface SpendProgress {
  current: number;
  target: number;
  /** 0-100, for the progress bar. */
  percent: number;
  /** Euro (points) still to spend to unlock Più. */
  remaining: number;
  reached: boolean;
}

/** Points (one per euro spent) towards the target that unlocks Più (SPEC §3, §9). */
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

export type PrintedCardKind = 'new' | 'old';

/**
 * SPEC §3: the 12-digit loyalty code inside the number printed (or scanned) on a card. On a new
 * card the last digit is a check digit, so the code is the 12 digits counted leftwards from the
 * second-to-last; on an old card it is the last 12 digits. Spaces and dashes are ignored; null when
 * there are not enough digits.
 */
export function loyaltyCodeOf(printed: string, kind: PrintedCardKind): string | null {
  const digits = printed.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const end = kind === 'new' ? digits.length - 1 : digits.length;
  if (end < LOYALTY_CODE_LENGTH) return null;
  return digits.slice(end - LOYALTY_CODE_LENGTH, end);
}

export const UPGRADE_CASE_IDS = ['2', '5', '6'] as const;

export type UpgradeCaseId = (typeof UPGRADE_CASE_IDS)[number];

/**
 * Why an upgrade was refused (never '0'). The client shows SPEC §8's general error for all of
 * them; the codes tell support and logs apart.
 */
export const UPGRADE_ERROR_CODES = {
  noCard: '101',
  notBase: '102',
  notEligible: '103',
  blocked: '104',
} as const;

/**
 * SPEC §8: the number the success message shows: zero-padded to 13 when it has 12 digits, except
 * in case 5, where the customer keeps the card they know.
 */
export function upgradeMessageCardNumber(caseId: UpgradeCaseId, number: string): string {
  return caseId === '5' ? number : paddedCardNumber(number);
}

/** SPEC §5, §9: at most ten saved coupons. */
export const COUPON_SAVED_MAX = 10;

/** A coupon expiring within this many days (today included) shows a warning (SPEC §4). */
export const COUPON_EXPIRING_SOON_DAYS = 3;

/** SPEC §8. */
export const COUPON_LIMIT_MESSAGE = 'Hai raggiunto il limite di dieci coupon salvabili';

export const GIFT_CARD_DENOMINATIONS_EURO = [25, 50, 100, 150] as const;

export const GIFT_CARD_VALIDITY_MONTHS = 24;

/** A new card's number: the application identifier (21) then 19 digits. */
export const GIFT_CARD_NEW_PREFIX = '(21)';

export const GIFT_CARD_NEW_DIGITS = 19;

export const GIFT_CARD_OLD_DIGITS = 12;

/** SPEC §8. */
export const GIFT_CARD_READ_ERROR =
  'Qualcosa è andato storto durante la lettura della tua Gift Card. Riprova più tardi.';

export const GIFT_CARD_FORMAT_ERROR =
  'Inserisci il numero della Gift Card: 19 cifre dopo (21) per le carte nuove, 12 cifre per le carte vecchie.';

export interface GiftCardNumber {
  kind: PrintedCardKind;
  /** 19 digits for a new card (without the 21), 12 for an old one. */
  digits: string;
}

/**
 * The gift card numbers accepted (SPEC §9), once spaces, dots and dashes are removed:
 * - new card: "(21)" and 19 digits, as printed; or "21" and 19 digits (21 digits, as a barcode
 *   scanner reads it); or the 19 digits alone;
 * - old card: exactly 12 digits.
 * Anything else is not a gift card number.
 */
export function parseGiftCardNumber(input: string): GiftCardNumber | null {
  const compact = input.replace(/[\s.-]/g, '');
  const printed =
    /^\(21\)(\d{19})$/.exec(compact) ?? /^21(\d{19})$/.exec(compact) ?? /^(\d{19})$/.exec(compact);
  if (printed) return { kind: 'new', digits: printed[1]! };
  if (/^\d{12}$/.test(compact)) return { kind: 'old', digits: compact };
  return null;
}

/** "(21) 8033 1200 0001 2345 678" for a new card, "4000 1234 5678" for an old one. */
export function formatGiftCardNumber(card: GiftCardNumber): string {
  const groups = card.digits.match(/.{1,4}/g)!.join(' ');
  return card.kind === 'new' ? `${GIFT_CARD_NEW_PREFIX} ${groups}` : groups;
}

/** SPEC §9: the yearly fringe-benefit allowance per employee that companies can give tax-free. */
export const VIRTUAL_CARD_TAX_BENEFIT_EURO = 258.23;

/** The value a municipality can load on each beneficiary's virtual card. */
export const VOUCHER_AMOUNT_MIN_EURO = 10;

export const VOUCHER_AMOUNT_MAX_EURO = 500;

export const VOUCHER_BENEFICIARIES_MAX = 20_000;

/**
 * A coupon saved on the card or taken off it by a plain form (issue 47), one form per coupon: the
 * app sends PUT or DELETE /api/coupons/saved/:id instead. Here, with no schema beside it, so the
 * loyalty remote's page takes no validation library along. Hidden fields: the coupon, what to do
 * with it, and the page to come back to.
 */
export const COUPON_FORM = {
  name: 'coupon',
  path: '/api/coupons/form',
  coupon: 'coupon',
  action: 'azione',
  page: 'pagina',
  /** The values of `action`. */
  save: 'salva',
  remove: 'rimuovi',
} as const;

/** The id of a coupon's card on its page: the coupon form comes back to it (`#coupon-…`). */
export const couponAnchorId = (couponId: string) => `coupon-${couponId}`;
