/** Gift card rules (SPEC §9). */
export const GIFT_CARD_DENOMINATIONS_EURO = [25, 50, 100, 150] as const;
export const GIFT_CARD_VALIDITY_MONTHS = 24;
