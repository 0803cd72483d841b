import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { WalletConfig } from '../../config';
import {
  WALLET_COLORS,
  walletBarcodeValue,
  walletCardName,
  walletGroupedNumber,
  type WalletCard,
} from './wallet-card';

/** Google's "save to Google Wallet" address: the signed JWT goes at its end. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

type GoogleWallet = NonNullable<WalletConfig['google']>;

const keys = new WeakMap<GoogleWallet, KeyObject>();

function signingKey(google: GoogleWallet): KeyObject {
  let key = keys.get(google);
  if (!key) {
    key = createPrivateKey(google.privateKey);
    keys.set(google, key);
  }
  return key;
}

/** An object id Google accepts (letters, digits, `.`, `_`, `-`), one per card. */
export const googleObjectId = (google: GoogleWallet, card: WalletCard): string =>
  `${google.issuerId}.carta-vantaggi-${walletBarcodeValue(card)}`;

/** The loyalty object of the card, created (or updated) by Google when the customer saves it. */
function loyaltyObject(google: GoogleWallet, card: WalletCard) {
  return {
    id: googleObjectId(google, card),
    classId: google.classId,
    state: 'ACTIVE',
    accountId: walletBarcodeValue(card),
    accountName: card.holderName,
    hexBackgroundColor: WALLET_COLORS.background,
    barcode: {
      type: 'CODE_128',
      value: walletBarcodeValue(card),
      alternateText: walletGroupedNumber(card),
    },
    loyaltyPoints: { label: 'Punti', balance: { int: card.points } },
    textModulesData: [{ id: 'card-type', header: 'Carta', body: walletCardName(card) }],
  };
}

/**
 * The "Salva in Google Wallet" address of the card: a JWT signed (RS256) with the issuer's service
 * account key that carries the whole loyalty object, so the server calls no Google API; the link
 * only works from the site's own origin (`origins`).
 */
export async function googleSaveUrl(
  google: GoogleWallet,
  card: WalletCard,
  publicUrl: string,
  now: Date = new Date(),
): Promise<string> {
  const jwt = await new SignJWT({
    origins: [new URL(publicUrl).origin],
    typ: 'savetowallet',
    payload: { loyaltyObjects: [loyaltyObject(google, card)] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(signingKey(google));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
