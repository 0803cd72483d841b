import type { AccountInfo, Gender, PersonalData } from '@iper/contracts';
import { isValidTaxCode } from '@iper/validation';
import { joinStreet, splitStreet } from '../../domain/street';

/** The personal-data form's values (registration and /account/dati-personali). */
export interface PersonalValues {
  name?: string;
  lastName?: string;
  birthDay?: number;
  birthMonth?: number;
  birthYear?: number;
  gender?: Gender;
  phoneNumber?: string;
  cf?: string;
  street?: string;
  houseNumber?: string;
  zipCode?: string;
  city?: string;
  province?: string;
  country?: string;
  [key: string]: unknown;
}

export const TAX_CODE_MESSAGE = 'Codice fiscale non valido';

/** SPEC §5 tax-code check against the other fields of the form; an empty code is not checked. */
export function taxCodeMessage(
  value: unknown,
  values: Record<string, unknown>,
): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const valid = isValidTaxCode({
    firstName: values.name as string | undefined,
    lastName: values.lastName as string | undefined,
    genre: values.gender as string | undefined,
    birthDay: values.birthDay as number | undefined,
    birthMonth: values.birthMonth as number | undefined,
    birthYear: values.birthYear as number | undefined,
    cf: value,
  });
  return valid ? undefined : TAX_CODE_MESSAGE;
}

export function toPersonalData(values: PersonalValues): PersonalData {
  const { dug, address } = splitStreet(values.street ?? '');
  return {
    name: (values.name ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    gender: values.gender ?? 'u',
    birthDay: Number(values.birthDay),
    birthMonth: Number(values.birthMonth),
    birthYear: Number(values.birthYear),
    cf: (values.cf ?? '').trim().toUpperCase(),
    phoneNumber: (values.phoneNumber ?? '').trim(),
    dug,
    address,
    houseNumber: (values.houseNumber ?? '').trim(),
    zipCode: (values.zipCode ?? '').trim(),
    city: (values.city ?? '').trim(),
    province: (values.province ?? '').trim().toUpperCase(),
    country: values.country ?? 'IT',
  };
}

export function fromAccountInfo(info: AccountInfo): PersonalValues {
  return {
    name: info.profile.firstName,
    lastName: info.profile.lastName,
    birthDay: info.profile.birthDay ?? undefined,
    birthMonth: info.profile.birthMonth ?? undefined,
    birthYear: info.profile.birthYear ?? undefined,
    gender: info.profile.gender ?? undefined,
    phoneNumber: info.phones[0]?.number ?? '',
    cf: info.data.cf ?? '',
    street: joinStreet(info.address.dug, info.address.street),
    houseNumber: info.address.houseNumber ?? '',
    zipCode: info.address.zipCode ?? '',
    city: info.address.city ?? '',
    province: info.address.province ?? '',
    country: info.address.country ?? 'IT',
  };
}
