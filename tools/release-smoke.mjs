// The delivery CLI's smoke test in a real browser (issue 19, tools/remote.mjs): before `deploy` or
// `canary` switches anyone to a release, a headless chromium opens the remote's public pages on the
// target site with a preview pass (server/src/platform/releases/release-preview.ts), so that this
// browser alone gets the release — in the page's manifest and in its server render — and checks
// what the server-side gate cannot: the release's code loads in a browser, the server's HTML
// hydrates with it once the app is reached for, and the page shows its heading without an error.
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.mjs';

/** Console errors the shell writes for a failure of a remote (bootstrap, federation, routes). */
const SHELL_FAILURE = /^\[(ssr|federation)\]/;
const PAGE_TIMEOUT_MS = 20_000;

/** What went wrong on one page, in words for the CLI's refusal; empty when it is fine. */
async function problemsOf(page, url, remote, version) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`errore nel browser: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && SHELL_FAILURE.test(message.text()))
      problems.push(message.text().split('\n')[0].slice(0, 300));
  });
  const response = await page.goto(url, { timeout: PAGE_TIMEOUT_MS }).catch((error) => {
    problems.push(`la pagina non si apre (${error.message.split('\n')[0]})`);
    return undefined;
  });
  if (!response) return problems;
  if (response.status() >= 500) problems.push(`la pagina risponde ${response.status()}`);
  const served = await page
    .locator('#iper-remotes-manifest')
    .textContent()
    .then((text) => JSON.parse(text).remotes.find((each) => each.name === remote)?.version)
    .catch(() => undefined);
  if (served !== version)
    problems.push(
      `il sito non ha dato al browser la release in prova (ha dato ${served ?? 'altro'})`,
    );
  // The app starts where a page needs it (docs/architecture.md, "When the app starts"): the
  // smoke test reaches for it as a visitor would, over the header's store slot.
  await page
    .locator('[data-app-start="intent"]')
    .first()
    .hover({ timeout: PAGE_TIMEOUT_MS })
    .catch(() => undefined);
  const hydrated = await page
    // The shell removes the mark when every part of the page is React's (bootstrap.tsx).
    // A function, not a string: the site's policy refuses eval, which a string predicate needs.
    .waitForFunction(
      () => !globalThis.document.documentElement.hasAttribute('data-hydrating'),
      null,
      { timeout: PAGE_TIMEOUT_MS },
    )
    .then(() => true)
    .catch(() => false);
  if (!hydrated) problems.push('la pagina non diventa interattiva');
  const heading = await page
    .locator('h1')
    .first()
    .isVisible()
    .catch(() => false);
  if (!heading) problems.push('la pagina non mostra il suo titolo');
  // Errors that arrive just after hydration (an effect, a lazy part) belong to the page too.
  await page.waitForTimeout(500);
  return problems;
}

/**
 * Opens `pages` of `site` with the preview pass; resolves with the problems found, one line each
 * ('/gift-card: errore nel browser: …'), empty when every page is fine.
 */
export async function browserSmoke({ site, remote, version, cookie, pages }) {
  let browser;
  try {
    browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true });
  } catch (error) {
    throw new Error(
      `No browser for the smoke test (${error.message.split('\n')[0]}): set CHROMIUM_PATH, or pass --skip-browser-smoke.`,
    );
  }
  try {
    const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
    const { hostname } = new URL(site);
    await context.addCookies([
      { name: cookie.name, value: cookie.value, domain: hostname, path: '/', httpOnly: true },
    ]);
    const problems = [];
    for (const pagePath of pages) {
      const page = await context.newPage();
      try {
        for (const problem of await problemsOf(page, new URL(pagePath, site).href, remote, version))
          problems.push(`${pagePath}: ${problem}`);
      } finally {
        await page.close();
      }
    }
    return problems;
  } finally {
    await browser.close();
  }
}
