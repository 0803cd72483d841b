import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Count = ColumnType<string, string | number | undefined, string | number>;

/**
 * The platform's remote entries switched at run time (a release deployed, or any manifest URL),
 * the releases published, the errors counted per remote version, and its log of operator actions.
 */
export interface RemotesTables {
  remote_entries: {
    /** Federation name (`store_locator`). */
    remote: string;
    /** The manifest URL (or a path on this server) the remote is loaded from. */
    entry: string;
    changed_at: Timestamp;
    /** The release's version when the entry is a release (server/src/platform/releases/). */
    version: string | null;
    /** What ran before the last change: `rollback` goes back to it. */
    previous_entry: string | null;
    previous_version: string | null;
    /** A release a share of visitors gets (sticky by cookie) until it is promoted or stopped. */
    canary_entry: string | null;
    canary_version: string | null;
    canary_percent: number | null;
    canary_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** Who made the last change (the CLI sends the operator's name). */
    changed_by: string | null;
  };
  remote_releases: {
    remote: string;
    version: string;
    git_commit: string;
    /** JSON: what the gate reads from the release's mf-manifest.json (ReleaseMetadata). */
    metadata: string;
    published_by: string;
    published_at: Timestamp;
  };
  remote_version_errors: {
    remote: string;
    version: string;
    count: Count;
    last_at: Timestamp;
  };
  platform_audit_log: {
    id: Generated<string>;
    /** `remote-entry-switch`, `remote-entry-reset`, `release-publish`, `release-deploy`… */
    action: string;
    remote: string | null;
    entry: string | null;
    /** The client address of the request (request.ip: X-Forwarded-For only behind TRUST_PROXY). */
    actor_ip: string;
    /** Who, as the CLI says (X-Platform-Actor); null for the older calls that did not say. */
    actor: string | null;
    version: string | null;
    /** What else the action needs remembered (a canary's share, a refusal's reason). */
    detail: string | null;
    created_at: Timestamp;
  };
}
