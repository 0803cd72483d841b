import type { ColumnType, Generated } from 'kysely';

/**
 * The identity tables. The four auth_* tables are better-auth's user, session, account and
 * verification models under our names (see identity/auth.ts for the mapping); their shape is
 * frozen in migration 0020 so better-auth upgrades never change the schema behind our back.
 */
export interface IdentityTables {
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  auth_verifications: AuthVerificationsTable;
  mail_outbox: MailOutboxTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AuthUsersTable {
  id: string;
  name: string;
  /** Stored lowercased by better-auth. */
  email: string;
  email_verified: boolean;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthSessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Date;
}

/** One row per way of signing in: provider 'credential' holds the password hash. */
export interface AuthAccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Date | null;
  refresh_token_expires_at: Date | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Date;
}

/** Single-use values such as password reset tokens (`reset-password:<token>`). */
export interface AuthVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Date;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every mail the site sends; SMTP delivers it when configured, developers read it otherwise. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** What the mail is for ('password-reset', 'welcome'), so tests and developers can find it. */
  kind: string;
  created_at: Generated<Date>;
  sent_at: Date | null;
  last_error: string | null;
}
