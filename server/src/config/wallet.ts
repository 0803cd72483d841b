import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { rateLimit, type RateLimit } from './rate-limits';
import { emptyAsUnset, positiveIntOr, variable, type Shape } from './variables';

/** The pass type and team of the checked-in test certificate (loyalty/wallet/test-certificates/). */
export const TEST_PASS_TYPE_IDENTIFIER = 'pass.it.iper.test.carta-vantaggi';
export const TEST_TEAM_IDENTIFIER = 'IPERTEST00';

const optionalText = emptyAsUnset(z.string().min(1).optional());
const PEM_OR_PATH = 'PEM text (`\\n` for line breaks is accepted) or the path of a PEM file';

/**
 * The loyalty card in the phone's wallet (docs/deployment.md, "Wallet passes"): Apple Wallet's signing certificates and
 * Google Wallet's issuer. Nothing set: the `.pkpass` is signed with the checked-in test
 * certificate (no iPhone accepts it) and the Google Wallet link is not offered.
 */
export const walletVariables = {
  APPLE_WALLET_PASS_TYPE_ID: variable(
    optionalText,
    'the Pass Type ID of the Apple Wallet pass (`pass.it.iper.…`), as in the pass certificate; required with `APPLE_WALLET_CERTIFICATE`',
    `\`${TEST_PASS_TYPE_IDENTIFIER}\` (the test certificate's)`,
  ),
  APPLE_WALLET_TEAM_ID: variable(
    optionalText,
    "the Apple developer team id of the pass certificate's account; required with `APPLE_WALLET_CERTIFICATE`",
    `\`${TEST_TEAM_IDENTIFIER}\``,
  ),
  APPLE_WALLET_CERTIFICATE: variable(
    optionalText,
    `the Pass Type ID certificate that signs the \`.pkpass\`: ${PEM_OR_PATH}; set it with \`APPLE_WALLET_KEY\` and \`APPLE_WALLET_WWDR_CERTIFICATE\``,
    'the test certificate in `server/src/loyalty/wallet/test-certificates/` (test only: Wallet refuses it)',
  ),
  APPLE_WALLET_KEY: variable(
    optionalText,
    `the private key of \`APPLE_WALLET_CERTIFICATE\`: ${PEM_OR_PATH}`,
    'the test key',
  ),
  APPLE_WALLET_KEY_PASSPHRASE: variable(
    optionalText,
    'the passphrase of `APPLE_WALLET_KEY`, when it is encrypted',
  ),
  APPLE_WALLET_WWDR_CERTIFICATE: variable(
    optionalText,
    `Apple's WWDR intermediate certificate (G4) that issued the pass certificate: ${PEM_OR_PATH}`,
    'the test CA',
  ),
  GOOGLE_WALLET_ISSUER_ID: variable(
    optionalText,
    'the Google Wallet issuer id: with the three below, the card page offers "Salva in Google Wallet" (a signed link, no call to Google from the server)',
    'unset: no Google Wallet link',
  ),
  GOOGLE_WALLET_CLASS_ID: variable(
    optionalText,
    'the loyalty class created in the Google Pay & Wallet console (its suffix, or `<issuer id>.<suffix>`)',
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: variable(
    optionalText,
    'the service account that signs the save links (`client_email` of its JSON key)',
  ),
  GOOGLE_WALLET_PRIVATE_KEY: variable(
    optionalText,
    `the service account's private key (\`private_key\` of its JSON key): ${PEM_OR_PATH}`,
  ),
  WALLET_RATE_LIMIT_MAX: variable(
    positiveIntOr(20),
    'wallet passes and save links per signed-in address per `WALLET_RATE_LIMIT_WINDOW_SECONDS` before a 429',
    '`20`',
  ),
  WALLET_RATE_LIMIT_WINDOW_SECONDS: variable(
    positiveIntOr(60),
    'the window of `WALLET_RATE_LIMIT_MAX`, in seconds',
    '`60`',
  ),
};

/** The signing material passkit-generator takes, as PEM text. */
export interface AppleWalletCertificates {
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

export interface WalletConfig {
  apple: {
    passTypeIdentifier: string;
    teamIdentifier: string;
    /** Undefined: the checked-in test certificate signs (loyalty/wallet/apple-pass.ts). */
    certificates: AppleWalletCertificates | undefined;
  };
  /** Undefined: Google Wallet is not configured, and no save link is offered. */
  google:
    | { issuerId: string; classId: string; serviceAccountEmail: string; privateKey: string }
    | undefined;
  rateLimit: RateLimit;
}

type Parsed = z.output<z.ZodObject<Shape<typeof walletVariables>>>;

/** PEM text as given (with `\n` escapes turned into line breaks), or the content of the file named. */
function pemOf(name: string, value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new Error(`${name}: neither PEM text nor a readable file (${value})`);
  }
}

function checked<T>(name: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
}

/** Several settings go together: all of them or none, never a half-configured wallet. */
function allOrNone(parsed: Parsed, names: (keyof Parsed)[]): boolean {
  const set = names.filter((name) => parsed[name] !== undefined);
  if (set.length === 0) return false;
  if (set.length < names.length) {
    const missing = names.filter((name) => parsed[name] === undefined);
    throw new Error(`${set.join(', ')} set without ${missing.join(', ')}: set all of them or none`);
  }
  return true;
}

function appleCertificates(parsed: Parsed): AppleWalletCertificates | undefined {
  const configured = allOrNone(parsed, [
    'APPLE_WALLET_CERTIFICATE',
    'APPLE_WALLET_KEY',
    'APPLE_WALLET_WWDR_CERTIFICATE',
    'APPLE_WALLET_PASS_TYPE_ID',
    'APPLE_WALLET_TEAM_ID',
  ]);
  if (!configured) {
    if (parsed.APPLE_WALLET_KEY_PASSPHRASE !== undefined)
      throw new Error('APPLE_WALLET_KEY_PASSPHRASE set without APPLE_WALLET_KEY');
    return undefined;
  }
  const signerCert = pemOf('APPLE_WALLET_CERTIFICATE', parsed.APPLE_WALLET_CERTIFICATE!);
  const signerKey = pemOf('APPLE_WALLET_KEY', parsed.APPLE_WALLET_KEY!);
  const wwdr = pemOf('APPLE_WALLET_WWDR_CERTIFICATE', parsed.APPLE_WALLET_WWDR_CERTIFICATE!);
  // A certificate or key that cannot be read stops the start, not the first customer's download.
  checked('APPLE_WALLET_CERTIFICATE', () => new X509Certificate(signerCert));
  checked('APPLE_WALLET_WWDR_CERTIFICATE', () => new X509Certificate(wwdr));
  checked('APPLE_WALLET_KEY', () =>
    createPrivateKey({ key: signerKey, passphrase: parsed.APPLE_WALLET_KEY_PASSPHRASE }),
  );
  return {
    signerCert,
    signerKey,
    wwdr,
    ...(parsed.APPLE_WALLET_KEY_PASSPHRASE
      ? { signerKeyPassphrase: parsed.APPLE_WALLET_KEY_PASSPHRASE }
      : {}),
  };
}

function googleWallet(parsed: Parsed): WalletConfig['google'] {
  const configured = allOrNone(parsed, [
    'GOOGLE_WALLET_ISSUER_ID',
    'GOOGLE_WALLET_CLASS_ID',
    'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
    'GOOGLE_WALLET_PRIVATE_KEY',
  ]);
  if (!configured) return undefined;
  const issuerId = parsed.GOOGLE_WALLET_ISSUER_ID!;
  const classSuffix = parsed.GOOGLE_WALLET_CLASS_ID!;
  const privateKey = pemOf('GOOGLE_WALLET_PRIVATE_KEY', parsed.GOOGLE_WALLET_PRIVATE_KEY!);
  const key = checked('GOOGLE_WALLET_PRIVATE_KEY', () => createPrivateKey(privateKey));
  if (key.asymmetricKeyType !== 'rsa')
    throw new Error('GOOGLE_WALLET_PRIVATE_KEY: an RSA key is needed (RS256)');
  return {
    issuerId,
    classId: classSuffix.startsWith(`${issuerId}.`) ? classSuffix : `${issuerId}.${classSuffix}`,
    serviceAccountEmail: parsed.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!,
    privateKey,
  };
}

export function walletConfig(parsed: Parsed): WalletConfig {
  const certificates = appleCertificates(parsed);
  return {
    apple: {
      passTypeIdentifier: parsed.APPLE_WALLET_PASS_TYPE_ID ?? TEST_PASS_TYPE_IDENTIFIER,
      teamIdentifier: parsed.APPLE_WALLET_TEAM_ID ?? TEST_TEAM_IDENTIFIER,
      certificates,
    },
    google: googleWallet(parsed),
    rateLimit: rateLimit(parsed.WALLET_RATE_LIMIT_MAX, parsed.WALLET_RATE_LIMIT_WINDOW_SECONDS),
  };
}
