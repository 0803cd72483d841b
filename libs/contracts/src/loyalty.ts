import { z } from 'zod';
import { CardNumberSchema, CardTypeSchema } from './account';
import { EmailSchema } from './identity';

/**
 * The loyalty domain shared by the server and the loyalty remote (SPEC §3, §4, §7, §8, §9): the
 * Carta Vantaggi and its upgrade to Più, coupons, gift cards and virtual cards. The constants are
 * SPEC's, named once here.
 */

// ---------------------------------------------------------------------------------------------
// Carta Vantaggi

/** SPEC §9: the spend (1 point per euro) a base card collects to unlock Più. */
export const CARD_TARGET_AMOUNT = 200;
/** SPEC §3: the loyalty code has 12 digits. */
export const LOYALTY_CODE_LENGTH = 12;
/** SPEC §9: a 12-digit card number is shown and scanned with a leading 0, as 13 digits. */
export const PADDED_CARD_NUMBER_LENGTH = 13;
/** SPEC §9: the colours of the old Più cards. */
export const OLD_PIU_CARD_COLORS = ['viola', 'blu', 'verde', 'arancione', 'rossa', 'azzurra', 'gialla'] as const;
export type OldPiuCardColor = (typeof OLD_PIU_CARD_COLORS)[number];
/** New digital cards are numbered in the 04 range (the account module issues them too). */
export const DIGITAL_CARD_PREFIX = '04';

/** SPEC §9: the card number with a leading 0 when it has 12 digits; other numbers as they are. */
export function paddedCardNumber(number: string): string {
  return /^\d{12}$/.test(number) ? `0${number}` : number;
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

/** GET /api/advantage-card/{type}/{number}: number is the 12-digit code or its 13-digit padded form. */
export const AdvantageCardParamsSchema = z.object({
  type: CardTypeSchema,
  number: CardNumberSchema,
});

/** SPEC §7: the card's current points, as a bare number. */
export const AdvantageCardPointsSchema = z.number().int().min(0);

export const CardStatusSchema = z.enum(['active', 'blocked']);

/** The signed-in owner's card as /carta-vantaggi shows it (SPEC §3 Card data and Loyalty card). */
export const LoyaltyCardSchema = z.object({
  type: CardTypeSchema,
  /** The 12-digit code. */
  number: z.string(),
  status: CardStatusSchema,
  holderName: z.string(),
  currentAmount: z.number().int(),
  targetAmount: z.number().int(),
  isOld: z.boolean(),
  /** SPEC §4: base card and canUpgradeToPlus. */
  canUpgrade: z.boolean(),
  color: z.enum(OLD_PIU_CARD_COLORS).nullable(),
  /** Bonus salvadanaio accumulated, in euro. */
  vaultBonus: z.number(),
});
export type LoyaltyCard = z.infer<typeof LoyaltyCardSchema>;

// ---------------------------------------------------------------------------------------------
// Upgrade to Più (SPEC §4, §7, §8)

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

export const UpgradeRequestSchema = z.object({ cardNumber: CardNumberSchema });
export type UpgradeRequest = z.input<typeof UpgradeRequestSchema>;

export const UpgradeSuccessSchema = z.object({
  errorCode: z.literal('0'),
  caseId: z.enum(UPGRADE_CASE_IDS),
  data: z.object({ params: z.object({ Numero_Carta_Vantaggi__c: z.string().regex(/^\d{12}$/) }) }),
});
export const UpgradeFailureSchema = z.object({
  errorCode: z.string().regex(/^[1-9]\d*$/),
  errorMessage: z.string(),
});
export const UpgradeResponseSchema = z.union([UpgradeSuccessSchema, UpgradeFailureSchema]);
export type UpgradeResponse = z.infer<typeof UpgradeResponseSchema>;

/**
 * SPEC §8: the number the success message shows: zero-padded to 13 when it has 12 digits, except
 * in case 5, where the customer keeps the card they know.
 */
export function upgradeMessageCardNumber(caseId: UpgradeCaseId, number: string): string {
  return caseId === '5' ? number : paddedCardNumber(number);
}

// ---------------------------------------------------------------------------------------------
// Coupons (SPEC §3, §4, §5, §8)

/** SPEC §5, §9: at most ten saved coupons. */
export const COUPON_SAVED_MAX = 10;
/** A coupon expiring within this many days (today included) shows a warning (SPEC §4). */
export const COUPON_EXPIRING_SOON_DAYS = 3;
/** SPEC §8. */
export const COUPON_LIMIT_MESSAGE = 'Hai raggiunto il limite di dieci coupon salvabili';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const CouponSchema = z.object({
  id: z.string(),
  /** The product, as the coupon names it ("Parmigiano Reggiano DOP 24 mesi"). */
  title: z.string(),
  brand: z.string(),
  description: z.string(),
  /** What it gives: "-30%", "-1,50 €", "3x2". */
  discountLabel: z.string(),
  category: z.string(),
  validFrom: isoDate,
  /** Last day the coupon can be used (YYYY-MM-DD, Italian time). */
  expiresOn: isoDate,
  /** The stores that accept it; empty when every store does. */
  storeIds: z.array(z.string()),
  /** Chosen for this customer (the "Scelti per te" tab). */
  chosenForYou: z.boolean(),
  saved: z.boolean(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const LoyaltyStoreIdSchema = z.string().regex(/^\d{5}$/, 'Punto vendita non valido');

export const CouponsQuerySchema = z.object({ storeId: LoyaltyStoreIdSchema.optional() });
export type CouponsQuery = z.infer<typeof CouponsQuerySchema>;

export const CouponsResponseSchema = z.object({
  /** The store the list is for; null for every store. */
  storeId: z.string().nullable(),
  /** The server's today (Italian time), which expiry is counted from. */
  today: isoDate,
  savedCount: z.number().int(),
  savedMax: z.number().int(),
  coupons: z.array(CouponSchema),
});
export type CouponsResponse = z.infer<typeof CouponsResponseSchema>;

export const CouponIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Coupon non valido') });

export const CouponSavedResponseSchema = z.object({
  couponId: z.string(),
  saved: z.boolean(),
  savedCount: z.number().int(),
});
export type CouponSavedResponse = z.infer<typeof CouponSavedResponseSchema>;

export const CouponsClearedResponseSchema = z.object({ removed: z.number().int(), savedCount: z.literal(0) });

// ---------------------------------------------------------------------------------------------
// Gift card (SPEC §3, §8, §9)

export const GIFT_CARD_DENOMINATIONS_EURO = [25, 50, 100, 150] as const;
export const GIFT_CARD_VALIDITY_MONTHS = 24;
/** A new card's number: the application identifier (21) then 19 digits. */
export const GIFT_CARD_NEW_PREFIX = '(21)';
export const GIFT_CARD_NEW_DIGITS = 19;
export const GIFT_CARD_OLD_DIGITS = 12;
/** SPEC §8. */
export const GIFT_CARD_READ_ERROR = 'Qualcosa è andato storto durante la lettura della tua Gift Card. Riprova più tardi.';
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
  const printed = /^\(21\)(\d{19})$/.exec(compact) ?? /^21(\d{19})$/.exec(compact) ?? /^(\d{19})$/.exec(compact);
  if (printed) return { kind: 'new', digits: printed[1]! };
  if (/^\d{12}$/.test(compact)) return { kind: 'old', digits: compact };
  return null;
}

/** "(21) 8033 1200 0001 2345 678" for a new card, "4000 1234 5678" for an old one. */
export function formatGiftCardNumber(card: GiftCardNumber): string {
  const groups = card.digits.match(/.{1,4}/g)!.join(' ');
  return card.kind === 'new' ? `${GIFT_CARD_NEW_PREFIX} ${groups}` : groups;
}

export const GiftCardNumberSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const parsed = parseGiftCardNumber(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: GIFT_CARD_FORMAT_ERROR });
      return z.NEVER;
    }
    return parsed;
  });

export const GiftCardBalanceRequestSchema = z.object({ cardNumber: GiftCardNumberSchema });
export type GiftCardBalanceRequest = z.input<typeof GiftCardBalanceRequestSchema>;

export const GiftCardBalanceSchema = z.object({
  cardNumber: z.string(),
  kind: z.enum(['new', 'old']),
  /** The amount loaded at purchase, one of the denominations. */
  initialAmount: z.number(),
  residualAmount: z.number(),
  purchasedOn: isoDate,
  /** Purchase date plus 24 months. */
  dueDate: isoDate,
  expired: z.boolean(),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

// ---------------------------------------------------------------------------------------------
// Virtual cards and municipal shopping vouchers (SPEC §1, §6, §9)

/** SPEC §9: the yearly fringe-benefit allowance per employee that companies can give tax-free. */
export const VIRTUAL_CARD_TAX_BENEFIT_EURO = 258.23;
/** The value a municipality can load on each beneficiary's virtual card. */
export const VOUCHER_AMOUNT_MIN_EURO = 10;
export const VOUCHER_AMOUNT_MAX_EURO = 500;
export const VOUCHER_BENEFICIARIES_MAX = 20_000;

const personName = z.string().trim().min(1).max(80);

/** The request a municipal representative sends from /virtual-card/buoni-spesa. */
export const VoucherRequestSchema = z.object({
  municipality: z.string().trim().min(2).max(80),
  province: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Sigla della provincia non valida'),
  /** The municipality's codice fiscale: 11 digits. */
  entityTaxCode: z.string().trim().regex(/^\d{11}$/, 'Il codice fiscale dell’ente ha 11 cifre'),
  firstName: personName,
  lastName: personName,
  role: z.string().trim().min(2).max(80),
  email: EmailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ]{5,18}$/, 'Numero di telefono non valido'),
  beneficiaries: z.number().int().min(1).max(VOUCHER_BENEFICIARIES_MAX),
  amountPerBeneficiary: z.number().int().min(VOUCHER_AMOUNT_MIN_EURO).max(VOUCHER_AMOUNT_MAX_EURO),
  storeId: LoyaltyStoreIdSchema,
  notes: z.string().trim().max(1000).default(''),
  privacy: z.literal(true),
});
export type VoucherRequest = z.input<typeof VoucherRequestSchema>;

export const VoucherRequestResponseSchema = z.object({
  reference: z.string(),
  totalAmount: z.number(),
  storeName: z.string(),
});
export type VoucherRequestResponse = z.infer<typeof VoucherRequestResponseSchema>;
