import { saveConsent } from '@iper/analytics';
import { PAGE_VIEW_COUNTED_ATTRIBUTE } from '@iper/contracts';
import { countOpenedPage, takeCountedPageView } from './opened-page';

jest.mock('@iper/analytics', () => ({
  ...jest.requireActual('@iper/analytics'),
  startInsights: jest.fn(),
}));

const consent = (analytics: boolean) => saveConsent({ analytics, marketing: false });

describe('the page view of a page opened before its app', () => {
  beforeEach(() => {
    window.dataLayer = [];
    document.documentElement.removeAttribute(PAGE_VIEW_COUNTED_ATTRIBUTE);
    window.history.replaceState(null, '', '/lista-volantini');
  });

  it('is counted once with consent, and the app does not count it again', () => {
    consent(true);
    expect(countOpenedPage({ personal: false, pageType: 'flyer_list' })).toBe(true);
    expect(window.dataLayer).toContainEqual({
      event: 'page_view',
      page_type: 'flyer_list',
      page_path: '/lista-volantini',
      logged_in: false,
    });
    expect(takeCountedPageView('/lista-volantini')).toBe(true);
    expect(takeCountedPageView('/lista-volantini')).toBe(false);
  });

  it('is not counted without consent, nor for a signed-in visitor (the app counts it with their data)', () => {
    consent(false);
    expect(countOpenedPage({ personal: false, pageType: 'flyer_list' })).toBe(false);
    consent(true);
    expect(countOpenedPage({ personal: true, pageType: 'flyer_list' })).toBe(false);
    expect(window.dataLayer).toEqual([]);
  });
});
