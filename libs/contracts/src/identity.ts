import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './identity-values';
import { personName } from './person-name';

export * from './identity-values';

/** Requests and answers of the identity endpoints (/api/identity/**), shared by server and site. */

export const EmailSchema = z.string().trim().toLowerCase().max(254).email();
export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: personName('Il nome'),
  lastName: personName('Il cognome'),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** A successful sign-in or sign-up: the session cookie is set, the uid is the account's. */
export const IdentityResultSchema = z.object({ errorCode: z.literal('0'), uid: z.string() });
export type IdentityResult = z.infer<typeof IdentityResultSchema>;

export const OkResultSchema = z.object({ errorCode: z.literal('0') });
export type OkResult = z.infer<typeof OkResultSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ForgotPasswordResponseSchema = z.object({
  errorCode: z.literal('0'),
  message: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(10).max(200),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** /modifica-password: a visitor who knows the current password chooses a new one. */
export const ChangePasswordRequestSchema = z.object({
  email: EmailSchema,
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const SocialProviderIdSchema = z.enum(['google', 'facebook', 'apple']);
export type SocialProviderId = z.infer<typeof SocialProviderIdSchema>;

export const SocialProvidersResponseSchema = z.object({
  providers: z.array(SocialProviderIdSchema),
});
export type SocialProvidersResponse = z.infer<typeof SocialProvidersResponseSchema>;

/** An internal path to come back to: never another site (open redirects). */
export const InternalPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'percorso interno non valido');

export const SocialStartRequestSchema = z.object({
  provider: SocialProviderIdSchema,
  redirect: InternalPathSchema.default('/account'),
});
export type SocialStartRequest = z.input<typeof SocialStartRequestSchema>;

export const SocialStartResponseSchema = z.object({ url: z.string().url() });
export type SocialStartResponse = z.infer<typeof SocialStartResponseSchema>;

export const CsrfResponseSchema = z.object({ token: z.string() });

export const OutboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export const OutboxResponseSchema = z.object({ mails: z.array(OutboxMailSchema) });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
