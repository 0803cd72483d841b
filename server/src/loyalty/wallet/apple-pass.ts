import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppleWalletCertificates, WalletConfig } from '../../config';
import {
  WALLET_COLORS,
  WALLET_ORGANIZATION,
  walletBarcodeValue,
  walletCardName,
  walletGroupedNumber,
  type WalletCard,
} from './wallet-card';

/** What the browser is given: Safari on iOS opens this type in Wallet. */
export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';
export const PKPASS_FILE_NAME = 'carta-vantaggi-iper.pkpass';

/** The images every pass carries (pass-model/): icon and logo at 1x, 2x and 3x. */
const IMAGES = [
  'icon.png',
  'icon@2x.png',
  'icon@3x.png',
  'logo.png',
  'logo@2x.png',
  'logo@3x.png',
] as const;

const TEST_CERTIFICATE_FILES = {
  signerCert: 'test-pass-certificate.pem',
  signerKey: 'test-pass-key.pem',
  wwdr: 'test-ca.pem',
} as const;

/**
 * This folder in the sources, or read from them by the built server (dist/main.js bundles the
 * code, not these files): the same lookup as the flyer images.
 */
function walletDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [here, path.join(here, '../src/loyalty/wallet')];
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'pass-model', 'icon.png'))) ?? candidates[0]!
  );
}

let images: Record<string, Buffer> | undefined;
let testCertificates: AppleWalletCertificates | undefined;

function passImages(): Record<string, Buffer> {
  images ??= Object.fromEntries(
    IMAGES.map((name) => [name, readFileSync(path.join(walletDir(), 'pass-model', name))]),
  );
  return images;
}

/**
 * The checked-in test CA and pass certificate (test-certificates/README.md): they make a valid,
 * verifiable archive for development and tests, which no iPhone accepts.
 */
export function walletTestCertificates(): AppleWalletCertificates {
  testCertificates ??= {
    signerCert: readFileSync(
      path.join(walletDir(), 'test-certificates', TEST_CERTIFICATE_FILES.signerCert),
      'utf8',
    ),
    signerKey: readFileSync(
      path.join(walletDir(), 'test-certificates', TEST_CERTIFICATE_FILES.signerKey),
      'utf8',
    ),
    wwdr: readFileSync(
      path.join(walletDir(), 'test-certificates', TEST_CERTIFICATE_FILES.wwdr),
      'utf8',
    ),
  };
  return testCertificates;
}

/** `#c4000d` → `rgb(196, 0, 13)`: the colour notation Wallet documents for pass.json. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** pass.json of the card: a store card with the points, the holder and the till's barcode. */
function passJson(card: WalletCard, config: WalletConfig['apple'], publicUrl: string) {
  const cardName = walletCardName(card);
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    // One pass per card: adding it again replaces the one in the wallet.
    serialNumber: `carta-vantaggi-${walletBarcodeValue(card)}`,
    organizationName: WALLET_ORGANIZATION,
    description: `${cardName} di ${card.holderName}`,
    logoText: cardName,
    backgroundColor: rgb(WALLET_COLORS.background),
    foregroundColor: rgb(WALLET_COLORS.foreground),
    labelColor: rgb(WALLET_COLORS.label),
    sharingProhibited: true,
    storeCard: {
      primaryFields: [
        {
          key: 'points',
          label: 'Punti',
          value: card.points,
          numberStyle: 'PKNumberStyleDecimal',
        },
      ],
      secondaryFields: [{ key: 'holder', label: 'Titolare', value: card.holderName }],
      auxiliaryFields: [{ key: 'number', label: 'Numero carta', value: walletGroupedNumber(card) }],
      backFields: [
        {
          key: 'till',
          label: 'Alla cassa',
          value:
            'Mostra il codice a barre alla cassa: i punti della spesa si aggiungono alla carta. Se il telefono non viene letto, alla cassa possono digitare il numero della carta.',
        },
        {
          key: 'points-date',
          label: 'Punti',
          value:
            'I punti sono quelli del giorno in cui hai aggiunto la carta al Wallet: i punti aggiornati sono nella pagina Carta Vantaggi del sito.',
        },
        {
          key: 'site',
          label: 'Carta Vantaggi',
          value: new URL('/carta-vantaggi', publicUrl).href,
        },
      ],
    },
  };
}

/**
 * The signed `.pkpass` of the customer's card (passkit-generator): pass.json, the images, the
 * manifest of their SHA-1 hashes and its detached PKCS#7 signature, zipped. Signed with
 * APPLE_WALLET_* when configured, else with the test certificate. passkit-generator (and its
 * schema library) is loaded with the first pass asked for, not with every server start.
 */
export async function applePass(
  card: WalletCard,
  config: WalletConfig['apple'],
  publicUrl: string,
): Promise<Buffer> {
  const { PKPass } = await import('passkit-generator');
  const pass = new PKPass(
    {
      ...passImages(),
      'pass.json': Buffer.from(JSON.stringify(passJson(card, config, publicUrl))),
    },
    config.certificates ?? walletTestCertificates(),
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatCode128',
    message: walletBarcodeValue(card),
    messageEncoding: 'iso-8859-1',
    altText: walletGroupedNumber(card),
  });
  return pass.getAsBuffer();
}
