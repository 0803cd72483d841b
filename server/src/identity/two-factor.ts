import { RECOVERY_CODES_COUNT } from '@iper/contracts';
import { createOTP } from '@better-auth/utils/otp';
import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import { renderSVG } from 'uqr';
import type { Database } from '../db/schema';
import { TWO_FACTOR_OPTIONS, type Auth } from './auth';
import { HttpError } from '../platform/http-error';
import { sameSecret } from './same-secret';
import { hasPassword } from './has-password';

/**
 * The optional TOTP second factor (issue 34; README "Second factor"): better-auth's two-factor
 * plugin (auth.ts) checks the codes at sign-in and confirms a setup with its first code. What the
 * plugin would do only after asking for the password again — writing a new key, new recovery
 * codes, turning TOTP off — is done here behind the fresh check, in the plugin's own stored
 * format (the key and the JSON list of codes encrypted with better-auth's `symmetricEncrypt`
 * under AUTH_SECRET), so its sign-in endpoints read what this module writes.
 */
export const TWO_FACTOR_ALREADY_ON = 'La verifica in due passaggi è già attiva.';
export const TWO_FACTOR_OFF = 'La verifica in due passaggi non è attiva.';
export const TWO_FACTOR_NEEDS_PASSWORD =
  'Il tuo account non ha una password: la verifica in due passaggi protegge l’accesso con la password, e le passkey sono già due fattori.';
export const TWO_FACTOR_NO_SETUP =
  'Prima scegli «Attiva la verifica in due passaggi» e aggiungi la chiave alla tua app.';

/** better-auth's key for encrypting (AUTH_SECRET, or its rotation set). */
async function encryptionKey(auth: Auth) {
  return (await auth.$context).secretConfig;
}

/**
 * Lower-case letters and digits without the look-alikes (0 o, 1 l i): a code read off paper is
 * typed right; the sign-in lower-cases what is typed. 10 characters of 31: about 49 bits.
 */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes shaped like the plugin's own (`abcde-23456`), in clear for the customer, encrypted for the table. */
async function newRecoveryCodes(auth: Auth) {
  const codes = Array.from({ length: RECOVERY_CODES_COUNT }, () => {
    const code = Array.from(
      { length: TWO_FACTOR_OPTIONS.backupCodeOptions.length },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  const stored = await symmetricEncrypt({
    key: await encryptionKey(auth),
    data: JSON.stringify(codes),
  });
  return { codes, stored };
}

export async function twoFactorEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_users')
    .select('two_factor_enabled')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.two_factor_enabled === true;
}

/** Unused recovery codes of an account with TOTP on (0 otherwise). */
export async function recoveryCodesLeft(auth: Auth, userId: string): Promise<number> {
  try {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    return backupCodes.length;
  } catch {
    return 0; // no row: TOTP was never set up
  }
}

/**
 * "Attiva la verifica in due passaggi": a new key (32 random characters, as the plugin makes
 * them), stored unconfirmed; TOTP stays off until confirmSetup() sees a first right code.
 * Asking again replaces an unconfirmed key.
 */
export async function startSetup(
  db: Kysely<Database>,
  auth: Auth,
  user: { id: string; email: string },
): Promise<{ totpUri: string; secret: string; qrCode: string }> {
  if (!(await hasPassword(db, user.id))) throw new HttpError(409, TWO_FACTOR_NEEDS_PASSWORD);
  if (await twoFactorEnabled(db, user.id)) throw new HttpError(409, TWO_FACTOR_ALREADY_ON);
  const key = generateRandomString(32);
  const secret = await symmetricEncrypt({ key: await encryptionKey(auth), data: key });
  const recovery = await newRecoveryCodes(auth);
  const values = { secret, backup_codes: recovery.stored, verified: false, last_used_step: null };
  await db
    .insertInto('auth_two_factors')
    .values({ id: generateRandomString(32, 'a-z', 'A-Z', '0-9'), user_id: user.id, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  const { digits, period } = TWO_FACTOR_OPTIONS.totpOptions;
  const totpUri = createOTP(key, { digits, period }).url(TWO_FACTOR_OPTIONS.issuer, user.email);
  const base32 = new URL(totpUri).searchParams.get('secret') ?? '';
  return {
    totpUri,
    secret: base32.replace(/(.{4})(?=.)/g, '$1 '),
    qrCode: qrCodeImage(totpUri),
  };
}

/** The key as a QR code for the app's camera, an image the page can show as it is (img-src data:). */
function qrCodeImage(totpUri: string): string {
  // Four modules of quiet zone, as the QR standard asks, so phone cameras find the code.
  const svg = renderSVG(totpUri, { ecc: 'M', border: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * RFC 6238 §5.2: a code is accepted once. Before the plugin checks a code, this finds the step it
 * belongs to (now, or one step either side: the plugin's window for a phone's clock) and claims it
 * in one conditional update, so a code of a step already used, or of an earlier one, is refused,
 * two answers racing with the same code included. `unknown`: no step matches, the plugin will say
 * the code is wrong.
 */
export async function claimCodeStep(
  db: Kysely<Database>,
  auth: Auth,
  userId: string,
  code: string,
): Promise<'claimed' | 'used' | 'unknown'> {
  const row = await db
    .selectFrom('auth_two_factors')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return 'unknown';
  const key = await symmetricDecrypt({ key: await encryptionKey(auth), data: row.secret });
  const { digits, period } = TWO_FACTOR_OPTIONS.totpOptions;
  const otp = createOTP(key, { digits, period });
  const now = Math.floor(Date.now() / 1000 / period);
  let step: number | undefined;
  for (const candidate of [now - 1, now, now + 1])
    if (sameSecret(code, await otp.hotp(candidate))) step = candidate;
  if (step === undefined) return 'unknown';
  const claimed = await db
    .updateTable('auth_two_factors')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((where) =>
      where.or([where('last_used_step', 'is', null), where('last_used_step', '<', step)]),
    )
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n ? 'claimed' : 'used';
}

/** The setup exists and waits for its first code (startSetup ran, confirmSetup did not). */
export async function pendingSetup(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_two_factors')
    .select('verified')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && !row.verified;
}

/** "Genera nuovi codici": ten new recovery codes; the old ones stop working at once. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  auth: Auth,
  userId: string,
): Promise<string[]> {
  if (!(await twoFactorEnabled(db, userId))) throw new HttpError(409, TWO_FACTOR_OFF);
  const recovery = await newRecoveryCodes(auth);
  await db
    .updateTable('auth_two_factors')
    .set({ backup_codes: recovery.stored })
    .where('user_id', '=', userId)
    .where('verified', '=', true)
    .execute();
  return recovery.codes;
}

/** "Disattiva": the key and the codes are deleted; the next password sign-in asks for no code. */
export async function disable(db: Kysely<Database>, userId: string): Promise<void> {
  if (!(await twoFactorEnabled(db, userId))) throw new HttpError(409, TWO_FACTOR_OFF);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auth_two_factors').where('user_id', '=', userId).execute();
    await trx
      .updateTable('auth_users')
      .set({ two_factor_enabled: false, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  });
}
