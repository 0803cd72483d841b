import type { AccountInfo, SubscriptionPayload } from '@iper/contracts';

/** What the one-click request needs from the profile, and how the page names it. */
export const REQUIRED_PROFILE_FIELDS = {
  phoneNumber: 'Telefono',
  gender: 'Genere',
  birthDate: 'Data di nascita',
  address: 'Indirizzo',
  houseNumber: 'Numero civico',
  zip: 'CAP',
  city: 'Comune',
  province: 'Provincia',
} as const;
export type ProfileField = keyof typeof REQUIRED_PROFILE_FIELDS;

export interface RequestChoices {
  /** The store chosen on the page when the profile has no favourite store. */
  storeId?: string | null;
  /** Accepted on the page when the profile has not accepted the privacy notice yet. */
  privacy?: boolean;
}

export type SubscriptionDraft =
  | { ready: true; payload: SubscriptionPayload }
  | { ready: false; missing: ProfileField[]; needsStore: boolean; needsPrivacy: boolean };

/**
 * SPEC §3 subscription payload for a new digital card, built from the profile the customer already
 * gave (the "one click" of /carta-vantaggi/richiedi). Whatever the profile lacks is listed instead:
 * personal data are completed in the account area, the store and the privacy notice on the page.
 */
export function subscriptionDraft(
  info: AccountInfo,
  choices: RequestChoices = {},
): SubscriptionDraft {
  const { profile, address } = info;
  const phoneNumber = info.phones[0]?.number ?? '';
  const values = {
    phoneNumber,
    gender: profile.gender,
    birthDate: profile.birthDay && profile.birthMonth && profile.birthYear ? 'ok' : null,
    address: address.street,
    houseNumber: address.houseNumber,
    zip: address.zipCode,
    city: address.city,
    province: address.province,
  };
  const missing = (Object.keys(REQUIRED_PROFILE_FIELDS) as ProfileField[]).filter(
    (field) => !values[field],
  );
  const storeId = info.data.storeId ?? choices.storeId ?? null;
  const privacy = info.preferences.privacy || choices.privacy === true;
  if (missing.length > 0 || !storeId || !privacy) {
    return {
      ready: false,
      missing,
      needsStore: !info.data.storeId,
      needsPrivacy: !info.preferences.privacy,
    };
  }
  return {
    ready: true,
    payload: {
      uid: info.uid,
      salesforceId: '',
      email: profile.email,
      name: profile.firstName,
      lastName: profile.lastName,
      phoneNumber,
      gender: profile.gender!,
      cf: info.data.cf ?? '',
      birthDay: profile.birthDay!,
      birthMonth: profile.birthMonth!,
      birthYear: profile.birthYear!,
      storeId,
      dug: address.dug ?? '',
      address: address.street!,
      houseNumber: address.houseNumber!,
      zip: address.zipCode!,
      city: address.city!,
      province: address.province!,
      country: address.country ?? 'IT',
      privacy: true,
      marketing: info.preferences.marketing,
      profiling: info.preferences.profiling,
      thirdParty: info.preferences.thirdParty,
    },
  };
}
