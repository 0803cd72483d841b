import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { scrollThrough, startAppInPassing } from '../support/app-start';
import { expect, test } from '../support/fixtures';
import { E2E_BASE_URL } from '../support/environment';

/**
 * Visual regression (issue 18): the key pages at a phone's and a desktop's width, compared with
 * the screenshots committed beside this file (visual.spec.ts-snapshots/). A change that moves,
 * recolours or hides something fails here with a diff image in the report; a wanted change is
 * accepted with `npx playwright test visual --update-snapshots` (README, "Tests").
 *
 * Stable on purpose: a fresh database with the demo data, the browser's clock fixed, animations
 * and the caret off, fonts and every image loaded (lazy ones too) before the picture is taken.
 * What depends on the server's own date (flyer weeks, publication dates) is masked.
 */

const KEY_PAGES: Record<string, string> = {
  home: '/',
  'store-list': '/punti-vendita',
  'store-page': '/punti-vendita/iper-arese',
  'flyer-list': '/lista-volantini',
  'loyalty-card': '/carta-vantaggi',
  coupons: '/carta-vantaggi/coupon',
  login: '/accedi',
  registration: '/registrazione',
  'careers-list': '/lavora-con-noi/posizioni-punto-vendita',
  'magazine-article': '/iper-mag/ricette/risotto-alla-zucca',
  'help-centre': '/serve-aiuto',
};

const WIDTHS = [390, 1280] as const;

/** A Thursday morning in Rome: opening hours and "open now" read this, not the machine's clock. */
const FIXED_NOW = new Date('2026-11-19T10:30:00+01:00');

const CONSENT = encodeURIComponent(
  JSON.stringify({ analytics: false, marketing: false, decidedAt: '2026-11-01T00:00:00.000Z' }),
);

/**
 * What changes without the page changing: texts carrying a date the server computes from its own
 * today (flyer weeks, postings, fuel price updates), and video players (their loading spinner).
 */
function unstableParts(page: Page): Locator[] {
  return [
    page.getByText(/\b(dal|Dal) \d{2}\/\d{2}\/\d{4}/),
    page.getByText(/\bPubblicat[ao] /),
    page.getByText(/\bAggiornat[io] il \d/),
    page.locator('time'),
    page.locator('video'),
  ];
}

async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // The page as it is once the app runs: what follows the browser's clock (a store's status, fixed
  // here) is drawn by the app, the server drew it at its own time.
  await startAppInPassing(page);
  await page.waitForLoadState('networkidle');
  // Read to the bottom as a visitor would: what loads near the viewport (the newsletter form) is
  // in a full-page picture too.
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold would be grey boxes in a full-page picture: load them all now.
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
    // Parts drawn only near the viewport (`content-visibility: auto`: the flyer's product cards)
    // are blank in a full-page picture: all of them drawn for it.
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
  });
  await page.waitForLoadState('networkidle');
}

async function openAt(
  browser: Browser,
  width: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width, height: width < 768 ? 844 : 900 },
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'iper_consent', value: CONSENT, url: E2E_BASE_URL }]);
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  return { context, page };
}

const screenshotOptions = (page: Page) =>
  ({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: unstableParts(page),
    // Anti-aliasing of text differs by a few pixels between runs of the same build.
    maxDiffPixelRatio: 0.002,
  }) as const;

/** Accepting new baselines rewrites them: the test of the test would then accept the defect. */
function isUpdatingSnapshots(testInfo: TestInfo): boolean {
  return testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
}

for (const width of WIDTHS) {
  test.describe(`key pages at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;

    // One page per width, reused from page to page: the suite opens a browser tab twice, not 22 times.
    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await openAt(browser, width));
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const [name, path] of Object.entries(KEY_PAGES)) {
      test(`${name} looks as approved`, async () => {
        await page.goto(path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, screenshotOptions(page));
      });
    }

    if (width === 390) {
      test('an unintended change fails the comparison (test of the test)', async () => {
        test.skip(isUpdatingSnapshots(test.info()), 'new baselines are being accepted');
        await page.goto(KEY_PAGES.login!);
        await settle(page);
        // A change of the kind a refactor leaves behind: the heading a little larger. (Through the
        // CSSOM: the site's Content-Security-Policy refuses an injected <style>.)
        await page
          .locator('h1')
          .first()
          .evaluate((heading) => {
            heading.style.fontSize = '2.6rem';
          });
        await expect(
          expect(page).toHaveScreenshot(`login-${width}.png`, {
            ...screenshotOptions(page),
            timeout: 3_000,
          }),
        ).rejects.toThrow(/Screenshot comparison failed|pixels .* are different/);
      });
    }
  });
}
