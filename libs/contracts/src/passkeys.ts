import { z } from 'zod';

/**
 * Passkeys (WebAuthn): the options the server hands the browser and the credential it gets back
 * travel as the JSON of @simplewebauthn (WebAuthn Level 3 `toJSON()`); the server checks their
 * content (signature, challenge, origin, counter), so the schemas only bound their size.
 */
const WebAuthnJsonSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 20_000, 'credenziale troppo grande');

/** The browser's answer to navigator.credentials.create() or .get(). */
export const PasskeyCredentialRequestSchema = z.object({ credential: WebAuthnJsonSchema });
export type PasskeyCredentialRequest = z.infer<typeof PasskeyCredentialRequestSchema>;

/** Options for navigator.credentials.create() / .get(), as JSON. */
export const PasskeyOptionsResponseSchema = z.object({
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptionsResponse = z.infer<typeof PasskeyOptionsResponseSchema>;

export const PASSKEY_NAME_MAX_LENGTH = 60;

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Dai un nome alla passkey.')
  .max(PASSKEY_NAME_MAX_LENGTH)
  .refine((value) => !/[\p{Cc}]/u.test(value), 'nome non valido');

export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by the platform (iCloud Keychain, Google Password Manager) or bound to one device. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeysResponseSchema = z.object({
  passkeys: z.array(PasskeySchema),
  /** The account has a password: removing its last passkey leaves a way in. */
  hasPassword: z.boolean(),
});
export type PasskeysResponse = z.infer<typeof PasskeysResponseSchema>;

export const RenamePasskeyRequestSchema = z.object({
  id: z.string().min(1).max(100),
  name: PasskeyNameSchema,
});
export type RenamePasskeyRequest = z.infer<typeof RenamePasskeyRequestSchema>;

export const RemovePasskeyRequestSchema = z.object({ id: z.string().min(1).max(100) });
export type RemovePasskeyRequest = z.infer<typeof RemovePasskeyRequestSchema>;

export const AddPasskeyRequestSchema = PasskeyCredentialRequestSchema.extend({
  name: PasskeyNameSchema.optional(),
});
export type AddPasskeyRequest = z.infer<typeof AddPasskeyRequestSchema>;

/** The fresh check by password (the passkey one sends a PasskeyCredentialRequest). */
export const FreshCheckPasswordRequestSchema = z.object({ password: z.string().min(1).max(128) });
export type FreshCheckPasswordRequest = z.infer<typeof FreshCheckPasswordRequestSchema>;

/** "Non sei stato tu?": the signed reference to the session the new-device mail spoke of. */
export const EndReportedSessionRequestSchema = z.object({ token: z.string().min(10).max(300) });
export type EndReportedSessionRequest = z.infer<typeof EndReportedSessionRequestSchema>;
