import { rememberLocaleChoice } from './locale-choice';

describe('the language chosen with the switch', () => {
  beforeAll(() => rememberLocaleChoice());
  beforeEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });

  it('is remembered when the visitor follows the link, before any app', () => {
    document.body.innerHTML = '<a href="#en" hreflang="en" lang="en"><span>English</span></a>';
    document.querySelector('span')!.click();
    expect(document.cookie).toContain('i18n_redirected=en');
  });

  it('is not taken from a link to another language the site does not have', () => {
    document.body.innerHTML = '<a href="#fr" hreflang="fr">Français</a><a href="#x">Altro</a>';
    document.querySelectorAll('a').forEach((link) => link.click());
    expect(document.cookie).not.toContain('i18n_redirected');
  });
});
