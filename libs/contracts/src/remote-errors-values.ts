// Plain values (no zod) the shell imports without the validation library: remote-errors.ts
// builds the schema from them.

/**
 * How a remote failed in a visitor's browser: its code could not be loaded, a page of it threw
 * while rendering, or the server's HTML of its page could not be hydrated as it was.
 */
export const REMOTE_ERROR_KINDS = ['load', 'render', 'hydration'] as const;
export type RemoteErrorKind = (typeof REMOTE_ERROR_KINDS)[number];

export const REMOTE_ERROR_REPORTS_PATH = '/api/platform/remote-errors';
export const REMOTE_ERROR_MESSAGE_MAX = 500;
export const REMOTE_ERROR_PAGE_MAX = 300;
