import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { CardNumberSchema, CardTypeSchema } from './account';
import { EmailSchema } from './identity';
import { personName } from './person-name';
import {
  GIFT_CARD_FORMAT_ERROR,
  OLD_PIU_CARD_COLORS,
  UPGRADE_CASE_IDS,
  VOUCHER_AMOUNT_MAX_EURO,
  VOUCHER_AMOUNT_MIN_EURO,
  VOUCHER_BENEFICIARIES_MAX,
  parseGiftCardNumber,
} from './loyalty-values';

export * from './loyalty-values';

/**
 * The loyalty domain shared by the server and the loyalty remote (SPEC §3, §4, §7, §8, §9): the
 * Carta Vantaggi and its upgrade to Più, coupons, gift cards and virtual cards. The constants are
 * SPEC's, named once in loyalty-values.ts.
 */

// ---------------------------------------------------------------------------------------------
// Carta Vantaggi

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

// ---------------------------------------------------------------------------------------------
// Coupons (SPEC §3, §4, §5, §8)

const isoDate = calendarDate();

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

export const CouponIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Coupon non valido'),
});

export const CouponSavedResponseSchema = z.object({
  couponId: z.string(),
  saved: z.boolean(),
  savedCount: z.number().int(),
});
export type CouponSavedResponse = z.infer<typeof CouponSavedResponseSchema>;

export const CouponsClearedResponseSchema = z.object({
  removed: z.number().int(),
  savedCount: z.literal(0),
});

// ---------------------------------------------------------------------------------------------
// Gift card (SPEC §3, §8, §9)

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

/** The request a municipal representative sends from /virtual-card/buoni-spesa. */
export const VoucherRequestSchema = z.object({
  municipality: z.string().trim().min(2).max(80),
  province: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Sigla della provincia non valida'),
  /** The municipality's codice fiscale: 11 digits. */
  entityTaxCode: z
    .string()
    .trim()
    .regex(/^\d{11}$/, 'Il codice fiscale dell’ente ha 11 cifre'),
  firstName: personName('Il nome'),
  lastName: personName('Il cognome'),
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

// ---------------------------------------------------------------------------------------------
// The card in the phone's wallet (issue 33)

/** GET /api/advantage-card/wallet: where the signed-in owner gets their card for each wallet. */
export const WalletLinksSchema = z.object({
  /** The signed `.pkpass` (same origin, the session's card). */
  applePassUrl: z.string(),
  /** Google Wallet's save link, or null when the site has no Google Wallet issuer configured. */
  googleSaveUrl: z.string().url().nullable(),
});
export type WalletLinks = z.infer<typeof WalletLinksSchema>;
