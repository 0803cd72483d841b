import { test } from '../support/fixtures';
import { LOYALTY_JOURNEYS } from '../support/loyalty-journeys';

/**
 * Loyalty journeys against the site under test: the card and its upgrade to Più, the digital card
 * request, coupons, gift card and virtual cards. Their steps live in support/loyalty-journeys.ts,
 * which tests/loyalty-second-origin.spec.ts runs too (loyalty's entry on another origin); each
 * journey that changes a customer's data works on a fresh copy (TEST_DATA=true, docs/qa.md), so
 * they pass again and again against the same site.
 */
for (const { group, journeys } of LOYALTY_JOURNEYS) {
  test.describe(group, () => {
    for (const journey of journeys) {
      test(journey.title, async ({ site, page }) => journey.run({ site, page }));
    }
  });
}
