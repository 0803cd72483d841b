import { z } from 'zod';

/**
 * The signed-in customer's devices (ASVS 7.5.2): every active session of the account, which one
 * is this browser, and the requests that end one session or all the others.
 */
export const AccountSessionSchema = z.object({
  /** The session's id (never its token). */
  id: z.string(),
  /** The browser's User-Agent as it signed in; the page names browser and system from it. */
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** When the session was last renewed (at most once a day). */
  lastSeenAt: z.string(),
  current: z.boolean(),
  /** The passkey the session signed in with; null for a password or social sign-in. */
  passkeyName: z.string().nullable().optional(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsResponseSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponseSchema>;

export const EndAccountSessionRequestSchema = z.object({ id: z.string().min(1).max(100) });
export type EndAccountSessionRequest = z.infer<typeof EndAccountSessionRequestSchema>;
