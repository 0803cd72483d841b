import { saveConsent } from '@iper/analytics';
import { pageTypeOf, trackPageView } from './page-view';

describe('page views', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('gives each route its analytics page type', () => {
    expect(pageTypeOf('/')).toBe('homepage');
    expect(pageTypeOf('/account/scontrini-digitali')).toBe('my_account');
    expect(pageTypeOf('/punti-vendita/iper-arese')).toBe('punto_vendita');
    expect(pageTypeOf('/iper-mag/ricette')).toBe('magazine');
    expect(pageTypeOf('/servizi/casa/assicurazioni')).toBe('servizi');
    expect(pageTypeOf('/gift-card')).toBe('landing');
    expect(pageTypeOf('/lavora-con-noi')).toBe('corporate');
    expect(pageTypeOf('/test/modal')).toBe('other');
  });

  it('pushes nothing before consent', async () => {
    saveConsent({ analytics: false, marketing: false });
    expect(await trackPageView('/')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes the page type, and hashed data only for a logged-in user', async () => {
    saveConsent({ analytics: true, marketing: false });
    await trackPageView('/punti-vendita');
    await trackPageView('/account', { email: 'mario.rossi@example.it' });
    expect(window.dataLayer?.[0]).toEqual({
      event: 'page_view',
      page_type: 'punto_vendita',
      page_path: '/punti-vendita',
      logged_in: false,
    });
    expect(window.dataLayer?.[1]).toMatchObject({
      page_type: 'my_account',
      logged_in: true,
      user_data: { sha256_email_address: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(JSON.stringify(window.dataLayer)).not.toContain('mario');
  });
});
