import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The platform's remote entries switched at run time, and its log of operator actions. */
export interface RemotesTables {
  remote_entries: {
    /** Federation name (`store_locator`). */
    remote: string;
    /** The manifest URL (or a path on this server) the remote is loaded from. */
    entry: string;
    changed_at: Timestamp;
  };
  platform_audit_log: {
    id: Generated<string>;
    /** `remote-entry-switch`, `remote-entry-reset`. */
    action: string;
    remote: string | null;
    entry: string | null;
    /** The client address of the request (request.ip: X-Forwarded-For only behind TRUST_PROXY). */
    actor_ip: string;
    created_at: Timestamp;
  };
}
