import { saveConsent } from './consent';
import { INSIGHTS_COOKIE, resetInsightsForTests, startInsights } from './insights';

const calls: unknown[][] = [];
jest.mock('search-insights', () => ({
  __esModule: true,
  default: (...args: unknown[]) => {
    calls.push(args);
  },
}));

const CONFIG = { appId: 'IPER', apiKey: 'search-only' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const tokenCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${INSIGHTS_COOKIE}=`))
    ?.slice(INSIGHTS_COOKIE.length + 1);

describe('search insights user token (SPEC §3 _ALGOLIA)', () => {
  beforeEach(() => {
    calls.length = 0;
    resetInsightsForTests();
    document.cookie = `${INSIGHTS_COOKIE}=; Max-Age=0; path=/`;
  });

  it('does not start without consent to analytics', () => {
    saveConsent({ analytics: false, marketing: true });
    expect(startInsights(CONFIG, 'demo-mario-rossi')).toBeUndefined();
  });

  it("uses the logged-in user's uid as the token and keeps it in _ALGOLIA for 6 months", async () => {
    saveConsent({ analytics: true, marketing: false });
    await startInsights(CONFIG, 'demo-mario-rossi');
    await flush();
    expect(calls[0]).toEqual([
      'init',
      expect.objectContaining({ useCookie: true, cookieDuration: 6 * 2_592_000_000 }),
    ]);
    expect(calls).toContainEqual(['setUserToken', 'demo-mario-rossi']);
    expect(tokenCookie()).toBe('demo-mario-rossi');
  });

  it('gives the token back to an anonymous one after logout, and does not repeat itself', async () => {
    saveConsent({ analytics: true, marketing: false });
    await startInsights(CONFIG, 'demo-mario-rossi');
    await startInsights(CONFIG, 'demo-mario-rossi');
    await flush();
    expect(calls.filter(([method]) => method === 'setUserToken')).toHaveLength(1);
    await startInsights(CONFIG, undefined);
    await flush();
    expect(calls.at(-1)).toEqual(['setAnonymousUserToken']);
  });
});
