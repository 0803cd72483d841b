/**
 * Cookie consent (Garante Privacy, guidelines of 10 June 2021): nothing but technical cookies
 * until the visitor chooses; closing the banner with the X means reject; the choice is kept for
 * 6 months and can be changed at any time from the footer.
 */
export const CONSENT_COOKIE = 'iper_consent';
export const CONSENT_MAX_AGE_DAYS = 183;

export interface Consent {
  analytics: boolean;
  marketing: boolean;
  decidedAt: string;
}

export type ConsentPurpose = 'analytics' | 'marketing';

/**
 * The banner and the preferences as a form the server answers (server/src/consent): it works
 * before the app has started and without script, and writes the same cookie the app writes.
 */
export const CONSENT_FORM = {
  path: '/api/consent',
  /** The button pressed: accept all, reject all, or save the purposes ticked. */
  choice: { field: 'scelta', accept: 'accetta', reject: 'rifiuta', save: 'salva' },
  /** The purposes' checkboxes, for `save`. */
  purposes: { analytics: 'statistiche', marketing: 'marketing' },
  /** The page to go back to (a path of this site). */
  back: 'ritorno',
} as const;

/** The choice a consent form sends, as the consent it means. */
export function consentOfForm(
  fields: Record<string, unknown>,
): Omit<Consent, 'decidedAt'> | undefined {
  const { choice, purposes } = CONSENT_FORM;
  switch (fields[choice.field]) {
    case choice.accept:
      return { analytics: true, marketing: true };
    case choice.reject:
      return { analytics: false, marketing: false };
    case choice.save:
      return {
        analytics: fields[purposes.analytics] === 'on',
        marketing: fields[purposes.marketing] === 'on',
      };
    default:
      return undefined;
  }
}

export function parseConsent(cookieHeader: string): Consent | undefined {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Consent>;
    if (
      typeof value.analytics !== 'boolean' ||
      typeof value.marketing !== 'boolean' ||
      !value.decidedAt
    )
      return undefined;
    return { analytics: value.analytics, marketing: value.marketing, decidedAt: value.decidedAt };
  } catch {
    return undefined;
  }
}

export function serializeConsentCookie(consent: Consent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_DAYS * 86400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

type Listener = (consent: Consent | undefined) => void;
const listeners = new Set<Listener>();
let current: Consent | undefined;
let loaded = false;

function readCookie(): Consent | undefined {
  return typeof document === 'undefined' ? undefined : parseConsent(document.cookie);
}

/** The visitor's choice, or undefined while they have not chosen. */
export function getConsent(): Consent | undefined {
  if (!loaded) {
    current = readCookie();
    loaded = true;
  }
  return current;
}

export function hasConsent(purpose: ConsentPurpose): boolean {
  return getConsent()?.[purpose] === true;
}

export function saveConsent(choice: Omit<Consent, 'decidedAt'>, now: Date = new Date()): Consent {
  const consent: Consent = { ...choice, decidedAt: now.toISOString() };
  document.cookie = serializeConsentCookie(consent, window.location.protocol === 'https:');
  current = consent;
  loaded = true;
  for (const listener of listeners) listener(consent);
  return consent;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
