/** What SPEC §7 sends about a logged-in user on each page view: SHA-256 hashes only. */
export interface AnalyticsUser {
  email?: string;
  name?: string;
  lastName?: string;
  birthDay?: number | string;
  birthMonth?: number | string;
  birthYear?: number | string;
  phoneNumber?: string;
  city?: string;
  zipCode?: string;
}

export interface HashedUserData {
  sha256_email_address?: string;
  sha256_first_name?: string;
  sha256_last_name?: string;
  sha256_birth_date?: string;
  sha256_phone_number?: string;
  sha256_city?: string;
  sha256_postal_code?: string;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const normaliseText = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** Italian numbers in E.164 (+39…), the form ad platforms match on. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+39${digits}`;
}

function birthDate(user: AnalyticsUser): string | undefined {
  const { birthDay, birthMonth, birthYear } = user;
  if (!birthDay || !birthMonth || !birthYear) return undefined;
  return `${birthYear}${String(birthMonth).padStart(2, '0')}${String(birthDay).padStart(2, '0')}`;
}

/** Normalises then hashes each known field; absent fields stay absent. */
export async function hashUserData(user: AnalyticsUser): Promise<HashedUserData> {
  const fields: [keyof HashedUserData, string | undefined][] = [
    ['sha256_email_address', user.email && user.email.trim().toLowerCase()],
    ['sha256_first_name', user.name && normaliseText(user.name)],
    ['sha256_last_name', user.lastName && normaliseText(user.lastName)],
    ['sha256_birth_date', birthDate(user)],
    ['sha256_phone_number', user.phoneNumber && normalisePhone(user.phoneNumber)],
    ['sha256_city', user.city && normaliseText(user.city).replace(/\s+/g, '')],
    ['sha256_postal_code', user.zipCode && user.zipCode.trim()],
  ];
  const hashed: HashedUserData = {};
  for (const [key, value] of fields) {
    if (value) hashed[key] = await sha256Hex(value);
  }
  return hashed;
}
