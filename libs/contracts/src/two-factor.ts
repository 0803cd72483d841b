import { z } from 'zod';
import { IdentityResultSchema } from './identity';

/**
 * The optional second factor of a password sign-in (issue 34): a TOTP code from an
 * authenticator app, or one of ten single-use recovery codes (`abcde-23456`).
 */
export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODES_COUNT = 10;

/** A password sign-in whose account has TOTP on: no session yet, the code comes next. */
export const TwoFactorRequiredSchema = z.object({
  errorCode: z.literal('0'),
  twoFactorRequired: z.literal(true),
});
export type TwoFactorRequired = z.infer<typeof TwoFactorRequiredSchema>;

/** POST /identity/login: signed in, or the second step is asked for. */
export const LoginResultSchema = z.union([IdentityResultSchema, TwoFactorRequiredSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** Spaces and dashes a customer types or pastes are ignored. */
const typedCode = z.string().transform((value) => value.replace(/[\s-]/g, ''));

export const TotpCodeSchema = typedCode.pipe(
  z.string().regex(/^\d{6}$/, 'Il codice è di 6 cifre: lo trovi nell’app di autenticazione.'),
);
export const RecoveryCodeSchema = typedCode.pipe(
  z.string().regex(/^[A-Za-z0-9]{10}$/, 'Il codice di recupero è di 10 lettere e cifre.'),
);

/** The second step of a password sign-in. */
export const TwoFactorSignInRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: TotpCodeSchema }),
  z.object({ method: z.literal('recovery'), code: RecoveryCodeSchema }),
]);
export type TwoFactorSignInRequest = z.input<typeof TwoFactorSignInRequestSchema>;

/** GET /account/two-factor: whether TOTP is on; never the secret or the codes. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Only a password sign-in asks for the code: without a password there is nothing to protect. */
  hasPassword: z.boolean(),
  /** Unused recovery codes (0 while TOTP is off). */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** POST /account/two-factor/setup: the authenticator app's key, as a QR code and as text. */
export const TwoFactorSetupResponseSchema = z.object({
  /** otpauth://totp/Iper:<email>?secret=...&issuer=Iper&digits=6&period=30 */
  totpUri: z.string(),
  /** The same key in base32, grouped by four, for typing it in by hand. */
  secret: z.string(),
  /** totpUri as a QR code to scan: a data:image/svg+xml URL. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

export const TwoFactorConfirmRequestSchema = z.object({ code: TotpCodeSchema });
export type TwoFactorConfirmRequest = z.input<typeof TwoFactorConfirmRequestSchema>;

/** The recovery codes, shown once: after the first code, and after "Genera nuovi codici". */
export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;
