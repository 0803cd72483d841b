import { createHash } from 'node:crypto';
import { CONSENT_COOKIE, getConsent, hasConsent, parseConsent, saveConsent } from './consent';
import { pushToDataLayer, trackEvent } from './data-layer';
import { hashUserData, normalisePhone } from './user-data-hash';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('cookie consent', () => {
  beforeEach(() => {
    clearCookies();
    delete window.dataLayer;
  });

  it('has no consent until the visitor chooses', () => {
    expect(parseConsent('')).toBeUndefined();
    expect(parseConsent(`${CONSENT_COOKIE}=not-json`)).toBeUndefined();
  });

  it('keeps the choice in a cookie for six months and reads it back', () => {
    saveConsent({ analytics: true, marketing: false }, new Date('2026-11-22T10:00:00Z'));
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
    expect(parseConsent(document.cookie)).toEqual({
      analytics: true,
      marketing: false,
      decidedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('records nothing in the dataLayer without consent to analytics', () => {
    saveConsent({ analytics: false, marketing: false });
    expect(trackEvent('login')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes events to the dataLayer once the visitor accepts analytics', () => {
    saveConsent({ analytics: true, marketing: true });
    expect(getConsent()?.analytics).toBe(true);
    trackEvent('login_error', { type: 'social_login' });
    pushToDataLayer({ event: 'page_view', page_type: 'homepage' });
    expect(window.dataLayer).toEqual([
      { event: 'login_error', type: 'social_login' },
      { event: 'page_view', page_type: 'homepage' },
    ]);
  });
});

describe('hashed user data', () => {
  it('hashes normalised email, names, birth date, phone, city and postal code with SHA-256', async () => {
    const hashed = await hashUserData({
      email: '  Mario.Rossi@Example.it ',
      name: 'Niccolò',
      lastName: 'Rossi',
      birthDay: 5,
      birthMonth: 3,
      birthYear: 1980,
      phoneNumber: '333 123 4567',
      city: 'Reggio Emilia',
      zipCode: '42121',
    });
    expect(hashed).toEqual({
      sha256_email_address: sha256('mario.rossi@example.it'),
      sha256_first_name: sha256('niccolo'),
      sha256_last_name: sha256('rossi'),
      sha256_birth_date: sha256('19800305'),
      sha256_phone_number: sha256('+393331234567'),
      sha256_city: sha256('reggioemilia'),
      sha256_postal_code: sha256('42121'),
    });
  });

  it('leaves out what the user has not given', async () => {
    expect(await hashUserData({ email: 'a@b.it' })).toEqual({
      sha256_email_address: sha256('a@b.it'),
    });
  });

  it('writes Italian phone numbers in international form', () => {
    expect(normalisePhone('0039 02 1234')).toBe('+39021234');
    expect(normalisePhone('+39 333 1')).toBe('+393331');
  });
});
