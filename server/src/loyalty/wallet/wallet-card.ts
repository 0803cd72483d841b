import { CARD_NAMES, paddedCardNumber, type LoyaltyCard } from '@iper/contracts';

/** What a wallet pass shows of the signed-in customer's card: the same for Apple and Google. */
export interface WalletCard {
  type: LoyaltyCard['type'];
  /** The 12-digit number as stored. */
  number: string;
  holderName: string;
  points: number;
}

export const WALLET_ORGANIZATION = 'Iper La grande i';

/** The brand colours (libs/design-system tokens: brand, on-brand, brand-soft). */
export const WALLET_COLORS = {
  background: '#c4000d',
  foreground: '#ffffff',
  label: '#fde8e9',
} as const;

export const walletCardName = (card: WalletCard): string => CARD_NAMES[card.type];

/** What the barcode carries: the number the tills scan, 13 digits (SPEC §9), as on the card page. */
export const walletBarcodeValue = (card: WalletCard): string => paddedCardNumber(card.number);

/** The number written under the bars for the cashier to type: "0 4881 2345 670". */
export function walletGroupedNumber(card: WalletCard): string {
  const padded = walletBarcodeValue(card);
  return padded.length === 13
    ? `${padded.slice(0, 1)} ${padded.slice(1, 5)} ${padded.slice(5, 9)} ${padded.slice(9)}`
    : padded;
}
