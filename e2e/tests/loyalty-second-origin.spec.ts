import { test as base, expect } from '../support/fixtures';
import { LOYALTY_JOURNEYS } from '../support/loyalty-journeys';
import {
  startSiteWithRemoteOnSecondOrigin,
  type SiteWithRemoteOnSecondOrigin,
} from '../support/remote-on-second-origin';
import { startsServersOfItsOwn } from '../support/server';

/**
 * The loyalty journeys (support/loyalty-journeys.ts, as tests/loyalty.spec.ts runs them) against a
 * site whose loyalty entry is on another origin, the README's CDN recipe: loyalty's browser build
 * served with CORS from a second port, `REMOTE_LOYALTY_ENTRY` pointing at its manifest, a
 * TEST_DATA=true server. Once: tests/loyalty.spec.ts runs them on the site's own origin, and
 * each journey that changes data works on a fresh customer, so both runs start alike.
 *
 * Besides each journey's own checks, the `site` fixture fails a test on anything the page's
 * Content-Security-Policy refused (`securitypolicyviolation`, in every document the page opens)
 * and `visit`/`expectAccessible` run axe on the pages. axe reads every stylesheet's rules; one from
 * the remote's origin that the page could not read (loaded without CORS) it fetched and copied
 * into a <style> of its own, which the policy refuses (`style-src-elem refused inline`).
 */
// The site with loyalty on a second origin, started once for the worker that runs this group (a
// group of one worker: startsServersOfItsOwn) and stopped with it; the journeys' paths and the
// test-data endpoint they ask are that site's (baseURL).
const test = base.extend<object, { loyaltyElsewhere: SiteWithRemoteOnSecondOrigin }>({
  loyaltyElsewhere: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      const running = await startSiteWithRemoteOnSecondOrigin('loyalty', {
        TEST_DATA: 'true',
        DEV_OUTBOX: 'true',
      });
      try {
        await use(running);
      } finally {
        await running.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ loyaltyElsewhere }, use) => use(loyaltyElsewhere.baseURL),
});

test.describe("loyalty's entry on a second origin (a CDN)", () => {
  startsServersOfItsOwn();
  // Two servers of this checkout (the suite's and this one) and the second origin share the
  // machine with the browser: the journeys get three times the usual time.
  test.slow();

  test('the site loads loyalty from the second origin, which its policy allows', async ({
    page,
    request,
    loyaltyElsewhere: { baseURL, entry, remoteOrigin },
  }) => {
    const live = await (await request.get(`${baseURL}/api/platform/remotes`)).json();
    expect(live.remotes).toContainEqual(expect.objectContaining({ name: 'loyalty', entry }));
    const response = await page.goto('/gift-card');
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toContain(`style-src 'self' ${remoteOrigin}`);
    expect(policy).toContain(`script-src 'self' ${remoteOrigin}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Card Iper' })).toBeVisible();
    // The remote's stylesheet is on the page, from the second origin: what axe reads below.
    await expect
      .poll(() =>
        page.evaluate(
          (origin) =>
            [...document.styleSheets].filter((sheet) => sheet.href?.startsWith(`${origin}/`))
              .length,
          remoteOrigin,
        ),
      )
      .toBeGreaterThan(0);
  });

  for (const { group, journeys } of LOYALTY_JOURNEYS) {
    test.describe(group, () => {
      for (const journey of journeys) {
        test(journey.title, async ({ site, page, loyaltyElsewhere }) => {
          const served = loyaltyElsewhere.requests;
          const from = served.length;
          await journey.run({ site, page });
          // The journey ran on loyalty from the second origin, its styles included.
          expect(served.slice(from)).toContainEqual(expect.stringMatching(/\.css$/));
        });
      }
    });
  }
});
