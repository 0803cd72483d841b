import type { ColumnType, Generated } from 'kysely';

export interface PrivacyTables {
  account_audit_log: AccountAuditLogTable;
}

export type PrivacyAction = 'data-export' | 'account-deletion' | 'account-deletion-refused';

/**
 * Who exported or deleted their data, and when (migration 0022). Nothing personal survives a
 * deletion here: the user id is a random identifier no other row points to any more, and the
 * client address is an HMAC under the server's secret, not the address.
 */
export interface AccountAuditLogTable {
  id: Generated<number>;
  user_id: string;
  action: PrivacyAction;
  ip_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
