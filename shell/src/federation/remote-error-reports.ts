import {
  REMOTE_ERROR_MESSAGE_MAX,
  REMOTE_ERROR_PAGE_MAX,
  REMOTE_ERROR_REPORTS_PATH,
  type RemoteErrorKind,
  type RemoteErrorReport,
} from '@iper/contracts';
import { reportFieldError } from '../field-data/field-error-event';
import { remoteVersion } from './remotes';

/** A page that fails in a loop must not flood the server: a few distinct reports a page load. */
const MAX_REPORTS_PER_PAGE = 5;
const reported = new Set<string>();

function messageOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, REMOTE_ERROR_MESSAGE_MAX);
}

/**
 * Tells the server that a remote release failed in this browser (issue 19: `npm run remote --
 * status` counts each version's errors, so a canary is judged on what visitors met). Only a remote
 * running a release is reported, once per distinct failure, with the page's path and no query
 * (nothing personal). Best effort: a report that cannot be sent is dropped.
 */
export function reportRemoteError(remote: string, kind: RemoteErrorKind, error: unknown): void {
  // Field data counts the page view as failed too (issue 35): a remote that cannot load is a chunk.
  reportFieldError(kind === 'load' ? 'chunk' : kind === 'render' ? 'error' : 'hydration');
  const version = remoteVersion(remote);
  if (!version) return;
  const message = messageOf(error);
  const key = `${remote}\n${kind}\n${message}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  const report: RemoteErrorReport = {
    remote,
    version,
    kind,
    page: window.location.pathname.slice(0, REMOTE_ERROR_PAGE_MAX),
    message,
  };
  // keepalive: the report still leaves when the failure sends the visitor to another page.
  void fetch(REMOTE_ERROR_REPORTS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

/** Forgets what was reported (tests: each one is a fresh page load). */
export function forgetRemoteErrorReports(): void {
  reported.clear();
}
