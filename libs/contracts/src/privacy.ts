import { z } from 'zod';

/**
 * GDPR self-service (art. 15, 17 and 20): the customer downloads everything the site holds about
 * them, and deletes their account after re-authenticating.
 */

import { DELETION_CONFIRMATION_MESSAGE } from './privacy-values';

export * from './privacy-values';

export const AccountDeletionRequestSchema = z.object({
  /** The current password (re-authentication); accounts that sign in only with Google, Facebook or Apple send none. */
  password: z.string().max(128).optional(),
  /** The customer ticked "I understand it cannot be undone". */
  confirm: z.literal(true, { error: DELETION_CONFIRMATION_MESSAGE }),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequestSchema>;

export const AccountDeletionResponseSchema = z.object({
  errorCode: z.literal('0'),
  /** What was kept, anonymised or unlinked, in Italian, for the confirmation message. */
  kept: z.array(z.string()),
});
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponseSchema>;

const Row = z.record(z.string(), z.unknown());

/** The data export (JSON attachment). Every section is present, empty when there is nothing. */
export const DataExportSchema = z.object({
  format: z.literal('iper-data-export/1'),
  generatedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    signInMethods: z.array(z.string()),
  }),
  profile: Row.nullable(),
  consents: Row.nullable(),
  favouriteStore: Row.nullable(),
  loyaltyCard: Row.nullable(),
  cardUpgrades: z.array(Row),
  coupons: z.object({ saved: z.array(Row), chosenForYou: z.array(Row) }),
  shoppingList: z.array(Row),
  receipts: z.array(Row),
  helpRequests: z.array(Row),
  jobApplications: z.array(Row),
  feedback: z.array(Row),
  newsletter: Row.nullable(),
  voucherRequests: z.array(Row),
  sessions: z.array(Row),
  /** Name, dates and whether it is synced; never the key or its id. */
  passkeys: z.array(Row),
  /** Whether a password sign-in asks for a TOTP code; never the key or the recovery codes. */
  twoFactor: z.object({ enabled: z.boolean() }),
  searchAnalyticsEvents: z.array(Row),
  privacyLog: z.array(Row),
});
export type DataExport = z.infer<typeof DataExportSchema>;
