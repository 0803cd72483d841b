import { z } from 'zod';
import {
  REMOTE_ERROR_KINDS,
  REMOTE_ERROR_MESSAGE_MAX,
  REMOTE_ERROR_PAGE_MAX,
} from './remote-errors-values';

/** POST /api/platform/remote-errors: the shell's report of a remote release failing in a browser. */
export const RemoteErrorReportSchema = z.object({
  remote: z
    .string()
    .regex(/^[a-z_]+$/)
    .max(40),
  version: z.string().min(1).max(64),
  kind: z.enum(REMOTE_ERROR_KINDS),
  /** The page's path, without its query (no personal data travels with a report). */
  page: z.string().startsWith('/').max(REMOTE_ERROR_PAGE_MAX),
  message: z.string().max(REMOTE_ERROR_MESSAGE_MAX),
});
export type RemoteErrorReport = z.infer<typeof RemoteErrorReportSchema>;
