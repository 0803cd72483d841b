import type { AccountInfo, Consents, PersonalData, Profiling } from '@iper/contracts';
import { CARD_NAMES, PersonalDataSchema } from '@iper/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isoDay } from './iso-day';

// The customer's profile queries: the account as the account area shows it, personal data,
// consents, profiling, the favourite store and the digital receipt choice.

type Db = Kysely<Database> | Transaction<Database>;

function splitName(full: string): { first: string; last: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

function dateParts(date: string | Date | null): {
  day: number | null;
  month: number | null;
  year: number | null;
} {
  const iso = isoDay(date);
  if (!iso) return { day: null, month: null, year: null };
  const [year, month, day] = iso.split('-').map(Number);
  return { day: day ?? null, month: month ?? null, year: year ?? null };
}

export async function findAccountInfo(db: Db, userId: string): Promise<AccountInfo | undefined> {
  const row = await db
    .selectFrom('auth_users as u')
    .leftJoin('account_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('advantage_cards as c', 'c.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.created_at',
      'p.first_name',
      'p.last_name',
      'p.salesforce_id',
      'p.gender',
      'p.birth_date',
      'p.tax_code',
      'p.phone',
      'p.dug',
      'p.street',
      'p.house_number',
      'p.zip',
      'p.city',
      'p.province',
      'p.country',
      'p.store_id',
      'p.privacy_accepted_at',
      'p.marketing_consent',
      'p.profiling_consent',
      'p.third_party_consent',
      'p.digital_receipt_only',
      'p.profiling',
      'c.number as card_number',
      'c.type as card_type',
      'c.color as card_color',
      'c.can_upgrade as card_can_upgrade',
      'c.salesforce_id as card_salesforce_id',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const providers = await db
    .selectFrom('auth_accounts')
    .select('provider_id')
    .where('user_id', '=', userId)
    .execute();
  const social = providers.map((p) => p.provider_id).find((id) => id !== 'credential');
  const hasPassword = providers.some((p) => p.provider_id === 'credential');
  const fallbackName = splitName(row.name);
  const birth = dateParts((row.birth_date as string | Date | null) ?? null);
  const cardType = row.card_type ?? null;
  return {
    errorCode: '0',
    uid: row.id,
    loginProvider: hasPassword || !social ? 'site' : (social as 'google' | 'facebook' | 'apple'),
    registrationDate: new Date(row.created_at).toISOString(),
    profile: {
      firstName: row.first_name ?? fallbackName.first,
      lastName: row.last_name ?? fallbackName.last,
      email: row.email,
      gender: row.gender ?? null,
      birthDay: birth.day,
      birthMonth: birth.month,
      birthYear: birth.year,
    },
    data: {
      salesforceId: row.salesforce_id ?? row.card_salesforce_id ?? null,
      cf: row.tax_code ?? null,
      storeId: row.store_id ?? null,
      cardNumber: row.card_number ?? null,
      cardType,
      cardColor: row.card_color ?? null,
      cardType1: cardType ? CARD_NAMES[cardType] : null,
      canUpgradeToPlus: cardType === 'base' && Boolean(row.card_can_upgrade),
    },
    preferences: {
      privacy: Boolean(row.privacy_accepted_at),
      marketing: Boolean(row.marketing_consent),
      profiling: Boolean(row.profiling_consent),
      thirdParty: Boolean(row.third_party_consent),
      receipt: Boolean(row.digital_receipt_only),
    },
    address: {
      dug: row.dug ?? null,
      street: row.street ?? null,
      houseNumber: row.house_number ?? null,
      city: row.city ?? null,
      province: row.province ?? null,
      zipCode: row.zip ?? null,
      country: row.country ?? null,
    },
    phones: row.phone ? [{ type: 'mobile', number: row.phone }] : [],
    profiling: row.profiling ?? {},
  };
}

/** Creates the profile row when the account has none yet (a social sign-in, say). */
async function ensureProfile(db: Db, userId: string): Promise<void> {
  const user = await db
    .selectFrom('auth_users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { first, last } = splitName(user.name);
  await db
    .insertInto('account_profiles')
    .values({ user_id: userId, first_name: first || '-', last_name: last || '-' })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

function birthDate(data: { birthYear: number; birthMonth: number; birthDay: number }): string {
  return `${data.birthYear}-${String(data.birthMonth).padStart(2, '0')}-${String(data.birthDay).padStart(2, '0')}`;
}

export async function updatePersonalData(
  db: Db,
  userId: string,
  input: PersonalData,
): Promise<void> {
  const data = PersonalDataSchema.parse(input);
  await ensureProfile(db, userId);
  await db
    .updateTable('account_profiles')
    .set({
      first_name: data.name,
      last_name: data.lastName,
      gender: data.gender,
      birth_date: birthDate(data),
      tax_code: data.cf || null,
      phone: data.phoneNumber,
      dug: data.dug || null,
      street: data.address,
      house_number: data.houseNumber,
      zip: data.zipCode,
      city: data.city,
      province: data.province,
      country: data.country,
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('auth_users')
    .set({ name: `${data.name} ${data.lastName}`, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function updateConsents(db: Db, userId: string, consents: Consents): Promise<void> {
  await ensureProfile(db, userId);
  await db
    .updateTable('account_profiles')
    .set({
      privacy_accepted_at: sql<Date>`coalesce(privacy_accepted_at, now())`,
      marketing_consent: consents.marketing,
      profiling_consent: consents.profiling,
      third_party_consent: consents.thirdParty,
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
}

export async function updateProfiling(db: Db, userId: string, profiling: Profiling): Promise<void> {
  await ensureProfile(db, userId);
  await db
    .updateTable('account_profiles')
    .set({ profiling: JSON.stringify(profiling), updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

export async function storeExists(db: Db, storeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateFavouriteStore(db: Db, userId: string, storeId: string): Promise<void> {
  await ensureProfile(db, userId);
  await db
    .updateTable('account_profiles')
    .set({ store_id: storeId, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

export async function setDigitalReceiptOnly(
  db: Db,
  userId: string,
  enabled: boolean,
): Promise<boolean> {
  await ensureProfile(db, userId);
  const row = await db
    .updateTable('account_profiles')
    .set({ digital_receipt_only: enabled, updated_at: new Date() })
    .where('user_id', '=', userId)
    .returning('digital_receipt_only')
    .executeTakeFirstOrThrow();
  return row.digital_receipt_only;
}
