import {
  localeCookie,
  localeOfPath,
  localizePath,
  readLocaleCookie,
  stripLocalePrefix,
} from './locale';
import { messagesFor, registerMessages } from './message-registry';

describe('locale routing, prefix except default', () => {
  it('serves Italian without a prefix and English under /en', () => {
    expect(localeOfPath('/punti-vendita')).toBe('it');
    expect(localeOfPath('/en/punti-vendita')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/english-breakfast')).toBe('it');
  });

  it('strips and adds the prefix', () => {
    expect(stripLocalePrefix('/en/punti-vendita/iper-arese')).toBe('/punti-vendita/iper-arese');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(localizePath('/punti-vendita', 'en')).toBe('/en/punti-vendita');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/en/gift-card', 'it')).toBe('/gift-card');
  });

  it('keeps the choice in the i18n_redirected cookie for 365 days', () => {
    expect(localeCookie('en', false)).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(readLocaleCookie('a=1; i18n_redirected=en')).toBe('en');
    expect(readLocaleCookie('i18n_redirected=fr')).toBeUndefined();
  });

  it('merges the catalogs remotes register', () => {
    registerMessages('en', { 'a.one': 'One' });
    registerMessages('en', { 'b.two': 'Two' });
    expect(messagesFor('en')).toEqual({ 'a.one': 'One', 'b.two': 'Two' });
    expect(messagesFor('it')).toEqual({});
  });
});
