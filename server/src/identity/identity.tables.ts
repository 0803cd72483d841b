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
  auth_passkeys: AuthPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  auth_two_factors: AuthTwoFactorsTable;
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
  /** TOTP confirmed: a password sign-in asks for a code too (migration 0024, two-factor.ts). */
  two_factor_enabled: Generated<boolean>;
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
  /** When the session last proved its owner: sign-in, password or passkey (fresh-check.ts). */
  checked_at: Generated<Date>;
  /** The passkey this session signed in with, if any (migration 0023). */
  passkey_id: ColumnType<string | null, string | null | undefined, string | null>;
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

/** A passkey (WebAuthn credential) of an account (migration 0023). */
export interface AuthPasskeysTable {
  id: string;
  user_id: string;
  /** base64url credential id, unique across the site. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  /** The authenticator's signature counter; bigint comes back as a string. */
  counter: ColumnType<string | number, number | undefined, number>;
  /** Comma-separated transports (internal, hybrid, usb...). */
  transports: Generated<string>;
  device_type: string;
  backed_up: Generated<boolean>;
  aaguid: string | null;
  name: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
}

/** A WebAuthn challenge handed out and not yet answered: single use, short-lived. */
export interface WebauthnChallengesTable {
  id: string;
  purpose: 'register' | 'sign-in' | 'fresh-check';
  challenge: string;
  session_id: string | null;
  expires_at: Date;
}

/**
 * An account's TOTP second factor (migration 0024): better-auth's two-factor model. The secret
 * and the JSON list of unused recovery codes are encrypted with AUTH_SECRET.
 */
export interface AuthTwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  /** False until the first code confirmed the setup. */
  verified: Generated<boolean>;
  failed_verification_count: Generated<number>;
  locked_until: Date | null;
  /** The 30-second step of the last code accepted (migration 0026): no code is taken twice. */
  last_used_step: number | null;
  created_at: Generated<Date>;
}
