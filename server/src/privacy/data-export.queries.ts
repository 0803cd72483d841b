import { sql, type Kysely } from 'kysely';
import { applicationsWithPosition } from '../careers/careers.queries';
import type { Database } from '../db/schema';
import { ownCardWithVault } from '../loyalty/card.queries';

type Db = Kysely<Database>;

/**
 * The addresses other modules keyed by email (help requests, feedback, newsletter, vouchers) are
 * this customer's only when the account's email is verified: an account opened with someone
 * else's address must not download that person's messages (the careers module's rule, too).
 */
export async function verifiedEmailOf(db: Db, userId: string): Promise<string | null> {
  const user = await db
    .selectFrom('auth_users')
    .select(['email', 'email_verified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.email_verified ? user.email.toLowerCase() : null;
}

/** Awaits every promise of an object at once (as Promise.all), each answer under its name. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(promises);
  const answers = await Promise.all(names.map((name) => promises[name]));
  return Object.fromEntries(names.map((name, index) => [name, answers[index]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * Every row the data export is made from, across every module, read by the session's user id
 * (and by its email only when verified); undefined when there is no such user.
 */
export async function readExportRows(db: Db, userId: string, now: Date) {
  const user = await db
    .selectFrom('auth_users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const email = await verifiedEmailOf(db, userId);

  const perUser = await allOf({
    methods: db
      .selectFrom('auth_accounts')
      .select(['provider_id', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    profile: db
      .selectFrom('account_profiles as p')
      .leftJoin('stores as s', 's.id', 'p.store_id')
      .selectAll('p')
      .select([
        day('p.birth_date').as('birth_day'),
        's.name as store_name',
        's.address as store_address',
        's.city as store_city',
      ])
      .where('p.user_id', '=', userId)
      .executeTakeFirst(),
    card: ownCardWithVault(db, userId).select('c.created_at').executeTakeFirst(),
    upgrades: db
      .selectFrom('advantage_card_upgrades')
      .select(['previous_number', 'new_number', 'case_id', 'upgraded_at'])
      .where('user_id', '=', userId)
      .orderBy('upgraded_at')
      .execute(),
    saved: db
      .selectFrom('saved_coupons as s')
      .innerJoin('coupons as c', 'c.id', 's.coupon_id')
      .select([
        'c.id',
        'c.title',
        'c.brand',
        'c.discount_label',
        day('c.expires_on').as('expires_on'),
        's.saved_at',
      ])
      .where('s.user_id', '=', userId)
      .orderBy('s.saved_at')
      .execute(),
    targeted: db
      .selectFrom('coupon_targets as t')
      .innerJoin('coupons as c', 'c.id', 't.coupon_id')
      .select(['c.id', 'c.title', 'c.brand', day('c.expires_on').as('expires_on')])
      .where('t.user_id', '=', userId)
      .orderBy('c.id')
      .execute(),
    list: db
      .selectFrom('shopping_list_items')
      .select(['label', 'checked', day('promotion_ends_on').as('promotion_ends_on'), 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    receipts: db
      .selectFrom('receipts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('issued_at', 'desc')
      .execute(),
    lines: db
      .selectFrom('receipt_lines as l')
      .innerJoin('receipts as r', 'r.id', 'l.receipt_id')
      .select([
        'l.receipt_id',
        'l.position',
        'l.description',
        'l.quantity',
        'l.unit_price',
        'l.amount',
      ])
      .where('r.user_id', '=', userId)
      .orderBy('l.receipt_id')
      .orderBy('l.position')
      .execute(),
    sessions: db
      .selectFrom('auth_sessions')
      .select(['created_at', 'updated_at', 'expires_at', 'ip_address', 'user_agent'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .execute(),
    // Passkeys as the customer sees them; the public key and the credential id stay out.
    passkeys: db
      .selectFrom('auth_passkeys')
      .select(['name', 'created_at', 'last_used_at', 'backed_up'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    events: db
      .selectFrom('insights_events')
      .select(['event_type', 'event_name', 'index_name', 'object_ids', 'received_at'])
      .where('user_token', '=', userId)
      .orderBy('id')
      .execute(),
    audit: db
      .selectFrom('account_audit_log')
      .select(['action', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  });

  const applications = await applicationsWithPosition(db)
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at')
    .execute();
  const applicationFiles = applications.length
    ? await db
        .selectFrom('job_application_files')
        .select(['application_id', 'field', 'original_name', 'content_type', 'size_bytes'])
        .where(
          'application_id',
          'in',
          applications.map((a) => a.id),
        )
        .execute()
    : [];

  const byEmail = email
    ? await Promise.all([
        db
          .selectFrom('help_requests')
          .selectAll()
          .where(sql`lower(email)`, '=', email)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('feedback')
          .select(['message', 'page', 'created_at'])
          .where(sql`lower(email)`, '=', email)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('newsletter_subscriptions')
          .selectAll()
          .where(sql`lower(email)`, '=', email)
          .executeTakeFirst(),
        db
          .selectFrom('voucher_requests')
          .selectAll()
          .where(sql`lower(email)`, '=', email)
          .orderBy('created_at')
          .execute(),
      ])
    : undefined;
  const [help, feedback, newsletter, vouchers] = byEmail ?? [[], [], undefined, []];
  const helpAttachments = help.length
    ? await db
        .selectFrom('help_request_attachments')
        .select(['help_request_id', 'field', 'original_name', 'content_type', 'size_bytes'])
        .where(
          'help_request_id',
          'in',
          help.map((h) => h.id),
        )
        .execute()
    : [];

  return {
    user,
    ...perUser,
    applications,
    applicationFiles,
    help,
    feedback,
    newsletter,
    vouchers,
    helpAttachments,
  };
}

/** The rows of one customer's data export. */
export type ExportRows = NonNullable<Awaited<ReturnType<typeof readExportRows>>>;
