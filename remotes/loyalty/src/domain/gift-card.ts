import {
  GIFT_CARD_DENOMINATIONS_EURO,
  GIFT_CARD_FORMAT_ERROR,
  GIFT_CARD_READ_ERROR,
  GIFT_CARD_VALIDITY_MONTHS,
  parseGiftCardNumber,
} from '@iper/contracts';

export {
  GIFT_CARD_DENOMINATIONS_EURO,
  GIFT_CARD_FORMAT_ERROR,
  GIFT_CARD_READ_ERROR,
  GIFT_CARD_VALIDITY_MONTHS,
  parseGiftCardNumber,
};

/** The balance form's check of the number, before any call: the SPEC §9 formats only. */
export function giftCardNumberProblem(value: unknown): string | undefined {
  return typeof value === 'string' && parseGiftCardNumber(value)
    ? undefined
    : GIFT_CARD_FORMAT_ERROR;
}
